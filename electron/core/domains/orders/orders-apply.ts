import type { OrderRecord } from './order-records';
import type { OrdersRepo } from './orders-repo';

/**
 * What was read for one checkout form: the form, with the time it was asked for (the sync's clock), or a 404.
 */
export type FormRead =
  { id: string; found: true; record: OrderRecord; askedAt: number } | { id: string; found: false };

export const found = (record: OrderRecord, askedAt: number): FormRead => ({
  id: record.id,
  found: true,
  record,
  askedAt,
});

/** Where forms are written: the orders of one account, and who hears of a merge found on the way. */
export interface FormsTarget {
  orders: OrdersRepo;
  accountId: string;
  now: number;
  merged(order: string, into: string): void;
}

const sent = (record: OrderRecord): boolean =>
  record.lineItemsSent === 'SOME' || record.lineItemsSent === 'ALL';

/**
 * Writes what was read; call inside a transaction. A form that carries line items of another current order is
 * the result of a merge: the other order is marked superseded and linked, never deleted (each form is asked after
 * only when the batch can hold a merge at all, `mayMerge`). A form that answered 404 is linked to the order now
 * carrying its line items, or marked missing until that order is seen. Orders bought before `shipmentsFrom` skip
 * reading their tracking numbers until they change again. The search index is written once the rows are
 * (`PendingIndex`).
 */
export function applyForms(target: FormsTarget, reads: readonly FormRead[], shipmentsFrom?: string): void {
  const { orders, accountId, now } = target;
  const later = orders.pendingIndex();
  const records = reads.flatMap((item) => (item.found ? [item.record] : []));
  const merging = orders.mayMerge(accountId, records);
  for (const item of reads) {
    if (!item.found) continue;
    const { record } = item;
    const settle = !sent(record)
      ? 'none'
      : shipmentsFrom && (record.boughtAt ?? '') < shipmentsFrom
        ? 'later'
        : undefined;
    // An answer asked for before the packing station wrote the order is older than what the station wrote.
    if (!orders.upsert(accountId, record, now, { settle, later, askedAt: item.askedAt })) continue;
    if (!merging) continue;
    for (const other of orders.othersWithLineItems(accountId, record)) {
      target.merged(other, item.id);
      orders.markSuperseded(accountId, other, item.id);
    }
  }
  orders.reindex(accountId, later);
  for (const item of reads) {
    if (item.found || !orders.state(accountId, item.id)) continue;
    const successor = orders.successorOf(accountId, item.id);
    if (successor) orders.markSuperseded(accountId, item.id, successor);
    else orders.markMissing(accountId, item.id, now);
  }
}
