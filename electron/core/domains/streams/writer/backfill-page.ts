import { bulkWrite } from '../../../db/bulk-write';
import type { Db } from '../../../db/open';
import { arr, isoTime, MalformedRecord, obj, str } from '../../../market/records/json';
import { orderFromForm } from '../../orders/order-records';
import type { Repos } from '../../../sync/context';
import { applyForms, found } from '../../orders/orders-apply';
import { iso } from '../../../kernel/time/iso';

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
  /** The orders waiting to be packed were listed ahead of the pages, then their tracking numbers read too. */
  waitingListed?: boolean;
  waitingRead?: boolean;
}

export const isBackfill = (value: unknown): value is Backfill =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'backfill';

/** An order's purchase time (its earliest line item's, as the marketplace sorts them) and its last change. */
function times(form: unknown): { boughtAt: string | null; updatedAt: string | null } {
  const o = obj(form);
  if (!o || !str(o.id) || !str(o.status)) throw new MalformedRecord('A checkout form has no id or status.');
  let boughtAt: string | null = null;
  for (const item of arr(o.lineItems)) {
    const bought = isoTime(obj(item)?.boughtAt);
    if (bought && (boughtAt === null || bought < boughtAt)) boughtAt = bought;
  }
  return { boughtAt, updatedAt: isoTime(o.updatedAt) };
}

/**
 * Where a back-fill stands once this page (`GET /order/checkout-forms`, parsed) is in, and whether it was the last.
 * Only the times of the orders are read, so the next page can be asked for before the page is written.
 */
export function advanceBackfill(start: Backfill, page: unknown): { plan: Backfill; finished: boolean } {
  const plan = { ...start };
  const forms = arr(obj(page)?.checkoutForms);
  const totalCount = obj(page)?.totalCount;
  plan.total ??= typeof totalCount === 'number' ? plan.done + totalCount : null;
  const stamps = forms.map(times);
  for (const { updatedAt } of stamps) {
    if (updatedAt && (!plan.maxUpdated || updatedAt > plan.maxUpdated)) plan.maxUpdated = updatedAt;
  }
  plan.done += forms.length;
  const lastBought = stamps.at(-1)?.boughtAt ?? null;
  const finished = forms.length < backfillPageLimit || !lastBought;
  if (!finished) {
    // Orders bought at the same instant as the last one continue after those already read.
    const sameInstant = stamps.filter((s) => s.boughtAt === lastBought).length;
    plan.tie = lastBought === plan.gte ? plan.tie + sameInstant : sameInstant;
    plan.gte = lastBought;
  }
  return { plan, finished };
}

/** A page of a back-fill as read: the answer's bytes, decoded and parsed where they are written. */
export interface BackfillPage {
  body: Uint8Array;
  /** When it was asked for (the sync's clock): an order the packing station wrote since keeps what it wrote. */
  askedAt: number;
  /** The back-fill's plan after this page (`advanceBackfill`), stored with it. */
  plan: Backfill;
  finished: boolean;
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
  const decoder = new TextDecoder();
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
      const forms = arr(obj(JSON.parse(decoder.decode(page.body)))?.checkoutForms);
      const reads = forms.map((form) => found(orderFromForm(form), page.askedAt));
      applyForms(target, reads, input.shipmentsFrom);
      count += reads.length;
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
