import { create } from 'zustand';
import { api } from '../api/client';
import { asBridgeError } from '../api/bridge-error';
import { notifyError } from '../app/notify';
import { usePackingStore } from './packing';
import { scanStep } from './scan-step';
import { useSettingsStore } from './settings';
import { useQueueStore } from './shipping';
import { useStationStore, type CheckItem } from './station';
import { useUiStore } from './ui';
import { useReturnsStore } from '../features/buyers/returns/returns-store';

interface ScanState {
  /** The order whose items are being scanned before its label, with the count so far. */
  check: { orderId: string; items: CheckItem[] } | null;
  stopCheck: () => void;
}

export const useScanStore = create<ScanState>((set) => ({
  check: null,
  stopCheck: () => set({ check: null }),
}));

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Offer parameters that carry a product code the scanner reads from the box. */
const productCodeParameter = /\b(ean|gtin|isbn|upc)\b/i;

/** The order's lines with the codes that mean each: the offer's external id, its id and its EAN (local copy). */
async function checkItemsOf(orderId: string): Promise<CheckItem[]> {
  const order = await api.orders.get({ orderId });
  return Promise.all(
    order.lineItems.map(async (item) => {
      // An offer the local copy does not hold yet is checked by its external id and offer id alone.
      const offer = await api.offers.get({ offerId: item.offerId }).catch((error: unknown) => {
        if (asBridgeError(error).code === 'NOT_FOUND') return null;
        throw error;
      });
      const eans = (offer?.parameters ?? [])
        .filter((parameter) => productCodeParameter.test(parameter.name ?? ''))
        .flatMap((parameter) => parameter.values);
      const codes = [item.externalId, item.offerId, ...eans].filter((code): code is string => !!code);
      return { title: item.offerName, quantity: item.quantity, scanned: 0, codes };
    }),
  );
}

/** A returned box scanned: its return opens in Buyers → Returns, as a click on its row would. */
function openReturn(returnId: string): void {
  useStationStore.getState().dismiss();
  useScanStore.setState({ check: null });
  useUiStore.getState().openTab('buyers', 'returns');
  useReturnsStore.getState().open(returnId);
}

/** Opens the order in the shipping section, as a click on its row would. */
function openOrder(orderId: string): void {
  useUiStore.getState().go('shipping');
  useQueueStore.getState().open(orderId);
  usePackingStore.getState().open(orderId);
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

async function handle(code: string): Promise<void> {
  const station = useStationStore.getState();
  const check = useScanStore.getState().check;
  if (check && (await countItem(code))) return;
  if (!check) station.show({ kind: 'working', code, orderId: null });
  let match;
  try {
    match = await api.shipping.resolveScan({ code });
  } catch (error) {
    station.show({ kind: 'failed', orderId: null, error: asBridgeError(error) });
    return;
  }
  // While items are checked, anything but another order is a wrong item, refused loudly.
  if (check && (match.kind !== 'order' || match.by === 'product')) {
    station.show({ kind: 'wrongItem', orderId: check.orderId, code, items: check.items });
    return;
  }
  if (match.kind === 'notFound') return station.show({ kind: 'notFound', code });
  if (match.kind === 'return') return openReturn(match.returnId);
  if (match.kind === 'ambiguous') return station.show({ kind: 'ambiguous', code, orderIds: match.orderIds });
  useScanStore.setState({ check: null });
  openOrder(match.orderId);
  await pack(match.orderId, { takenElsewhere: match.takenElsewhere === true, packHere: false });
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

/** The scanned order, opened: asked about, checked item by item, shipped or left for the seller. */
async function pack(orderId: string, order: { takenElsewhere: boolean; packHere: boolean }): Promise<void> {
  const station = useStationStore.getState();
  switch (scanStep(order, useSettingsStore.getState().settings?.packing)) {
    case 'ask':
      station.show({ kind: 'takenElsewhere', orderId });
      return;
    case 'check':
      try {
        const items = await checkItemsOf(orderId);
        useScanStore.setState({ check: { orderId, items } });
        station.show({ kind: 'checking', orderId, items });
      } catch (error) {
        station.show({ kind: 'failed', orderId, error: asBridgeError(error) });
      }
      void take(orderId, order.packHere);
      return;
    case 'ship':
      // Making the parcel takes the order (an order taken elsewhere only after the seller chose to pack it here);
      // one the local copy did not know was taken comes back as takenElsewhere, and the station asks.
      await usePackingStore.getState().ship(order.packHere ? { claim: true } : {});
      return;
    case 'open':
      station.show({ kind: 'opened', orderId });
      void take(orderId, order.packHere);
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
  chain = chain
    .then(() => {
      openOrder(orderId);
      return pack(orderId, { takenElsewhere: true, packHere: true });
    })
    .catch(notifyError);
}

/** Opens one of several matching orders the seller picked. */
export function openScannedOrder(orderId: string): void {
  useStationStore.getState().dismiss();
  openOrder(orderId);
}
