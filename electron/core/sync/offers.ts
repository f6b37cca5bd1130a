import { arr, at, isoTime, obj, str } from '../market/records/json';
import { offerFromDetail, type OfferRecord } from '../market/records/offer';
import {
  isCursorRejected,
  isGone,
  path,
  read,
  type StreamContext,
  type StreamOutcome,
  takeTurn,
  readEach,
  commitJournalChunk,
} from './context';
import { isRelist, listedAmong, relistOffers, startRelist } from './offers-relist';
import { journalMargin } from './options';

const eventLimit = 1000;

type OfferRead = { id: string; record: OfferRecord; raw: string } | { id: string; record: null };

async function readOffer(ctx: StreamContext, id: string): Promise<OfferRead> {
  try {
    const raw = await read<unknown>(ctx, path('/sale/product-offers/{id}', id));
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

function writeOffers(ctx: StreamContext, reads: OfferRead[], hidden: Set<string>): void {
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
 * offer events from the cursor, re-reading each changed offer. Offers the seller opened asks for are read too.
 */
export function createOffersStream() {
  const wanted = new Map<string, Set<string>>();

  async function run(ctx: StreamContext): Promise<StreamOutcome> {
    const state = ctx.repos.state.get(ctx.accountId, 'offers');
    const now = ctx.clock.now();
    const { offerJournalMs, offersRelistMs } = ctx.options;
    if (
      isRelist(state.resume) &&
      now - state.resume.started < offerJournalMs - journalMargin(offerJournalMs)
    ) {
      await relistOffers(ctx, state.resume);
      return { more: true };
    }
    const due =
      isRelist(state.resume) ||
      state.lastCompleteAt === null ||
      now - state.lastCompleteAt >= offersRelistMs ||
      state.journalReadAt === null ||
      now - state.journalReadAt > offerJournalMs - journalMargin(offerJournalMs);
    if (due) {
      await relistOffers(ctx, await startRelist(ctx));
      return { more: true };
    }
    const outcome = await readEvents(ctx, state.cursor);
    if (outcome !== 'caught-up') return { more: true };
    ctx.repos.state.prune(ctx.accountId, 'offers', now - offerJournalMs);
    await readWanted(ctx);
    return { more: false };
  }

  async function readWanted(ctx: StreamContext): Promise<void> {
    const ids = wanted.get(ctx.accountId);
    if (!ids || ids.size === 0) return;
    const batch = [...ids].slice(0, ctx.options.readsPerTurn);
    const reads: OfferRead[] = [];
    for (const id of batch) reads.push(await readOffer(ctx, id));
    const hidden = await hiddenAmong(ctx, reads);
    ctx.db.transaction(() => writeOffers(ctx, reads, hidden))();
    for (const id of batch) ids.delete(id);
    ctx.changed(['offers']);
  }

  return {
    run,
    /** Reads this offer at the stream's next turn. */
    want(accountId: string, offerId: string): void {
      let ids = wanted.get(accountId);
      if (!ids) wanted.set(accountId, (ids = new Set()));
      ids.add(offerId);
    },
  };
}

interface OfferEvent {
  id: string;
  occurredAt: string | null;
  offerId: string | null;
}

function parseEvents(body: unknown): OfferEvent[] {
  return arr(obj(body)?.offerEvents)
    .map(obj)
    .filter((e) => e !== null && str(e.id) !== null)
    .map((e) => ({ id: str(e!.id)!, occurredAt: isoTime(e!.occurredAt), offerId: str(at(e, 'offer.id')) }));
}

/** Offer events from the cursor: each changed offer read again, written with the events and the cursor. */
async function readEvents(ctx: StreamContext, startCursor: string | null): Promise<'caught-up' | 'more'> {
  let cursor = startCursor;
  let reads = 0;
  for (;;) {
    const requestedAt = ctx.clock.now();
    let body: unknown;
    try {
      body = await read(
        ctx,
        '/sale/offer-events',
        { ...(cursor ? { from: cursor } : {}), limit: eventLimit },
        {
          acceptLanguage: 'en-US',
        },
      );
    } catch (error) {
      if (!isCursorRejected(error)) throw error;
      ctx.logger.warn('offer journal refused the cursor: listing offers again', { account: ctx.accountId });
      ctx.repos.state.update(ctx.accountId, 'offers', { lastCompleteAt: null });
      return 'more';
    }
    const events = parseEvents(body);
    if (events.length === 0) {
      ctx.repos.state.update(ctx.accountId, 'offers', { journalReadAt: requestedAt });
      return 'caught-up';
    }
    const { chunk, ids } = takeTurn(events, (event) => event.offerId, ctx.options.readsPerTurn);
    const offerReads = await readEach(ctx, ids, (id) => readOffer(ctx, id));
    const hidden = await hiddenAmong(ctx, offerReads);
    cursor = commitJournalChunk(ctx, 'offers', chunk, requestedAt, () =>
      writeOffers(ctx, offerReads, hidden),
    );
    reads += ids.length;
    if (chunk.length === events.length && events.length < eventLimit) return 'caught-up';
    if (reads >= ctx.options.readsPerTurn) return 'more';
  }
}
