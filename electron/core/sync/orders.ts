import { bulkWrite } from '../db/bulk-write';
import { arr, at, isoTime, obj, str } from '../market/records/json';
import { orderFromForm } from '../market/records/order';
import {
  followJournal,
  journalTooOld,
  read,
  readAhead,
  readEach,
  type StreamContext,
  type StreamOutcome,
} from './context';
import { orderJournal } from './journals';
import { catchUpShipments, found, linkMissing, readForm, writeForms } from './orders-writes';
import { reconcileOrders } from './orders-reconcile';
import { iso } from '../time/iso';

const DAY = 86_400_000;
const pageLimit = 100;

interface Backfill {
  kind: 'backfill';
  /** Local time it started, and the journal cursor and time taken from /order/event-stats before the first page. */
  started: number;
  cursor: string | null;
  latestAt: string | null;
  /** Keyset position: the purchase time of the next page, and how many orders at exactly that time are done. */
  gte: string;
  tie: number;
  done: number;
  total: number | null;
  maxUpdated: string | null;
}

const isBackfill = (value: unknown): value is Backfill =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'backfill';

/**
 * The orders stream: a back-fill on first sync (and after a gap longer than the journal keeps events, or a
 * rejected cursor), then the events journal from its cursor, and every so often a reconcile of recently updated
 * orders that catches events the journal never delivered.
 */
export async function runOrders(ctx: StreamContext): Promise<StreamOutcome> {
  const state = ctx.repos.state.get(ctx.accountId, 'orders');
  const journal = orderJournal(ctx.options);
  const tooOld = (at: number | null) => journalTooOld(ctx, journal, at);
  if (isBackfill(state.resume) && !tooOld(state.resume.started)) {
    await backfill(ctx, state.resume);
    await catchUpShipments(ctx);
    return { more: true };
  }
  if (state.lastCompleteAt === null || tooOld(state.journalReadAt) || isBackfill(state.resume)) {
    if (state.lastCompleteAt !== null) {
      ctx.logger.warn('order journal cursor too old: loading orders again', { account: ctx.accountId });
    }
    await backfill(ctx, await startBackfill(ctx));
    await catchUpShipments(ctx);
    return { more: true };
  }
  const outcome = await followJournal(ctx, journal, {
    read: (ids) => readEach(ctx, ids, (id) => readForm(ctx, id)),
    write: (reads) => writeForms(ctx, reads),
  });
  if (outcome !== 'caught-up') return { more: true };
  const now = ctx.clock.now();
  // Events older than the journal keeps cannot be delivered again: their applied rows have done their job.
  ctx.repos.state.prune(ctx.accountId, 'orders', now - journal.retentionMs);
  if (state.lastReconcileAt === null || now - state.lastReconcileAt >= ctx.options.ordersReconcileMs) {
    await reconcileOrders(ctx);
  }
  if (ctx.db.transaction(() => linkMissing(ctx))() > 0) ctx.changed(['orders']);
  return { more: await catchUpShipments(ctx) };
}

/**
 * Starts loading the orders of the last days. The journal cursor is taken from /order/event-stats before the
 * first page, so whatever changes while the pages load arrives as events afterwards.
 */
async function startBackfill(ctx: StreamContext): Promise<Backfill> {
  const started = ctx.clock.now();
  const stats = await read<unknown>(ctx, '/order/event-stats');
  const latest = obj(at(stats, 'latestEvent'));
  const latestAt = isoTime(latest?.occurredAt);
  // The marketplace's clock may differ from ours (the demo marketplace runs its own): its last event says when "now" is.
  const serverNow = Math.min(started, latestAt ? Date.parse(latestAt) : started);
  const plan: Backfill = {
    kind: 'backfill',
    started,
    cursor: str(latest?.id),
    latestAt,
    gte: iso(serverNow - ctx.options.ordersBackfillDays * DAY),
    tie: 0,
    done: 0,
    total: null,
    maxUpdated: null,
  };
  ctx.repos.state.update(ctx.accountId, 'orders', { resume: plan });
  return plan;
}

/**
 * Loads pages by purchase time (keyset, not offset: an order merged away meanwhile cannot shift another one out of
 * sight), each written with the new position, so an interrupted back-fill goes on where it stopped. The next
 * page's position is known once a page is parsed, so it is requested before the page is written.
 */
async function backfill(ctx: StreamContext, start: Backfill): Promise<void> {
  const plan = { ...start };
  const shipmentsFrom = iso(
    Date.parse(plan.latestAt ?? iso(plan.started)) - ctx.options.ordersShipmentsDays * DAY,
  );
  ctx.progress({ phase: 'backfill', done: plan.done, total: plan.total });
  const pageAt = (gte: string, tie: number) =>
    read<unknown>(ctx, '/order/checkout-forms', {
      'lineItems.boughtAt.gte': gte,
      sort: 'lineItems.boughtAt',
      limit: pageLimit,
      offset: tie,
    });
  let next: Promise<unknown> | null = pageAt(plan.gte, plan.tie);
  while (next) {
    const page: unknown = await next;
    const forms = arr(obj(page)?.checkoutForms);
    const totalCount = obj(page)?.totalCount;
    plan.total ??= typeof totalCount === 'number' ? plan.done + totalCount : null;
    const reads = forms.map((form) => found(orderFromForm(form)));
    for (const item of reads) {
      const updated = item.found ? item.record.updatedAt : null;
      if (updated && (!plan.maxUpdated || updated > plan.maxUpdated)) plan.maxUpdated = updated;
    }
    plan.done += reads.length;
    const last = reads.at(-1);
    const lastBought = last?.found ? last.record.boughtAt : null;
    const finished = forms.length < pageLimit || !lastBought;
    if (!finished) {
      // Orders bought at the same instant as the last one continue after those already read.
      const sameInstant = reads.filter((r) => r.found && r.record.boughtAt === lastBought).length;
      plan.tie = lastBought === plan.gte ? plan.tie + sameInstant : sameInstant;
      plan.gte = lastBought;
    }
    // The next page is on its way while this one is written.
    const { gte, tie } = plan;
    next = finished ? null : (await readAhead(() => pageAt(gte, tie))).next;
    bulkWrite(ctx.db, () => {
      writeForms(ctx, reads, shipmentsFrom);
      if (finished) finish(ctx, plan);
      else ctx.repos.state.update(ctx.accountId, 'orders', { resume: plan });
    });
    ctx.progress({
      phase: 'backfill',
      done: plan.done,
      total: plan.total === null ? null : Math.max(plan.total, plan.done),
    });
    if (reads.length > 0) ctx.changed(['orders']);
  }
  ctx.progress(null);
}

/** The back-fill's end: the cursor taken before it, and the reconcile's starting point. */
function finish(ctx: StreamContext, plan: Backfill): void {
  const base = plan.latestAt ?? plan.maxUpdated;
  ctx.repos.state.update(ctx.accountId, 'orders', {
    cursor: plan.cursor,
    journalReadAt: plan.started,
    lastCompleteAt: plan.started,
    lastReconcileAt: plan.started,
    lastEventAt: plan.latestAt,
    watermark: base ? iso(Date.parse(base) - ctx.options.watermarkMarginMs) : null,
    resume: null,
  });
}
