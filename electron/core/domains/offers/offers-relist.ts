import { arr, obj } from '../../market/records/json';
import { offerFromDetail, offerFromList } from './offer-records';
import { isGone, path, read, readJournalPage, type StreamContext } from '../../sync/context';
import { pipePages } from '../../sync/page-pipe';
import { offerJournal } from '../../sync/journals';
import { listRaw, pageLimit } from '../streams/writer/listed-page';

const idsPerCheck = 100;

/** A page of the offers list as its bytes: parsed and written by the sync's writer. */
function listPage(ctx: StreamContext, offset: number): Promise<Uint8Array> {
  return read<Uint8Array>(ctx, '/sale/offers', { limit: pageLimit, offset }, { unparsed: true });
}

/**
 * The offer journal's head: read from the cursor (or from the oldest event kept) to the end. Taken before a
 * re-list, so changes made while the pages load are applied from the journal afterwards.
 */
async function journalHead(ctx: StreamContext, cursor: string | null): Promise<string | null> {
  const journal = offerJournal(ctx.options);
  let from = cursor;
  for (;;) {
    const page = await readJournalPage(ctx, journal, from);
    if ('rejected' in page) {
      if (from === null) throw page.rejected;
      from = null;
      continue;
    }
    const last = page.events.at(-1);
    if (last) from = last.id;
    if (page.events.length < journal.limit) return from;
  }
}

export interface Relist {
  kind: 'relist';
  /** Local time it started: also the mark every offer it lists gets (`relist_seen`). */
  started: number;
  /** The journal's head before the first page. */
  head: string | null;
  /** The next page's offset; null once every page is in and the unseen offers are being checked. */
  offset: number | null;
  done: number;
  total: number | null;
  /** The offers' sort indexes were dropped for this load (the first into an empty cache): built at its end. */
  sortIndexesDeferred?: boolean;
}

export const isRelist = (value: unknown): value is Relist =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'relist';

/** Starts a complete re-list: the journal's head first, so what changes meanwhile is applied afterwards. */
export async function startRelist(ctx: StreamContext): Promise<Relist> {
  const started = ctx.clock.now();
  const state = ctx.repos.state.get(ctx.accountId, 'offers');
  const plan: Relist = {
    kind: 'relist',
    started,
    head: await journalHead(ctx, state.cursor),
    offset: 0,
    done: 0,
    total: null,
  };
  const { offers } = ctx.repos;
  // A load given up with its indexes dropped leaves them dropped for this one; a load into a cache that already
  // holds offers keeps them (lists are being read), and builds any that a given-up load left missing.
  const carried = isRelist(state.resume) && state.resume.sortIndexesDeferred === true;
  ctx.db.transaction(() => {
    plan.sortIndexesDeferred = offers.deferSortIndexes() || carried;
    if (!plan.sortIndexesDeferred) offers.buildSortIndexes();
    ctx.repos.state.update(ctx.accountId, 'offers', { resume: plan });
  })();
  return plan;
}

/** Pages of a re-list waiting to be written at most, and the most one transaction takes (page-pipe.ts). */
const relistBatch = 3;

/**
 * Writes after which a first load whose every write took a single page builds the sort indexes it deferred: the
 * pages came slower than the writer wrote them, so keeping the indexes up costs it no time from then on, whereas
 * building them at the end would keep the seller waiting after the last page. A writer slower than the network
 * finds pages waiting within its first few writes (the pages after the second are read while it writes).
 */
const pacedAfterWrites = 6;

/**
 * A complete re-list: every page of the offers list (1000 per page, read one after another while those already
 * read are written, each write with the position reached, so an interrupted re-list goes on), then a check of the
 * offers the pages did not show, because offset paging shifts when offers change meanwhile: an offer is removed
 * only when the marketplace says 404, and kept as hidden when it can be read but is not listed. The journal cursor
 * taken at the start is stored with the re-list's end.
 */
