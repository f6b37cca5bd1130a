import { arr, obj } from '../../market/records/json';
import { orderFromForm, type OrderRecord } from './order-records';
import { read, type StreamContext } from '../../sync/context';
import { found, readShipments, writeForms } from './orders-writes';
import type { StreamRow } from '../../sync/sync-state-repo';
import { isBackfill, type Backfill } from '../streams/writer/backfill-page';

const pageLimit = 100;
/** The packing queue's orders: paid, and not yet sent by the seller (queries/packing-queue.ts, `waiting`). */
const waitingStatuses = ['NEW', 'PROCESSING', 'READY_FOR_SHIPMENT'] as const;
/** Tracking numbers read per transaction. */
const shipmentsBatch = 10;

/**
 * The packing queue's orders that have tracking numbers not read at their revision: the packing queue's terms and
 * those of `shipmentsDueSql` (orders-repo.ts) together.
 */
const waitingShipmentsDueSql = `SELECT id, revision FROM orders
  WHERE account_id = ? AND status = 'READY_FOR_PROCESSING' AND superseded_by IS NULL
    AND coalesce(fulfillment_status, 'NEW') IN ('NEW', 'PROCESSING', 'READY_FOR_SHIPMENT')
    AND line_items_sent IN ('SOME', 'ALL')
    AND (shipments_revision IS NULL OR shipments_revision <> coalesce(revision, ''))
  LIMIT ?`;

/** The packing queue works from the local copy: the orders waiting to be packed are in, with their tracking numbers. */
export const packingReady = (orders: StreamRow): boolean =>
  orders.lastCompleteAt !== null || (isBackfill(orders.resume) && orders.resume.waitingRead === true);

/** The orders of one fulfillment status waiting to be packed, bought since the back-fill's start, every page. */
async function listWaiting(ctx: StreamContext, gte: string, status: string): Promise<OrderRecord[]> {
  const records: OrderRecord[] = [];
  for (let offset = 0; ; offset += pageLimit) {
    // Oldest first: an order paid meanwhile joins the end, so it cannot push another one out of the pages read.
    const page = await read<unknown>(ctx, '/order/checkout-forms', {
      status: 'READY_FOR_PROCESSING',
      'fulfillment.status': status,
      'lineItems.boughtAt.gte': gte,
      sort: 'lineItems.boughtAt',
      limit: pageLimit,
      offset,
    });
    const forms = arr(obj(page)?.checkoutForms);
    records.push(...forms.map((form) => orderFromForm(form)));
    if (forms.length < pageLimit) return records;
  }
}

/**
 * Before the pages of a back-fill, the orders waiting to be packed: listed by the marketplace's filters (one status
 * a request, as the filter takes one) and written, then their tracking numbers read, a batch per transaction, so
 * the packing queue works within seconds of a first sign-in while the rest of the history loads. Each step is kept
 * in the back-fill's plan, so one that failed (a 429 half way) goes on where it stopped. The back-fill lists these
 * orders again in their turn; the journal's cursor was taken before this, so whatever changes meanwhile arrives as
 * events afterwards.
 */
export async function readWaiting(ctx: StreamContext, start: Backfill): Promise<void> {
  let plan = start;
  ctx.progress({ phase: 'backfill', done: 0, total: null });
  if (!plan.waitingListed) {
    const askedAt = ctx.clock.now();
    const lists = await Promise.all(waitingStatuses.map((status) => listWaiting(ctx, plan.gte, status)));
    const listed = { ...plan, waitingListed: true };
    ctx.db.transaction(() => {
      // Every waiting order's tracking numbers are read now, however long ago it was bought: the queue shows them.
      writeForms(
        ctx,
        lists.flat().map((record) => found(record, askedAt)),
      );
      ctx.repos.state.update(ctx.accountId, 'orders', { resume: listed });
    })();
    plan = listed;
    ctx.changed(['orders']);
  }
  const due = ctx.db.prepare<[string, number], { id: string; revision: string | null }>(
    waitingShipmentsDueSql,
  );
  for (let batch = due.all(ctx.accountId, shipmentsBatch); batch.length > 0;) {
    await readShipments(ctx, batch);
    batch = due.all(ctx.accountId, shipmentsBatch);
  }
  ctx.repos.state.update(ctx.accountId, 'orders', { resume: { ...plan, waitingRead: true } });
  ctx.progress(null);
}
