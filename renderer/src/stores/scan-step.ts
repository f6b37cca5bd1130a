import type { PackingSettings } from '../../../shared/settings';

/**
 * What a scan of an order does next:
 * - `ask`: another station took it; the seller says whether to pack it here (nothing is created or taken first);
 * - `check`: its items are scanned before the label;
 * - `ship`: the parcel is created and the label printed at once;
 * - `open`: it is opened and taken, the seller creates the parcel.
 */
export type ScanStep = 'ask' | 'check' | 'ship' | 'open';

export function scanStep(
  order: { takenElsewhere: boolean; packHere: boolean },
  packing: Pick<PackingSettings, 'autoShip' | 'checkItems'> | undefined,
): ScanStep {
  if (order.takenElsewhere && !order.packHere) return 'ask';
  if (packing?.checkItems) return 'check';
  // Settings not read yet count as the defaults: a scan ships.
  return packing?.autoShip !== false ? 'ship' : 'open';
}
