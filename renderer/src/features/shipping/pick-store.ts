import { create } from 'zustand';
import type { PickLine, PickList, PickPrintResult } from '../../../../shared/picking';
import { api } from '../../api/client';
import { playCue } from '../../scan/sounds';
import { keepPerAccount } from '../../stores/account-scope';
import { refreshOn } from '../../stores/changed';
import { useSettingsStore } from '../../stores/settings';

/** What the last scan did to the list: counted on a line, found its line picked in full, or matched none. */
export type PickScan =
  { kind: 'counted' | 'complete'; code: string; lineId: string } | { kind: 'noLine'; code: string };

interface PickState {
  opened: boolean;
  /** The orders ticked in Shipping when the list opened; null for the whole packing queue. */
  orderIds: string[] | null;
  list: PickList | null;
  error: unknown;
  /** How many of each line's items were picked, by line id: kept while the list is read again. */
  picked: Record<string, number>;
  lastScan: PickScan | null;
  open: (orderIds: string[] | null) => void;
  close: () => void;
  /** Ticks a line picked in full, or (picked already) back to none. */
  tick: (lineId: string) => void;
}

const cleared = { list: null, error: null, picked: {}, lastScan: null };

export const usePickStore = create<PickState>((set, get) => ({
  opened: false,
  orderIds: null,
  ...cleared,
  open(orderIds) {
    set({ opened: true, orderIds, ...cleared });
    void reload();
  },
  close: () => set({ opened: false, orderIds: null, ...cleared }),
  tick(lineId) {
    const line = get().list?.lines.find((l) => l.id === lineId);
    if (!line) return;
    const done = (get().picked[lineId] ?? 0) >= line.quantity;
    set({ picked: { ...get().picked, [lineId]: done ? 0 : line.quantity } });
  },
}));

// The list is of the account left's orders.
keepPerAccount<null>({ save: () => null, restore: () => usePickStore.getState().close() });

async function reload(): Promise<void> {
  const { opened, orderIds } = usePickStore.getState();
  if (!opened) return;
  try {
    const list = await api.picking.list(orderIds ? { orderIds } : {});
    if (usePickStore.getState().opened) usePickStore.setState({ list, error: null });
  } catch (error) {
    usePickStore.setState({ error });
  }
}

/** The open list follows the orders, the offers' codes and their bins as they change. */
export function watchPickList(): () => void {
  return refreshOn(['orders', 'offers', 'offer_bins', 'shipments'], () => void reload());
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

const codesOf = (line: PickLine): string[] =>
  [line.ean, line.externalId, ...line.offerIds].filter((code): code is string => code !== null);

const sound = (kind: 'itemScanned' | 'wrongItem') => {
  if (useSettingsStore.getState().settings?.packing.sounds !== false) playCue(kind);
};

/**
 * A scan while the pick list is open: it counts one item of the line with this EAN or external id (the first one
 * not yet picked in full), or says that none has it. False when the list is not open: the scan is the station's.
 */
export function scanPick(code: string): boolean {
  const { opened, list, picked } = usePickStore.getState();
  if (!opened) return false;
  const matching = (list?.lines ?? []).filter((line) => codesOf(line).some((known) => same(known, code)));
  const line = matching.find((l) => (picked[l.id] ?? 0) < l.quantity) ?? matching[0];
  if (!line) {
    usePickStore.setState({ lastScan: { kind: 'noLine', code } });
    sound('wrongItem');
    return true;
  }
  const count = picked[line.id] ?? 0;
  if (count >= line.quantity) {
    usePickStore.setState({ lastScan: { kind: 'complete', code, lineId: line.id } });
    sound('wrongItem');
    return true;
  }
  usePickStore.setState({
    picked: { ...picked, [line.id]: count + 1 },
    lastScan: { kind: 'counted', code, lineId: line.id },
  });
  sound('itemScanned');
  return true;
}

/** Prints the list that is open (the ticked orders', or the whole queue's) on the packing slip printer. */
export function printPickList(): Promise<PickPrintResult> {
  const { orderIds } = usePickStore.getState();
  return api.picking.print(orderIds ? { orderIds } : {});
}