export async function relistOffers(ctx: StreamContext, start: Relist): Promise<void> {
  let plan = { ...start };
  ctx.progress({ phase: 'relist', done: plan.done, total: plan.total });
  if (plan.offset !== null) {
    let writes = 0;
    let singlePages = true;
    await pipePages({
      first: plan.offset,
      read: async (offset: number) => ({ offset, body: await listPage(ctx, offset) }),
      // Once the total is known, the pages up to it are read without waiting for their writes.
      next: (page) =>
        plan.total !== null && page.offset + pageLimit < plan.total ? page.offset + pageLimit : 'ask',
      after: (written: Relist) => written.offset,
      write: async (pages) => {
        const bodies = pages.map((page) => page.body);
        singlePages &&= pages.length === 1;
        writes += 1;
        const buildSortIndexes =
          plan.sortIndexesDeferred === true && singlePages && writes > pacedAfterWrites;
        if (buildSortIndexes) {
          ctx.logger.info('the marketplace paces the load: its sort indexes are built now', {
            account: ctx.accountId,
            done: plan.done,
          });
        }
        const written = await ctx.writer.listed({
          accountId: ctx.accountId,
          pages: bodies,
          plan,
          now: ctx.clock.now(),
          buildSortIndexes,
        });
        plan = written.plan;
        ctx.progress({
          phase: 'relist',
          done: plan.done,
          total: plan.total === null ? null : Math.max(plan.total, plan.done),
        });
        if (written.count > 0) ctx.changed(['offers']);
        return plan;
      },
      batch: relistBatch,
    });
  }
  const ended = await ctx.writer.finish({ accountId: ctx.accountId, plan });
  plan = ended.plan;
  await checkUnseen(ctx, plan.started, ended.unseen);
  ctx.db.transaction(() => {
    ctx.repos.state.update(ctx.accountId, 'offers', {
      cursor: plan.head,
      journalReadAt: plan.started,
      lastCompleteAt: plan.started,
      resume: null,
    });
  })();
  ctx.progress(null);
  // The categories of offers new to the local copy are read by the profile stream: it need not wait its poll.
  ctx.wake(['profile']);
}

/** Which of these offers (at most 100) the marketplace's list shows. */
export async function listedAmong(ctx: StreamContext, ids: string[]): Promise<Set<string>> {
  const body = await read<unknown>(ctx, '/sale/offers', { 'offer.id': ids, limit: idsPerCheck });
  return new Set(arr(obj(body)?.offers).map((item) => offerFromList(item).id));
}

/** Offers the re-list's pages did not show (`unseen`): listed after all, hidden by the seller, or gone. */
async function checkUnseen(ctx: StreamContext, relist: number, unseen: string[]): Promise<void> {
  const { offers } = ctx.repos;
  if (unseen.length === 0) return;
  ctx.logger.info('offers missing from the re-list are checked', {
    account: ctx.accountId,
    count: unseen.length,
  });
  let done = 0;
  ctx.progress({ phase: 'details', done, total: unseen.length });
  for (let i = 0; i < unseen.length; i += idsPerCheck) {
    const ids = unseen.slice(i, i + idsPerCheck);
    const body = await read<unknown>(ctx, '/sale/offers', { 'offer.id': ids, limit: idsPerCheck });
    const listed = arr(obj(body)?.offers).map((item) => ({
      record: offerFromList(item),
      raw: listRaw(item),
    }));
    ctx.db.transaction(() => offers.upsertListed(ctx.accountId, listed, ctx.clock.now(), relist))();
    const found = new Set(listed.map((item) => item.record.id));
    for (const id of ids.filter((id) => !found.has(id))) {
      try {
        const raw = await read<unknown>(ctx, path('/sale/product-offers/{id}', id));
        const record = offerFromDetail(raw);
        ctx.db.transaction(() => {
          offers.upsertDetail(ctx.accountId, record, JSON.stringify(raw), ctx.clock.now(), true);
          offers.markSeen(ctx.accountId, id, relist);
        })();
      } catch (error) {
        if (!isGone(error)) throw error;
        offers.remove(ctx.accountId, id);
      }
    }
    done += ids.length;
    ctx.progress({ phase: 'details', done, total: unseen.length });
    ctx.changed(['offers']);
  }
}
