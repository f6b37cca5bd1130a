import { createDeliveryTagsRepo, type StoredVariantSet } from '../delivery-tags/delivery-tags-repo';
import {
  shippingRateListsFrom,
  shippingRatesFrom,
  tagsFrom,
  variantSetFrom,
  variantSetPageFrom,
} from '../market/records/delivery-tags';
import { MalformedRecord } from '../market/records/json';
import { createChangeRepo } from '../outbox/change-repo';
import { isGone, read, type StreamContext } from './context';

/** An offer's tags read this recently are not read again (the profile runs hourly). */
export const offerTagsMaxAgeMs = 50 * 60_000;
/** Offers whose tags are read per page of the local copy, and pages per run: the rest goes on next run. */
export const offerTagsPage = 100;
const offerTagPagesPerRun = 20;
/** The marketplace lists variant sets 50 at a time. */
const SET_PAGE = 50;

const seg = (id: string) => encodeURIComponent(id);

/**
 * The seller's shipping rate lists (each read whole), tags, each offer's tags and variant sets, into the local copy
 * (migration 056). Something the marketplace does not offer the account (403, 404: no tags subscription, say)
 * keeps what the local copy has. An offer whose tags change waits in the outbox keeps the seller's tags.
 * Answers whether anything changed.
 */
export async function readDeliveryAndTags(ctx: StreamContext): Promise<boolean> {
  const repo = createDeliveryTagsRepo(ctx.db);
  const id = ctx.accountId;
  let changed = false;
  const gone = (error: unknown, what: string): boolean => {
    if (!isGone(error) && !(error instanceof MalformedRecord)) return false;
    ctx.logger.debug(`${what} not read`, { account: id, reason: String(error) });
    return true;
  };

  try {
    const lists = shippingRateListsFrom(await read<unknown>(ctx, '/sale/shipping-rates'));
    const stored = [];
    for (const list of lists) {
      const body = await read<unknown>(ctx, `/sale/shipping-rates/${seg(list.id)}`);
      stored.push({ ...list, rates: JSON.stringify(shippingRatesFrom(body)), raw: JSON.stringify(body) });
    }
    if (repo.replaceRateLists(id, stored, ctx.clock.now())) changed = true;
  } catch (error) {
    if (!gone(error, 'shipping rate lists')) throw error;
  }

  try {
    const tags = tagsFrom(await read<unknown>(ctx, '/sale/offer-tags', { limit: 1000, offset: 0 }));
    if (repo.replaceTags(id, tags)) changed = true;
    if (await readOfferTags(ctx, repo)) changed = true;
  } catch (error) {
    if (!gone(error, 'tags')) throw error;
  }

  try {
    const sets: StoredVariantSet[] = [];
    for (let offset = 0; ; offset += SET_PAGE) {
      const page = variantSetPageFrom(
        await read<unknown>(ctx, '/sale/offer-variants', { limit: SET_PAGE, offset }),
      );
      for (const listed of page.sets) {
        const body = await read<unknown>(ctx, `/sale/offer-variants/${seg(listed.id)}`);
        const set = variantSetFrom(body);
        sets.push({ id: set.id, name: set.name, raw: JSON.stringify(body), offers: set.offers });
      }
      const total = page.totalCount ?? Infinity;
      if (page.sets.length < SET_PAGE || offset + SET_PAGE >= total) break;
    }
    if (repo.replaceVariantSets(id, sets, ctx.clock.now())) changed = true;
  } catch (error) {
    if (!gone(error, 'variant sets')) throw error;
  }
  return changed;
}

/**
 * Every offer's tags, one read per offer (the marketplace has no list of them), page by page of the local copy:
 * the offers never read first, then the longest unread, so a shop of thousands is covered over a few runs.
 */
async function readOfferTags(
  ctx: StreamContext,
  repo: ReturnType<typeof createDeliveryTagsRepo>,
): Promise<boolean> {
  const changes = createChangeRepo(ctx.db);
  const since = ctx.clock.now() - offerTagsMaxAgeMs;
  let changed = false;
  for (let page = 0; page < offerTagPagesPerRun; page++) {
    const offers = repo.staleOfferTags(ctx.accountId, since, offerTagsPage);
    if (offers.length === 0) break;
    for (const offerId of offers) {
      let tagIds: string[];
      try {
        tagIds = tagsFrom(await read<unknown>(ctx, `/sale/offers/${seg(offerId)}/tags`)).map((t) => t.id);
      } catch (error) {
        if (!isGone(error) && !(error instanceof MalformedRecord)) throw error;
        tagIds = repo.offerTags(ctx.accountId, offerId) ?? [];
      }
      const now = ctx.clock.now();
      ctx.db.transaction(() => {
        const waiting = changes.openFields(ctx.accountId, 'offer', offerId).tagIds;
        if (repo.setOfferTags(ctx.accountId, offerId, waiting ?? tagIds, now)) changed = true;
      })();
    }
  }
  return changed;
}
