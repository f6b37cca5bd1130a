import { at, isoTime, obj, str } from '../../market/records/json';
import { MarketError } from '../../market/market-error';
import {
  followJournal,
  journalTooOld,
  read,
  readEach,
  type StreamContext,
  type StreamOutcome,
} from '../../sync/context';
import { orderJournal } from '../../sync/journals';
import { catchUpShipments, linkMissing, logMerge, readForm, writeForms } from './orders-writes';
import { readWaiting } from './orders-waiting';
import { invoicesReader } from '../invoices/invoices-sync';
import {
  advanceBackfill,
  backfillPageLimit,
  isBackfill,
  type Backfill,
  type BackfillPage,
} from '../streams/writer/backfill-page';
import { pipePages } from '../../sync/page-pipe';
import { reconcileOrders } from './orders-reconcile';
import { iso } from '../../kernel/time/iso';

const DAY = 86_400_000;

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
    if (!state.resume.waitingRead) {
      await readWaiting(ctx, state.resume);
      return { more: true, ready: true };
    }
    await backfill(ctx, state.resume);
    return { more: true };
  }
  if (state.lastCompleteAt === null || tooOld(state.journalReadAt) || isBackfill(state.resume)) {
    if (state.lastCompleteAt !== null) {
      ctx.logger.warn('order journal cursor too old: loading orders again', { account: ctx.accountId });
    }
    // The orders waiting to be packed come first, in a turn of their own: the other streams wait for them.
    const plan = await startBackfill(ctx);
    await readWaiting(ctx, plan);
    return { more: true, ready: true };
  }
  // Indexes a first back-fill left out are built before anything else is done without them (a no-op when there).
  ctx.repos.orders.buildSortIndexes();
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
  const [shipmentsLeft, invoices] = await Promise.all([catchUpShipments(ctx), invoicesReader.read(ctx)]);
  if (invoices.changed) ctx.changed(invoicesReader.tables);
  return { more: shipmentsLeft || invoices.more };
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
  // A back-fill given up with the indexes dropped leaves them dropped for this one; one into a cache that already
  // holds orders keeps them, and builds any that a given-up back-fill left missing.
  const previous = ctx.repos.state.get(ctx.accountId, 'orders').resume;
  const carried = isBackfill(previous) && previous.sortIndexesDeferred === true;
  const { orders } = ctx.repos;
  ctx.db.transaction(() => {
    plan.sortIndexesDeferred = orders.deferSortIndexes() || carried;
    if (!plan.sortIndexesDeferred) orders.buildSortIndexes();
    ctx.repos.state.update(ctx.accountId, 'orders', { resume: plan });
  })();
  return plan;
}

/** Pages of a back-fill waiting to be written at most, and the most one transaction takes (page-pipe.ts). */
const backfillBatch = 5;

/**
 * Loads pages by purchase time (keyset, not offset: an order merged away meanwhile cannot shift another one out of
 * sight), each written with the new position by the sync's writer, so an interrupted back-fill goes on where it
 * stopped. A page's position is read from its bytes here, so the next page is on its way while it is written.
 */
/** Orders bought before this skip reading their tracking numbers until they change (`ordersShipmentsDays`). */
const shipmentsFrom = (ctx: StreamContext, plan: Backfill): string =>
  iso(Date.parse(plan.latestAt ?? iso(plan.started)) - ctx.options.ordersShipmentsDays * DAY);

async function backfill(ctx: StreamContext, start: Backfill): Promise<void> {
  ctx.progress({ phase: 'backfill', done: start.done, total: start.total });
  const pageAt = (gte: string, tie: number) =>
    read<Uint8Array>(
      ctx,
      '/order/checkout-forms',
      { 'lineItems.boughtAt.gte': gte, sort: 'lineItems.boughtAt', limit: backfillPageLimit, offset: tie },
      { unparsed: true },
    );
  await pipePages({
    first: start,
    read: async (before: Backfill): Promise<BackfillPage> => {
      const askedAt = ctx.clock.now();
      const body = await pageAt(before.gte, before.tie);
      return { body, askedAt, ...advanceBackfill(before, parsed(body)) };
    },
    next: (page) => (page.finished ? null : page.plan),
    after: (last: BackfillPage) => (last.finished ? null : last.plan),
    write: async (pages) => {
      const last = pages.at(-1)!;
      const written = await ctx.writer.backfill({
        accountId: ctx.accountId,
        pages,
        shipmentsFrom: shipmentsFrom(ctx, start),
        watermarkMarginMs: ctx.options.watermarkMarginMs,
        now: ctx.clock.now(),
      });
      for (const { order, into } of written.merged) logMerge(ctx, order, into);
      const { done, total } = last.plan;
      ctx.progress({ phase: 'backfill', done, total: total === null ? null : Math.max(total, done) });
      if (written.count > 0) ctx.changed(['orders']);
      return last;
    },
    batch: backfillBatch,
  });
  ctx.progress(null);
}

/** A page's JSON; one that is not JSON is the marketplace's fault, as the client says of any other answer. */
function parsed(body: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch (error) {
    throw new MarketError(
      'MARKET_ERROR',
      'The marketplace answered a page of orders with a body that is not valid JSON.',
      {
        status: 200,
        marketCode: null,
        path: null,
        method: 'GET',
        url: '/order/checkout-forms',
        requestPath: '/order/checkout-forms',
      },
      error,
    );
  }
}
