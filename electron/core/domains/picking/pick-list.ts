import type { PickKey, PickLine, PickList } from '../../../../shared/picking';

/** An order as the pick list reads it: its id and its line items. */
export interface PickOrder {
  id: string;
  items: { offerId: string; title: string; quantity: number; externalId: string | null }[];
}

/** "A-2" before "A-10", "a-3" beside "A-3": digits compared as numbers, case and accents aside. */
const natural = new Intl.Collator('pl', { numeric: true, sensitivity: 'base' });

/** By bin (natural order), lines without a bin last, then by title, then by key (so equal lines keep one order). */
export function comparePickLines(a: PickLine, b: PickLine): number {
  if (a.bin !== b.bin) {
    if (a.bin === null) return 1;
    if (b.bin === null) return -1;
    const byBin = natural.compare(a.bin, b.bin);
    if (byBin !== 0) return byBin;
  }
  return natural.compare(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The orders' items added up by product: the same EAN is one line, else the same external id, else the same
 * offer. Each line has the quantity of all its items, the orders it is in, and the bin of its offers (where two
 * offers of one product lie in different bins, the first in natural order: the picker passes it first).
 */
export function pickList(
  orders: PickOrder[],
  eanOf: (offerId: string) => string | null,
  binOf: (offerId: string) => string | null,
): PickList {
  const lines = new Map<string, PickLine>();
  for (const order of orders) {
    for (const item of order.items) {
      const ean = eanOf(item.offerId);
      const [by, value]: [PickKey, string] = ean
        ? ['ean', ean]
        : item.externalId
          ? ['externalId', item.externalId]
          : ['offerId', item.offerId];
      const id = `${by}:${value}`;
      const line = lines.get(id) ?? {
        id,
        by,
        bin: null,
        quantity: 0,
        title: item.title,
        ean,
        externalId: item.externalId,
        offerIds: [],
        orderIds: [],
      };
      line.quantity += item.quantity;
      line.externalId ??= item.externalId;
      if (!line.offerIds.includes(item.offerId)) line.offerIds.push(item.offerId);
      if (!line.orderIds.includes(order.id)) line.orderIds.push(order.id);
      const bin = binOf(item.offerId);
      if (bin !== null && (line.bin === null || natural.compare(bin, line.bin) < 0)) line.bin = bin;
      lines.set(id, line);
    }
  }
  return { lines: [...lines.values()].sort(comparePickLines), orders: orders.length };
}
