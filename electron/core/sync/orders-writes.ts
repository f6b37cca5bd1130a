import { bulkWrite } from '../db/bulk-write';
import { orderFromForm, shipmentsFrom, type ShipmentRecord } from '../market/records/order';
import { isGone, path, read, type StreamContext } from './context';
import { applyForms, type FormRead } from './orders-apply';

export { found, type FormRead } from './orders-apply';

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

/** Writes what was read (`applyForms`) for the stream's account; call inside a transaction. */
export function writeForms(ctx: StreamContext, reads: FormRead[], shipmentsFrom?: string): void {
  const target = {
    orders: ctx.repos.orders,
    accountId: ctx.accountId,
    now: ctx.clock.now(),
    merged: (order: string, into: string) => logMerge(ctx, order, into),
  };
  applyForms(target, reads, shipmentsFrom);
}

export function logMerge(ctx: StreamContext, order: string, into: string): void {
  ctx.logger.info('order merged into another', { account: ctx.accountId, order, into });
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
