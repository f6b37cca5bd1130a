import { arr, at, isoTime, obj, str } from '../market/records/json';
import { orderFromForm } from '../market/records/order';
import { isCursorRejected, read, type StreamContext, type StreamOutcome } from './context';
import { journalMargin } from './options';
import { linkMissing, readForm, withShipments, writeForms, type FormRead } from './order-writes';
import { reconcileOrders } from './orders-reconcile';

const DAY = 86_400_000;
const pageLimit = 100;
const eventLimit = 1000;

interface OrderEvent {
  id: string;
  occurredAt: string | null;
  formId: string | null;
}

/**
 * The orders stream: a back-fill on first sync (and after a gap longer than the journal keeps events, or a
 * rejected cursor), then the events journal from its cursor, and every so often a reconcile of recently updated
 * orders that catches events the journal never delivered.
 */
export async function runOrders(ctx: StreamContext): Promise<StreamOutcome> {
  const state = ctx.repos.state.get(ctx.accountId, 'orders');
  const now = ctx.clock.now();
  const { orderJournalMs } = ctx.options;
  const stale =
    state.journalReadAt === null ||
    now - state.journalReadAt > orderJournalMs - journalMargin(orderJournalMs);
  if (state.lastCompleteAt === null || stale) {
    if (state.lastCompleteAt !== null) {
      ctx.logger.warn('order journal cursor too old: loading orders again', { account: ctx.accountId });
    }
    await backfill(ctx);
    return { more: true };
  }
  const events = await readEvents(ctx, state.cursor);
  if (events === 'rejected' || events === 'more') return { more: true };
  if (state.lastReconcileAt === null || now - state.lastReconcileAt >= ctx.options.ordersReconcileMs) {
    await reconcileOrders(ctx);
  }
  if (ctx.db.transaction(() => linkMissing(ctx))() > 0) ctx.changed(['orders']);
  return { more: false };
}

/**
 * Loads the orders of the last days. The journal cursor is taken from /order/event-stats before the first
 * page, so whatever changes while the pages load arrives as events afterwards. Pages are read by purchase time
 * (keyset, not offset), so an order merged away meanwhile cannot shift another one out of sight.
 */
async function backfill(ctx: StreamContext): Promise<void> {
  const started = ctx.clock.now();
  const stats = await read<unknown>(ctx, '/order/event-stats');
  const latest = obj(at(stats, 'latestEvent'));
  const cursor = str(latest?.id);
  const latestAt = isoTime(latest?.occurredAt);
  // The marketplace's clock may differ from ours (the demo marketplace runs its own): its last event says when "now" is.
  const serverNow = Math.min(started, latestAt ? Date.parse(latestAt) : started);
  let gte = new Date(serverNow - ctx.options.ordersBackfillDays * DAY).toISOString();
  let tie = 0;
  let done = 0;
  let total: number | null = null;
  let maxUpdated: string | null = null;
  ctx.progress({ phase: 'backfill', done, total });
  for (;;) {
    const page = await read<unknown>(ctx, '/order/checkout-forms', {
      'lineItems.boughtAt.gte': gte,
      sort: 'lineItems.boughtAt',
      limit: pageLimit,
      offset: tie,
    });
    const forms = arr(obj(page)?.checkoutForms);
    total ??= typeof obj(page)?.totalCount === 'number' ? (obj(page)!.totalCount as number) : null;
    const reads: FormRead[] = [];
    for (const form of forms) reads.push(await withShipments(ctx, orderFromForm(form)));
    ctx.db.transaction(() => writeForms(ctx, reads))();
    done += reads.length;
    ctx.progress({ phase: 'backfill', done, total: total === null ? null : Math.max(total, done) });
    if (reads.length > 0) ctx.changed(['orders']);
    for (const item of reads) {
      if (item.found && item.record.updatedAt && (!maxUpdated || item.record.updatedAt > maxUpdated)) {
        maxUpdated = item.record.updatedAt;
      }
    }
    if (forms.length < pageLimit) break;
    const last = reads.at(-1);
    const lastBought = last?.found ? last.record.boughtAt : null;
    if (!lastBought) break;
    // Orders bought at the same instant as the last one continue after those already read.
    const sameInstant = reads.filter((r) => r.found && r.record.boughtAt === lastBought).length;
    tie = lastBought === gte ? tie + sameInstant : sameInstant;
    gte = lastBought;
  }
  const watermarkBase = latestAt ?? maxUpdated;
  ctx.db.transaction(() => {
    ctx.repos.state.update(ctx.accountId, 'orders', {
      cursor,
      journalReadAt: started,
      lastCompleteAt: started,
      lastReconcileAt: started,
      lastEventAt: latestAt,
      watermark: watermarkBase
        ? new Date(Date.parse(watermarkBase) - ctx.options.watermarkMarginMs).toISOString()
        : null,
    });
  })();
  ctx.progress(null);
}

function parseEvents(body: unknown): OrderEvent[] {
  return arr(obj(body)?.events)
    .map(obj)
    .filter((e) => e !== null && str(e.id) !== null)
    .map((e) => ({
      id: str(e!.id)!,
      occurredAt: isoTime(e!.occurredAt),
      formId: str(at(e, 'order.checkoutForm.id')),
    }));
}

/**
 * Applies events from the cursor: the distinct forms they name are read again (the current form is the truth, so
 * events out of order or repeated do no harm), and the forms, the applied events and the new cursor are written
 * in one transaction. At most `readsPerTurn` forms per transaction, so a long journal commits as it goes.
 */
async function readEvents(
  ctx: StreamContext,
  startCursor: string | null,
): Promise<'caught-up' | 'more' | 'rejected'> {
  let cursor = startCursor;
  let reads = 0;
  for (;;) {
    const requestedAt = ctx.clock.now();
    let body: unknown;
    try {
      body = await read(ctx, '/order/events', { ...(cursor ? { from: cursor } : {}), limit: eventLimit });
    } catch (error) {
      if (!isCursorRejected(error)) throw error;
      ctx.logger.warn('order journal refused the cursor: loading orders again', { account: ctx.accountId });
      ctx.repos.state.update(ctx.accountId, 'orders', { lastCompleteAt: null });
      return 'rejected';
    }
    const events = parseEvents(body);
    if (events.length === 0) {
      ctx.repos.state.update(ctx.accountId, 'orders', { journalReadAt: requestedAt });
      return 'caught-up';
    }
    const ids: string[] = [];
    let taken = 0;
    for (const event of events) {
      if (event.formId && !ids.includes(event.formId)) {
        if (ids.length >= ctx.options.readsPerTurn) break;
        ids.push(event.formId);
      }
      taken++;
    }
    const chunk = events.slice(0, taken);
    ctx.progress({ phase: 'events', done: 0, total: ids.length });
    const formReads: FormRead[] = [];
    for (const id of ids) {
      formReads.push(await readForm(ctx, id));
      ctx.progress({ phase: 'events', done: formReads.length, total: ids.length });
    }
    const last = chunk.at(-1)!;
    ctx.db.transaction(() => {
      writeForms(ctx, formReads);
      ctx.repos.state.recordEvents(ctx.accountId, 'orders', chunk, ctx.clock.now());
      ctx.repos.state.update(ctx.accountId, 'orders', {
        cursor: last.id,
        journalReadAt: requestedAt,
        lastEventAt: last.occurredAt,
      });
    })();
    ctx.progress(null);
    ctx.changed(['orders']);
    cursor = last.id;
    reads += ids.length;
    if (taken === events.length && events.length < eventLimit) return 'caught-up';
    if (reads >= ctx.options.readsPerTurn) return 'more';
  }
}
