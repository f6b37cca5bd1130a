import { bulkWrite } from '../../db/bulk-write';
import type { Db } from '../../db/open';
import { arr, obj } from '../../market/records/json';
import { orderFromForm, type OrderRecord } from '../../market/records/order';
import type { Repos } from '../context';
import { applyForms, found } from '../orders-apply';
import { iso } from '../../time/iso';

/** Orders per page of a back-fill. */
export const backfillPageLimit = 100;

export interface Backfill {
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
  /** The orders' sort indexes were dropped for this back-fill (the first into an empty cache): built at its end. */
  sortIndexesDeferred?: boolean;
}

export const isBackfill = (value: unknown): value is Backfill =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'backfill';

/** A page of a back-fill as read: its orders, and the back-fill's plan after it, stored with them. */
export interface BackfillPage {
  orders: OrderRecord[];
  plan: Backfill;
  finished: boolean;
}

/**
 * A page of a back-fill (`GET /order/checkout-forms`, parsed): its orders, where the back-fill stands once it is in,
 * and whether it was the last. The thread that reads the pages needs the position to ask for the next page before
 * this one is written, so it turns the page into the orders the writer binds (the writer thread gets them without
 * decoding the page again).
 */
export function backfillPage(start: Backfill, body: unknown): BackfillPage {
  const plan = { ...start };
  const orders = arr(obj(body)?.checkoutForms).map((form) => orderFromForm(form));
  const totalCount = obj(body)?.totalCount;
  plan.total ??= typeof totalCount === 'number' ? plan.done + totalCount : null;
  for (const { updatedAt } of orders) {
    if (updatedAt && (!plan.maxUpdated || updatedAt > plan.maxUpdated)) plan.maxUpdated = updatedAt;
  }
  plan.done += orders.length;
  // An order's purchase time is its earliest line item's, as the marketplace sorts them.
  const lastBought = orders.at(-1)?.boughtAt ?? null;
  const finished = orders.length < backfillPageLimit || !lastBought;
  if (!finished) {
    // Orders bought at the same instant as the last one continue after those already read.
    const sameInstant = orders.filter((order) => order.boughtAt === lastBought).length;
    plan.tie = lastBought === plan.gte ? plan.tie + sameInstant : sameInstant;
    plan.gte = lastBought;
  }
  return { orders, plan, finished };
}

/** Pages of a back-fill, in the order read. */
export interface BackfillInput {
  accountId: string;
  pages: BackfillPage[];
  /** Orders bought before this skip reading their tracking numbers until they change. */
  shipmentsFrom: string;
  watermarkMarginMs: number;
  now: number;
}

export interface BackfillOutcome {
  count: number;
  /** Orders this page's forms took over (a buyer's merge), for the caller's log. */
  merged: { order: string; into: string }[];
}

/**
 * Pages of a back-fill written with the position reached, in one transaction: a stopped back-fill goes on where
 * it stopped. The last page stores the journal cursor taken before the first and ends the back-fill.
 */
export function writeBackfillPage(
  db: Db,
  repos: Pick<Repos, 'orders' | 'state'>,
  input: BackfillInput,
): BackfillOutcome {
  const merged: BackfillOutcome['merged'] = [];
  const target = {
    orders: repos.orders,
    accountId: input.accountId,
    now: input.now,
    merged: (order: string, into: string) => void merged.push({ order, into }),
  };
  const last = input.pages.at(-1);
  if (!last) return { count: 0, merged };
  let count = 0;
  bulkWrite(db, () => {
    for (const page of input.pages) {
      applyForms(target, page.orders.map(found), input.shipmentsFrom);
      count += page.orders.length;
    }
    const { plan } = last;
    if (!last.finished) {
      repos.state.update(input.accountId, 'orders', { resume: plan });
      return;
    }
    const base = plan.latestAt ?? plan.maxUpdated;
    repos.state.update(input.accountId, 'orders', {
      cursor: plan.cursor,
      journalReadAt: plan.started,
      lastCompleteAt: plan.started,
      lastReconcileAt: plan.started,
      lastEventAt: plan.latestAt,
      watermark: base ? iso(Date.parse(base) - input.watermarkMarginMs) : null,
      resume: null,
    });
  });
  // Stopped before they are all built, the next turn of the stream builds those missing (runOrders).
  if (last.finished && last.plan.sortIndexesDeferred) repos.orders.buildSortIndexes();
  return { count, merged };
}
