import type { OrderRecord } from '../market/records/order';
import type { OrdersRepo } from '../orders/orders-repo';

/** What was read for one checkout form: the form, or a 404. */
export type FormRead = { id: string; found: true; record: OrderRecord } | { id: string; found: false };

export const found = (record: OrderRecord): FormRead => ({ id: record.id, found: true, record });

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
 * the result of a merge: the other order is marked superseded and linked, never deleted. A form that answered 404
 * is linked to the order now carrying its line items, or marked missing until that order is seen. Orders bought
 * before `shipmentsFrom` skip reading their tracking numbers until they change again. The search index is written
 * once the rows are: between the rows' writes, each of its updates cost the next row's write twice as much.
 */
export function applyForms(target: FormsTarget, reads: readonly FormRead[], shipmentsFrom?: string): void {
  const { orders, accountId, now } = target;
  const written: string[] = [];
  for (const item of reads) {
    if (!item.found) continue;
    const { record } = item;
    orders.upsert(accountId, record, now, written);
    if (!sent(record)) orders.settleShipments(accountId, record.id, record.revision, true);
    else if (shipmentsFrom && (record.boughtAt ?? '') < shipmentsFrom) {
      orders.settleShipments(accountId, record.id, record.revision, false);
    }
    for (const other of orders.othersWithLineItems(accountId, item.id)) {
      target.merged(other, item.id);
      orders.markSuperseded(accountId, other, item.id);
    }
  }
  orders.reindex(accountId, written);
  for (const item of reads) {
    if (item.found || !orders.state(accountId, item.id)) continue;
    const successor = orders.successorOf(accountId, item.id);
    if (successor) orders.markSuperseded(accountId, item.id, successor);
    else orders.markMissing(accountId, item.id, now);
  }
}
