import { bulkWrite } from '../db/bulk-write';
import { orderFromForm, shipmentsFrom, type OrderRecord, type ShipmentRecord } from '../market/records/order';
import { isGone, path, read, type StreamContext } from './context';

/** What was read for one checkout form: the form, or a 404. */
export type FormRead = { id: string; found: true; record: OrderRecord } | { id: string; found: false };

/** GET /order/checkout-forms/{id}: the current form, or a 404 (merged away, or never the seller's). */
export async function readForm(ctx: StreamContext, id: string): Promise<FormRead> {
  try {
    const raw = await read<unknown>(ctx, path('/order/checkout-forms/{id}', id), undefined, {
      expected: [404],
    });
    return { id, found: true, record: orderFromForm(raw) };
  } catch (error) {
    if (isGone(error)) return { id, found: false };
    throw error;
  }
}

export const found = (record: OrderRecord): FormRead => ({ id: record.id, found: true, record });

const sent = (record: OrderRecord): boolean =>
  record.lineItemsSent === 'SOME' || record.lineItemsSent === 'ALL';

/**
 * Writes what was read; call inside a transaction. A form that carries line items of another current order is
 * the result of a merge: the other order is marked superseded and linked, never deleted. A form that answered 404
 * is linked to the order now carrying its line items, or marked missing until that order is seen. Tracking
 * numbers are read afterwards (`catchUpShipments`); orders bought before `shipmentsFrom` skip that until they
 * change again.
 */
export function writeForms(ctx: StreamContext, reads: FormRead[], shipmentsFrom?: string): void {
  const { orders } = ctx.repos;
  const now = ctx.clock.now();
  for (const item of reads) {
    if (!item.found) continue;
    const { record } = item;
    orders.upsert(ctx.accountId, record, now);
    if (!sent(record)) orders.settleShipments(ctx.accountId, record.id, record.revision, true);
    else if (shipmentsFrom && (record.boughtAt ?? '') < shipmentsFrom) {
      orders.settleShipments(ctx.accountId, record.id, record.revision, false);
    }
    for (const other of orders.othersWithLineItems(ctx.accountId, item.id)) {
      ctx.logger.info('order merged into another', { account: ctx.accountId, order: other, into: item.id });
      orders.markSuperseded(ctx.accountId, other, item.id);
    }
  }
  for (const item of reads) {
    if (item.found || !orders.state(ctx.accountId, item.id)) continue;
    const successor = orders.successorOf(ctx.accountId, item.id);
    if (successor) orders.markSuperseded(ctx.accountId, item.id, successor);
    else orders.markMissing(ctx.accountId, item.id, now);
  }
}

/**
 * Reads the tracking numbers of orders that have some and were not read at their current revision, a few per
 * transaction so an interruption keeps what was read. Answers whether any are left for the next turn.
 */
export async function catchUpShipments(ctx: StreamContext): Promise<boolean> {
  const { orders } = ctx.repos;
  let reads = 0;
  for (;;) {
    const batch = orders.pendingShipments(ctx.accountId, 10);
    if (batch.length === 0) return false;
    if (reads >= ctx.options.readsPerTurn) return true;
    const results: { id: string; revision: string | null; shipments: ShipmentRecord[] }[] = [];
    for (const order of batch) {
      let shipments: ShipmentRecord[] = [];
      try {
        shipments = shipmentsFrom(await read(ctx, path('/order/checkout-forms/{id}/shipments', order.id)));
      } catch (error) {
        // An order merged away meanwhile has no tracking numbers of its own any more.
        if (!isGone(error)) throw error;
      }
      results.push({ ...order, shipments });
    }
    bulkWrite(ctx.db, () => {
      for (const r of results) orders.setShipments(ctx.accountId, r.id, r.shipments, r.revision);
    });
    reads += batch.length;
    ctx.changed(['orders']);
  }
}

/** Orders that answered 404 earlier: linked as soon as the order that took their line items is in the cache. */
export function linkMissing(ctx: StreamContext): number {
  const { orders } = ctx.repos;
  let linked = 0;
  for (const id of orders.missingIds(ctx.accountId)) {
    const successor = orders.successorOf(ctx.accountId, id);
    if (successor) {
      orders.markSuperseded(ctx.accountId, id, successor);
      linked++;
    }
  }
  return linked;
}
