import { orderFromForm, shipmentsFrom, type OrderRecord, type ShipmentRecord } from '../market/records/order';
import { isGone, path, read, type StreamContext } from './context';

/** What was read for one checkout form: the form (and its tracking numbers), or a 404. */
export type FormRead =
  | { id: string; found: true; record: OrderRecord; shipments: ShipmentRecord[] | null }
  | { id: string; found: false };

/** Whether the order's tracking numbers must be read: it says some are sent, and they were not read at this revision. */
function needsShipments(ctx: StreamContext, record: OrderRecord): boolean {
  if (record.lineItemsSent !== 'SOME' && record.lineItemsSent !== 'ALL') return false;
  const known = ctx.repos.orders.state(ctx.accountId, record.id);
  return !known || known.shipmentsRevision !== record.revision || record.revision === null;
}

/** Reads a form's tracking numbers where needed (a form without any gets an empty list without a request). */
export async function withShipments(ctx: StreamContext, record: OrderRecord): Promise<FormRead> {
  let shipments: ShipmentRecord[] | null = null;
  if (needsShipments(ctx, record)) {
    try {
      shipments = shipmentsFrom(await read(ctx, path('/order/checkout-forms/{id}/shipments', record.id)));
    } catch (error) {
      if (!isGone(error)) throw error;
      shipments = [];
    }
  } else if (record.lineItemsSent === 'NONE') {
    const known = ctx.repos.orders.state(ctx.accountId, record.id);
    if (known?.shipmentsRevision !== undefined && known.shipmentsRevision !== null) shipments = [];
  }
  return { id: record.id, found: true, record, shipments };
}

/** GET /order/checkout-forms/{id}: the current form, or a 404 (merged away, or never the seller's). */
export async function readForm(ctx: StreamContext, id: string): Promise<FormRead> {
  try {
    const raw = await read<unknown>(ctx, path('/order/checkout-forms/{id}', id));
    return withShipments(ctx, orderFromForm(raw));
  } catch (error) {
    if (isGone(error)) return { id, found: false };
    throw error;
  }
}

/**
 * Writes what was read; call inside a transaction. A form that carries line items of another current order is
 * the result of a merge: the other order is marked superseded and linked, never deleted. A form that answered 404
 * is linked to the order now carrying its line items, or marked missing until that order is seen.
 */
export function writeForms(ctx: StreamContext, reads: FormRead[]): void {
  const { orders } = ctx.repos;
  const now = ctx.clock.now();
  for (const item of reads) {
    if (!item.found) continue;
    orders.upsert(ctx.accountId, item.record, now);
    if (item.shipments) orders.setShipments(ctx.accountId, item.id, item.shipments, item.record.revision);
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
