import { createDeliveryTagsRepo, type StoredVariantSet } from './delivery-tags-repo';
import {
  shippingRateListsFrom,
  shippingRatesFrom,
  tagsFrom,
  variantSetFrom,
  variantSetPageFrom,
} from './delivery-tag-records';
import { MalformedRecord } from '../../market/records/json';
import { createChangeRepo } from '../../outbox/change-repo';
import { isGone, read, type StreamContext } from '../../sync/context';
import { inPart, type SyncPart } from '../../sync/parts';

/** Lists read this recently are not read again: once a profile run, also one started again after an error. */
export const deliveryTagsMaxAgeMs = 50 * 60_000;
/**
 * An offer's tags are read again after a day at the soonest; tags the seller sets in the app are in the local copy
 * at once. An offer whose tags were never read cannot have them changed (tag-changes.ts), so none are lost.
 */
export const offerTagsMaxAgeMs = 24 * 3_600_000;
/**
 * What one run of the profile spends on offers' tags, one request per offer at the sync's background
 * priority: at most 20 offers and about three seconds of real time, whichever comes first (at least one offer), so
 * neither the orders stream nor a one-off sync waits long on a slow or rate-limited marketplace, and the account's
 * background budget (request-gate.ts) is not spent on tags. The next runs go on from the offers never read, then the
 * longest unread.
 */
export const offerTagsPerRun = 20;
const offerTagsRunMs = 3_000;
/** The marketplace lists variant sets 50 at a time. */
const SET_PAGE = 50;
/** The reference data rows that record when each part was last read completely. */
const readMark = (part: string): string => `delivery-tags:${part}`;

const seg = (id: string) => encodeURIComponent(id);

/**
 * The seller's shipping rate lists (each read whole), tags and variant sets (once a run), then a run's
 * share of the offers' tags, into the local copy (migration 056). Something the marketplace does not offer the
 * account (403, 404: no tags subscription, say) keeps what the local copy has. An offer whose tags change waits in
 * the outbox keeps the seller's tags. Answers whether anything changed.
 */
export async function readDeliveryAndTags(ctx: StreamContext): Promise<boolean> {
  const repo = createDeliveryTagsRepo(ctx.db);
  const id = ctx.accountId;
  const since = ctx.clock.now() - deliveryTagsMaxAgeMs;
  let changed = false;
  // Each part is marked read on its own, so a run cut short (a 429, an error) goes on from the parts not read yet
  // instead of reading all of them again, and a tight limit on requests still lets every part through.
  for (const [part, readPart] of Object.entries(parts)) {
    if ((ctx.repos.reference.get(id, readMark(part))?.fetchedAt ?? -Infinity) >= since) continue;
    try {
      if (await inPart(ctx, partOf[part]!, () => readPart(ctx, repo), false)) changed = true;
    } catch (error) {
      if (!isGone(error) && !(error instanceof MalformedRecord)) throw error;
      ctx.logger.debug(`${part} not read`, { account: id, reason: String(error) });
    }
    ctx.repos.reference.put(id, readMark(part), {}, ctx.clock.now());
  }
  if (repo.tags(id).length > 0 && (await readOfferTags(ctx, repo, ctx.clock.now() - offerTagsMaxAgeMs)))
    changed = true;
  return changed;
}

type Repo = ReturnType<typeof createDeliveryTagsRepo>;

/** Where each part is listed: a marketplace that does not serve it skips it for a day (parts.ts). */
const partOf: Record<string, SyncPart> = {
  'shipping-rates': { name: 'shipping-rates', lists: ['/sale/shipping-rates'] },
  tags: { name: 'offer-tags', lists: ['/sale/offer-tags'] },
  // Removed on 2026-04-14: the 2026 marketplace builds variants from the catalogue.
  'variant-sets': { name: 'variant-sets', lists: ['/sale/offer-variants'], servedIn: ['documents'] },
};

/** The parts read whole, each answering whether it changed the local copy. */
const parts: Record<string, (ctx: StreamContext, repo: Repo) => Promise<boolean>> = {
  async 'shipping-rates'(ctx, repo) {
    const lists = shippingRateListsFrom(await read<unknown>(ctx, '/sale/shipping-rates'));
    const stored = [];
    for (const list of lists) {
      const body = await read<unknown>(ctx, `/sale/shipping-rates/${seg(list.id)}`);
      stored.push({ ...list, rates: JSON.stringify(shippingRatesFrom(body)), raw: JSON.stringify(body) });
    }
    return repo.replaceRateLists(ctx.accountId, stored, ctx.clock.now());
  },
  async tags(ctx, repo) {
    const tags = tagsFrom(await read<unknown>(ctx, '/sale/offer-tags', { limit: 1000, offset: 0 }));
    return repo.replaceTags(ctx.accountId, tags);
  },
  async 'variant-sets'(ctx, repo) {
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
    return repo.replaceVariantSets(ctx.accountId, sets, ctx.clock.now());
  },
};

/**
 * A run's share of the offers' tags, one read per offer (the marketplace has no list of them): the offers never
 * read first, then the longest unread, so every offer is covered over the runs, however many there are.
 */
async function readOfferTags(ctx: StreamContext, repo: Repo, since: number): Promise<boolean> {
  const changes = createChangeRepo(ctx.db);
  let changed = false;
  const offers = repo.staleOfferTags(ctx.accountId, since, offerTagsPerRun);
  // Real time, not the app's clock: the limit is on how long the run holds the sync.
  const until = performance.now() + offerTagsRunMs;
  for (const [index, offerId] of offers.entries()) {
    if (index > 0 && performance.now() > until) break;
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
