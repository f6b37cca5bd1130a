import { create } from 'zustand';
import type { AddressProblem, PrinterStop, ShipResult } from '../../../shared/shipping';
import type { FieldError } from '../../../shared/errors';
import type { CheckItem } from '../../../shared/packing-scan';
import type { BridgeError } from '../api/bridge-error';
import { playCue } from '../scan/sounds';
import { keepPerAccount } from './account-scope';
import { useSettingsStore } from './settings';

export type { CheckItem } from '../../../shared/packing-scan';

/** What the station shows in large after a scan or a "create parcel", and sounds. */
export type StationState =
  | { kind: 'working'; code: string | null; orderId: string | null }
  | { kind: 'opened'; orderId: string }
  | { kind: 'shipped'; orderId: string; waybills: string[]; printer: string | null }
  | { kind: 'waiting'; orderId: string }
  | { kind: 'alreadyShipped'; orderId: string; waybills: string[] }
  | { kind: 'takenElsewhere'; orderId: string }
  | { kind: 'needsAttention'; orderId: string; problems: AddressProblem[]; errors: FieldError[] }
  | { kind: 'cancelled'; orderId: string }
  /** `asked`: what the ship asked for, so "create anyway" asks the same without the printer's answer. */
  | {
      kind: 'printerNotReady';
      orderId: string;
      printer: string;
      problems: PrinterStop[];
      asked: { additional: boolean; claim: boolean };
    }
  | { kind: 'notFound'; code: string }
  | { kind: 'ambiguous'; code: string; orderIds: string[] }
  | { kind: 'checking'; orderId: string; items: CheckItem[] }
  | { kind: 'itemScanned'; orderId: string; items: CheckItem[] }
  | { kind: 'checked'; orderId: string; items: CheckItem[] }
  | { kind: 'wrongItem'; orderId: string; code: string; items: CheckItem[] }
  /** The label printed; the order waits for its waybill to be scanned from the box (the label check). */
  | { kind: 'scanLabel'; orderId: string; waybills: string[] }
  /** While the station waits for `orderId`'s label, another code was scanned: refused, nothing changed. */
  | { kind: 'wrongLabel'; orderId: string; waybills: string[]; code: string; otherOrderId: string | null }
  | { kind: 'failed'; orderId: string | null; error: BridgeError };

export type StationKind = StationState['kind'];

/** The order whose label the station waits for: while it is shown (refusals included), a scan must be its waybill. */
export function awaitedLabel(shown: StationState | null): string | undefined {
  return shown?.kind === 'scanLabel' || shown?.kind === 'wrongLabel' ? shown.orderId : undefined;
}

interface StationStore {
  shown: StationState | null;
  show: (state: StationState) => void;
  dismiss: () => void;
}

export const useStationStore = create<StationStore>((set) => ({
  shown: null,
  show(state) {
    set({ shown: state });
    if (useSettingsStore.getState().settings?.packing.sounds !== false) playCue(state.kind);
  },
  dismiss: () => set({ shown: null }),
}));

// What the station shows in large is about an order of the account left.
keepPerAccount<null>({ save: () => null, restore: () => useStationStore.getState().dismiss() });

/** The station's state for the core's answer to "ship this order". */
export function stationStateOf(
  orderId: string,
  result: ShipResult,
  asked: { additional?: boolean; claim?: boolean } = {},
): StationState {
  switch (result.status) {
    case 'shipped':
      if (result.shipment.labelCheck === 'waiting')
        return { kind: 'scanLabel', orderId, waybills: result.shipment.waybills };
      return {
        kind: 'shipped',
        orderId,
        waybills: result.shipment.waybills,
        printer: result.shipment.labelJob?.printerLabel ?? null,
      };
    case 'waiting':
      return { kind: 'waiting', orderId };
    case 'alreadyShipped':
      return { kind: 'alreadyShipped', orderId, waybills: result.waybills };
    case 'needsAttention':
      return { kind: 'needsAttention', orderId, problems: result.problems, errors: result.errors };
    case 'cancelled':
      return { kind: 'cancelled', orderId };
    case 'takenElsewhere':
      return { kind: 'takenElsewhere', orderId };
    case 'printerNotReady':
      return {
        kind: 'printerNotReady',
        orderId,
        printer: result.printer.label,
        problems: result.problems,
        asked: { additional: asked.additional === true, claim: asked.claim === true },
      };
  }
}
