import { create } from 'zustand';
import { api } from '../api/client';
import { asBridgeError } from '../api/bridge-error';
import { notifyError } from '../app/notify';
import { usePackingStore } from './packing';
import { useSettingsStore } from './settings';
import { useQueueStore } from './shipping';
import { useStationStore, type CheckItem } from './station';
import { useUiStore } from './ui';

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
      const offer = await api.offers.get({ offerId: item.offerId }).catch(() => null);
      const eans = (offer?.parameters ?? [])
        .filter((parameter) => productCodeParameter.test(parameter.name ?? ''))
        .flatMap((parameter) => parameter.values);
      const codes = [item.externalId, item.offerId, ...eans].filter((code): code is string => !!code);
      return { title: item.offerName, quantity: item.quantity, scanned: 0, codes };
    }),
  );
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
  if (match.kind === 'ambiguous') return station.show({ kind: 'ambiguous', code, orderIds: match.orderIds });
  const { orderId } = match;
  useScanStore.setState({ check: null });
  openOrder(orderId);
  const packing = useSettingsStore.getState().settings?.packing;
  if (packing?.checkItems) {
    try {
      const items = await checkItemsOf(orderId);
      useScanStore.setState({ check: { orderId, items } });
      station.show({ kind: 'checking', orderId, items });
    } catch (error) {
      station.show({ kind: 'failed', orderId, error: asBridgeError(error) });
    }
    // Another station sees the order is taken; when that cannot be said now, packing goes on regardless.
    api.shipping.take({ orderId }).catch(() => undefined);
    return;
  }
  if (packing?.autoShip !== false) {
    await usePackingStore.getState().ship();
    return;
  }
  station.show({ kind: 'opened', orderId });
  api.shipping.take({ orderId }).catch(() => undefined);
}

let chain: Promise<void> = Promise.resolve();

/** A scanned code: handled one after another, in the order they were read. */
export function onScan(code: string): void {
  chain = chain.then(() => handle(code.trim())).catch(notifyError);
}

/** Opens one of several matching orders the seller picked. */
export function openScannedOrder(orderId: string): void {
  useStationStore.getState().dismiss();
  openOrder(orderId);
}
