import { bulkWrite } from '../../../db/bulk-write';
import type { Db } from '../../../db/open';
import { arr, obj } from '../../../market/records/json';
import { offerFromList, type OfferRecord } from '../../offers/offer-records';
import type { Repos } from '../../../sync/context';
import type { Relist } from '../../offers/offers-relist';

/** Offers per page of a re-list: the most the marketplace's list gives at once. */
export const pageLimit = 1000;

export interface ListedPage {
  items: { record: OfferRecord; raw: string }[];
  totalCount: number | null;
}

/**
 * The parts of a list item that no column holds and a screen or a later write reads (the offer's facts, the
 * scanner's match on the external id); the rest of the item is in the columns or read by nobody.
 */
const keptFromList = ['external', 'publication', 'delivery', 'payments', 'stats'] as const;

/** A list item's raw JSON as the cache keeps it. */
export function listRaw(item: unknown): string {
  const o = obj(item);
  if (!o) return 'null';
  const kept: Record<string, unknown> = {};
  for (const key of keptFromList) if (o[key] !== undefined) kept[key] = o[key];
  return JSON.stringify(kept);
}

/** A page of the offers list (`GET /sale/offers`) as the cache writes it. */
export function listedPage(body: unknown): ListedPage {
  const o = obj(body);
  return {
    items: arr(o?.offers).map((item) => ({ record: offerFromList(item), raw: listRaw(item) })),
    totalCount: typeof o?.totalCount === 'number' ? o.totalCount : null,
  };
}

/** Pages of a re-list as read (the answers' bytes, decoded and parsed where they are written), in order. */
export interface ListedInput {
  accountId: string;
  pages: Uint8Array[];
  /** The re-list's plan before the first of them. */
  plan: Relist;
  now: number;
  /**
   * The sort indexes the load deferred are built before these pages (few rows are in yet), and kept up from then
   * on: the load is paced by the marketplace, so keeping them costs no time, while building them at its end would.
   */
  buildSortIndexes?: boolean;
}

export interface ListedOutcome {
  /** The plan after the pages, as stored with them. */
  plan: Relist;
  count: number;
}

/** Where a re-list stands once this page is in. */
function advance(plan: Relist, page: ListedPage): Relist {
  const total = page.totalCount ?? plan.total;
  const offset = plan.offset! + pageLimit;
  const more = page.items.length === pageLimit && (total === null || offset < total);
  return { ...plan, total, offset: more ? offset : null, done: plan.done + page.items.length };
}

/**
 * Pages of a re-list written with the position reached, in one transaction: a stopped re-list goes on. Pages after
 * the one that ends the re-list (read while the list shrank) are not written.
 */
export function writeListed(
  db: Db,
  repos: Pick<Repos, 'offers' | 'state'>,
  input: ListedInput,
): ListedOutcome {
  const decoder = new TextDecoder();
  const { offers } = repos;
  return bulkWrite(db, () => {
    let plan = input.plan;
    if (input.buildSortIndexes && plan.sortIndexesDeferred) {
      offers.buildSortIndexes();
      plan = { ...plan, sortIndexesDeferred: false };
    }
    let count = 0;
    for (const body of input.pages) {
      if (plan.offset === null) break;
      const page = listedPage(JSON.parse(decoder.decode(body)));
      plan = advance(plan, page);
      if (plan.sortIndexesDeferred) offers.loadListed(input.accountId, page.items, input.now, plan.started);
      else offers.upsertListed(input.accountId, page.items, input.now, plan.started);
      count += page.items.length;
    }
    repos.state.update(input.accountId, 'offers', { resume: plan });
    return { plan, count };
  });
}

/**
 * The end of the pages: the sort indexes a first load dropped are built, then the plan says so. Each index is its
 * own transaction (about 100 ms for 100 000 offers), so a write of the window's thread never waits for all five;
 * a stop between them leaves the plan saying they are deferred, and the next end builds those still missing.
 * Answers the plan and the offers the pages did not show (found by reading every offer: done here, off the
 * window's thread).
 */
export function finishListed(
  db: Db,
  repos: Pick<Repos, 'offers' | 'state'>,
  input: { accountId: string; plan: Relist },
): { plan: Relist; unseen: string[] } {
  const plan = { ...input.plan, sortIndexesDeferred: false };
  repos.offers.buildSortIndexes();
  db.transaction(() => repos.state.update(input.accountId, 'offers', { resume: plan }))();
  return { plan, unseen: repos.offers.unseenSince(input.accountId, plan.started) };
}
