import { offerFromDetail, type OfferRecord } from './offer-records';
import {
  followJournal,
  isGone,
  journalTooOld,
  path,
  read,
  readEach,
  type StreamContext,
  type StreamOutcome,
} from '../../sync/context';
import { offerJournal } from '../../sync/journals';
import { readTranslationsOfChanged } from '../translations/sync-translations';
import { isRelist, listedAmong, relistOffers, startRelist } from './offers-relist';

type OfferRead = { id: string; record: OfferRecord; raw: string } | { id: string; record: null };

async function readOffer(ctx: StreamContext, id: string): Promise<OfferRead> {
  try {
    const raw = await read<unknown>(ctx, path('/sale/product-offers/{id}', id));
    await readTranslationsOfChanged(ctx, id);
    return { id, record: offerFromDetail(raw), raw: JSON.stringify(raw) };
  } catch (error) {
    if (isGone(error)) return { id, record: null };
    throw error;
  }
}

/**
 * The offers among these that are new to the cache and absent from the marketplace's list: hidden by the
 * seller (readable on their own, so the journal names them). One list request per hundred new offers.
 */
async function hiddenAmong(ctx: StreamContext, reads: OfferRead[]): Promise<Set<string>> {
  const fresh = reads
    .filter((r) => r.record && !ctx.repos.offers.stock(ctx.accountId, r.id))
    .map((r) => r.id);
  const hidden = new Set<string>();
  for (let i = 0; i < fresh.length; i += 100) {
    const ids = fresh.slice(i, i + 100);
    const listed = await listedAmong(ctx, ids);
    for (const id of ids) if (!listed.has(id)) hidden.add(id);
  }
  return hidden;
}

/** Offers read one by one, with those of them the marketplace's list hides. */
async function readOffers(
  ctx: StreamContext,
  ids: readonly string[],
): Promise<{ reads: OfferRead[]; hidden: Set<string> }> {
  const reads = await readEach(ctx, ids, (id) => readOffer(ctx, id));
  return { reads, hidden: await hiddenAmong(ctx, reads) };
}

function writeOffers(
  ctx: StreamContext,
  { reads, hidden }: { reads: OfferRead[]; hidden: Set<string> },
): void {
  const now = ctx.clock.now();
  for (const item of reads) {
    if (item.record)
      ctx.repos.offers.upsertDetail(ctx.accountId, item.record, item.raw, now, hidden.has(item.id));
    else ctx.repos.offers.remove(ctx.accountId, item.id);
  }
}

/**
 * The offers stream: a complete re-list on first sync, once the last one is older than the journal keeps
 * events, after a gap in reading the journal that long, or when the journal refuses the cursor; otherwise the
 * offer events from the cursor, re-reading each changed offer. Offers the seller opened are read too.
 */
export async function runOffers(ctx: StreamContext): Promise<StreamOutcome> {
  const state = ctx.repos.state.get(ctx.accountId, 'offers');
  const journal = offerJournal(ctx.options);
  // A listing that ended is the offers' first part: the profile, which reads what the offers need, follows it.
  if (isRelist(state.resume) && !journalTooOld(ctx, journal, state.resume.started)) {
    await relistOffers(ctx, state.resume);
    return { more: true, ready: true };
  }
  const due =
    isRelist(state.resume) ||
    state.lastCompleteAt === null ||
    ctx.clock.now() - state.lastCompleteAt >= ctx.options.offersRelistMs ||
    journalTooOld(ctx, journal, state.journalReadAt);
  if (due) {
    await relistOffers(ctx, await startRelist(ctx));
    return { more: true, ready: true };
  }
  // Indexes a load left out are built before anything else is done without them (a no-op when they are there).
  ctx.repos.offers.buildSortIndexes();
  const outcome = await followJournal(ctx, journal, {
    read: (ids) => readOffers(ctx, ids),
    write: (reads) => writeOffers(ctx, reads),
  });
  if (outcome !== 'caught-up') return { more: true };
  ctx.repos.state.prune(ctx.accountId, 'offers', ctx.clock.now() - journal.retentionMs);
  await readWanted(ctx);
  return { more: false };
}

/** Offers the seller opened without a description: read at the end of a turn, within its budget of reads. */
async function readWanted(ctx: StreamContext): Promise<void> {
  const wanted = ctx.wantedOffers;
  if (wanted.size === 0) return;
  const batch = [...wanted].slice(0, ctx.options.readsPerTurn);
  const reads: OfferRead[] = [];
  for (const id of batch) reads.push(await readOffer(ctx, id));
  const hidden = await hiddenAmong(ctx, reads);
  ctx.db.transaction(() => writeOffers(ctx, { reads, hidden }))();
  for (const id of batch) wanted.delete(id);
  ctx.changed(['offers']);
}
