import { create } from 'zustand';
import type { PackingView } from '../../../shared/packing-scan';
import type { ShipResult } from '../../../shared/shipping';
import { api } from '../api/client';
import { asBridgeError } from '../api/bridge-error';
import { notifyError } from '../app/notify';
import { usePackingStore } from './packing';
import { useQueueStore } from './shipping';
import { awaitedLabel, stationStateOf, useStationStore, type CheckItem } from './station';
import { keepPerAccount } from './account-scope';
import { useUiStore } from './ui';
import { useReturnsStore } from '../features/buyers/returns/returns-store';
import { scanPick } from '../features/shipping/pick-store';

interface ScanState {
  /** The order whose items are being scanned before its label, with the count so far. */
  check: { orderId: string; items: CheckItem[] } | null;
  stopCheck: () => void;
}

export const useScanStore = create<ScanState>((set) => ({
  check: null,
  stopCheck: () => set({ check: null }),
}));

// The items counted are of an order of the account left: the next scan starts afresh.
keepPerAccount<null>({ save: () => null, restore: () => useScanStore.getState().stopCheck() });

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A returned box scanned: its return opens in Buyers → Returns, as a click on its row would. */
function openReturn(returnId: string): void {
  useStationStore.getState().dismiss();
  useScanStore.setState({ check: null });
  useUiStore.getState().openTab('buyers', 'returns');
  useReturnsStore.getState().open(returnId);
}

/** Opens the order in the shipping section, as a click on its row would, with the view the scan read. */
function openOrder(view: PackingView, result?: ShipResult): void {
  useUiStore.getState().go('shipping');
  usePackingStore.getState().show(view, result);
  useQueueStore.getState().open(view.orderId);
}

/** Counts a scanned item against the order; false when the code is none of its items (or one too many). */
async function countItem(code: string): Promise<boolean> {
  const check = useScanStore.getState().check;
  if (!check) return false;
  const station = useStationStore.getState();
  const index = check.items.findIndex(
    (item) => item.scanned < item.quantity && item.codes.some((known) => same(known, code)),
  );
  if (index < 0) return false;
  const items = check.items.map((item, i) => (i === index ? { ...item, scanned: item.scanned + 1 } : item));
  if (items.some((item) => item.scanned < item.quantity)) {
    useScanStore.setState({ check: { ...check, items } });
    station.show({ kind: 'itemScanned', orderId: check.orderId, items });
    return true;
  }
  useScanStore.setState({ check: null });
  station.show({ kind: 'checked', orderId: check.orderId, items });
  await usePackingStore.getState().ship();
  return true;
}

/**
 * One scan: the core answers what it matched, what happens next (a scan that ships has shipped) and the order's
 * packing view, in one round trip; the take after "open" or "check" is the second, in the background.
 */
async function handle(code: string, packHere = false): Promise<void> {
  // With the pick list open, a scanned item ticks its line there: the picker is at the shelves, not packing.
  if (!packHere && scanPick(code)) return;
  const station = useStationStore.getState();
  // The seller's "pack it here" names the order itself: no items are being counted against it.
  const check = packHere ? null : useScanStore.getState().check;
  // Read before the scan's own state replaces what is shown: Esc or "later" has left the waiting behind.
  const labelOf = packHere ? undefined : awaitedLabel(station.shown);
  if (check && (await countItem(code))) return;
  if (!check) station.show({ kind: 'working', code, orderId: null });
  let answer;
  try {
    answer = await api.shipping.scan({
      code,
      packHere,
      checking: check !== null,
      ...(labelOf ? { labelOf } : {}),
    });
  } catch (error) {
    station.show({ kind: 'failed', orderId: null, error: asBridgeError(error) });
    return;
  }
  switch (answer.kind) {
    case 'wrongItem':
      if (check) station.show({ kind: 'wrongItem', orderId: check.orderId, code, items: check.items });
      return;
    case 'notFound':
      return station.show({ kind: 'notFound', code });
    case 'return':
      return openReturn(answer.returnId);
    case 'ambiguous':
      return station.show({ kind: 'ambiguous', code, orderIds: answer.orderIds });
    case 'wrongLabel':
      return station.show(answer);
    case 'labelConfirmed':
      openOrder(answer.view, answer.result);
      return station.show(stationStateOf(answer.orderId, answer.result));
  }
  const { orderId, next, view } = answer;
  useScanStore.setState({ check: null });
  openOrder(view, next.step === 'ship' ? next.result : undefined);
  switch (next.step) {
    case 'ask':
      station.show({ kind: 'takenElsewhere', orderId });
      return;
    case 'check':
      useScanStore.setState({ check: { orderId, items: next.items } });
      station.show({ kind: 'checking', orderId, items: next.items });
      void take(orderId, packHere);
      return;
    case 'ship':
      station.show(stationStateOf(orderId, next.result, { claim: packHere }));
      return;
    case 'open':
      station.show({ kind: 'opened', orderId });
      void take(orderId, packHere);
  }
}

/**
 * Tells the seller what taking the order answered: a refusal (another station has it, the buyer cancelled it, it
 * was sent) in the one error style. Unreachable, the core keeps the take and sends it when the marketplace
 * answers, so packing goes on.
 */
async function take(orderId: string, claim: boolean): Promise<void> {
  try {
    const result = await api.shipping.take({ orderId, claim });
    if (result.status === 'refused') notifyError({ code: 'CONFLICT', userMessage: result.userMessage });
  } catch (error) {
    notifyError(error);
  }
}

let chain: Promise<void> = Promise.resolve();

/** A scanned code: handled one after another, in the order they were read. */
export function onScan(code: string): void {
  chain = chain.then(() => handle(code.trim())).catch(notifyError);
}

/** The seller chose to pack here an order another station took: it goes on as its scan would have. */
export function packHere(orderId: string): void {
  useStationStore.getState().dismiss();
  chain = chain.then(() => handle(orderId, true)).catch(notifyError);
}

/** Opens one of several matching orders the seller picked. */
export function openScannedOrder(orderId: string): void {
  useStationStore.getState().dismiss();
  useUiStore.getState().go('shipping');
  useQueueStore.getState().open(orderId);
  usePackingStore.getState().open(orderId);
}
