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

/** Lists read this recently are not read again (the profile runs hourly). */
export const deliveryTagsMaxAgeMs = 50 * 60_000;
/**
 * An offer's tags are read again after a day at the soonest; tags the seller sets in the app are in the local copy
 * at once. An offer whose tags were never read cannot have them changed (tag-changes.ts), so none are lost.
 */
export const offerTagsMaxAgeMs = 24 * 3_600_000;
/**
 * Offers whose tags are read in one run of the profile (hourly): one request each, at the sync's background
 * priority, so a run stays short and neither the orders stream nor a one-off sync of a large shop waits for every
 * offer; the next runs go on from the offers never read, then the longest unread.
 */
export const offerTagsPerRun = 50;
/** The marketplace lists variant sets 50 at a time. */
const SET_PAGE = 50;
/** The reference data row that records when the lists were last read. */
const READ_MARK = 'delivery-tags:lists';

const seg = (id: string) => encodeURIComponent(id);

/**
 * The seller's shipping rate lists (each read whole), tags and variant sets (once within the hour), then a run's
 * share of the offers' tags, into the local copy (migration 056). Something the marketplace does not offer the
 * account (403, 404: no tags subscription, say) keeps what the local copy has. An offer whose tags change waits in
 * the outbox keeps the seller's tags. Answers whether anything changed.
 */
export async function readDeliveryAndTags(ctx: StreamContext): Promise<boolean> {
  const repo = createDeliveryTagsRepo(ctx.db);
  const id = ctx.accountId;
  const since = ctx.clock.now() - deliveryTagsMaxAgeMs;
  let changed = false;
  if ((ctx.repos.reference.get(id, READ_MARK)?.fetchedAt ?? -Infinity) < since) {
    changed = await readLists(ctx, repo);
    ctx.repos.reference.put(id, READ_MARK, {}, ctx.clock.now());
  }
  if (repo.tags(id).length > 0 && (await readOfferTags(ctx, repo, ctx.clock.now() - offerTagsMaxAgeMs)))
    changed = true;
  return changed;
}

async function readLists(
  ctx: StreamContext,
  repo: ReturnType<typeof createDeliveryTagsRepo>,
): Promise<boolean> {
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
 * A run's share of the offers' tags, one read per offer (the marketplace has no list of them): the offers never
 * read first, then the longest unread, so every offer is covered over the runs, however many there are.
 */
async function readOfferTags(
  ctx: StreamContext,
  repo: ReturnType<typeof createDeliveryTagsRepo>,
  since: number,
): Promise<boolean> {
  const changes = createChangeRepo(ctx.db);
  let changed = false;
  const offers = repo.staleOfferTags(ctx.accountId, since, offerTagsPerRun);
  for (const [index, offerId] of offers.entries()) {
    ctx.progress({ phase: 'reference', done: index, total: offers.length });
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
  return changed;
}
