import { bulkWrite } from '../../db/bulk-write';
import { orderFromForm, shipmentsFrom, type ShipmentRecord } from './order-records';
import { isGone, path, read, readEach, type StreamContext } from '../../sync/context';
import { applyForms, found, type FormRead } from './orders-apply';

export { found, type FormRead } from './orders-apply';

/** GET /order/checkout-forms/{id}: the current form, or a 404 (merged away, or never the seller's). */
export async function readForm(ctx: StreamContext, id: string): Promise<FormRead> {
  const askedAt = ctx.clock.now();
  try {
    const raw = await read<unknown>(ctx, path('/order/checkout-forms/{id}', id), undefined, {
      expected: [404],
    });
    return found(orderFromForm(raw), askedAt);
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

/** Orders whose tracking numbers are read per transaction: a few requests' worth, read a few at once. */
const shipmentsBatch = 20;

/**
 * Reads these orders' tracking numbers (a few at once) and writes them with the revision they were read at. A read
 * that fails ends the batch, and what was read before it is written all the same: under a tight limit (a 429 after
 * a few requests) the next batch goes on from there instead of asking for the same orders again and again.
 */
export async function readShipments(
  ctx: StreamContext,
  batch: readonly { id: string; revision: string | null }[],
): Promise<void> {
  const { orders } = ctx.repos;
  const read = new Map<string, ShipmentRecord[]>();
  const askedAt = ctx.clock.now();
  let failure: { error: unknown } | null = null;
  try {
    await readEach(
      ctx,
      batch.map((order) => order.id),
      async (id) => void read.set(id, await shipmentsOf(ctx, id)),
      'details',
    );
  } catch (error) {
    failure = { error };
  }
  bulkWrite(ctx.db, () => {
    for (const order of batch) {
      const shipments = read.get(order.id);
      if (shipments) orders.setShipments(ctx.accountId, order.id, shipments, order.revision, askedAt);
    }
  });
  if (read.size > 0) ctx.changed(['orders']);
  if (failure) throw failure.error;
}

async function shipmentsOf(ctx: StreamContext, id: string): Promise<ShipmentRecord[]> {
  try {
    return shipmentsFrom(await read(ctx, path('/order/checkout-forms/{id}/shipments', id)));
  } catch (error) {
    // An order merged away meanwhile has no tracking numbers of its own any more.
    if (!isGone(error)) throw error;
    return [];
  }
}

/**
 * Reads the tracking numbers of orders that have some and were not read at their current revision, a batch per
 * transaction so an interruption keeps what was read. Answers whether any are left for the next turn.
 */
export async function catchUpShipments(ctx: StreamContext): Promise<boolean> {
  let reads = 0;
  for (;;) {
    const batch = ctx.repos.orders.pendingShipments(ctx.accountId, shipmentsBatch);
    if (batch.length === 0) return false;
    if (reads >= ctx.options.readsPerTurn) return true;
    await readShipments(ctx, batch);
    reads += batch.length;
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
