import { accessDenied, badRequest, fail, notFound, unprocessable } from '../http/errors';
import { json, userRoute, type Ctx, type Route } from '../http/route';
import type { Offer, Seller } from '../state/types';
import type { World } from '../world';
import { taggingOf } from './data';

/** The OpenAPI description: the seller's tags are listed 1000 at a time at most. */
const TAG_PAGE = { limit: { min: 1, max: 1000, def: 1000 }, offset: { min: 0, def: 0 } };
/** Variant sets: 50 at a time at most (the marketplace's own limit for the list). */
const SET_PAGE = { limit: { min: 1, max: 50, def: 50 }, offset: { min: 0, def: 0 } };

const tagView = (t: { id: string; name: string; hidden: boolean }) => ({
  id: t.id,
  name: t.name,
  hidden: t.hidden,
});

/**
 * Tags (`GET /sale/offer-tags`, `GET|POST /sale/offers/{offerId}/tags`) and variant sets
 * (`GET /sale/offer-variants`, `GET /sale/offer-variants/{setId}`). Assigning sends the offer's whole list of tag
 * ids: an empty list takes every tag off. Another seller's offer answers 403, an unknown one 404, a tag id the
 * seller does not have 422.
 */
export function tagRoutes(world: World): Route[] {
  const settingsRead = `${world.vendor}:api:sale:settings:read`;
  const offersRead = `${world.vendor}:api:sale:offers:read`;
  const offersWrite = `${world.vendor}:api:sale:offers:write`;
  const seller = (ctx: Ctx): Seller => world.store.seller(ctx.userId)!;
  const ownOffer = (ctx: Ctx): Offer => {
    const offer = world.store.offer(ctx.params.offerId!);
    if (!offer || offer.deleted) throw notFound(`Offer ${ctx.params.offerId!}`);
    if (offer.sellerId !== ctx.userId) throw accessDenied();
    return offer;
  };
  const offerTags = (ctx: Ctx, offer: Offer) => {
    const tagging = taggingOf(world.store, seller(ctx));
    const ids = tagging.offerTags[offer.id] ?? [];
    return tagging.tags.filter((t) => ids.includes(t.id)).map(tagView);
  };
  return [
    userRoute('GET', '/sale/offer-tags', settingsRead, {
      handle(ctx) {
        const { limit, offset } = ctx.query.page(TAG_PAGE);
        const tags = taggingOf(world.store, seller(ctx)).tags;
        return json(200, { tags: tags.slice(offset, offset + limit).map(tagView) });
      },
    }),
    userRoute('GET', '/sale/offers/:offerId/tags', offersRead, {
      handle: (ctx) => json(200, { tags: offerTags(ctx, ownOffer(ctx)) }),
    }),
    userRoute('POST', '/sale/offers/:offerId/tags', offersWrite, {
      handle(ctx) {
        const offer = ownOffer(ctx);
        const body = ctx.body as { tags?: unknown } | null;
        if (!body || typeof body !== 'object' || !Array.isArray(body.tags))
          throw badRequest('The field "tags" is required and must be a list.', 'tags');
        const ids = body.tags.map((t: unknown, i) => {
          const id = (t as { id?: unknown } | null)?.id;
          if (typeof id !== 'string' || id === '')
            throw badRequest(`tags[${i}].id is required.`, `tags[${i}].id`);
          return id;
        });
        if (new Set(ids).size !== ids.length)
          throw unprocessable(
            'A tag is listed twice.',
            'tags',
            'DUPLICATED_TAG',
            'Tag występuje na liście dwa razy.',
          );
        const tagging = taggingOf(world.store, seller(ctx));
        const unknown = ids.find((id) => !tagging.tags.some((t) => t.id === id));
        if (unknown !== undefined)
          throw fail(422, {
            code: 'TAG_NOT_FOUND',
            message: `Tag ${unknown} does not exist.`,
            path: 'tags',
            userMessage: {
              pl: 'Nie znaleziono tagu. Odśwież listę tagów i spróbuj ponownie.',
              en: 'The tag was not found. Refresh the list of tags and try again.',
            },
          });
        tagging.offerTags[offer.id] = ids;
        return { status: 200 };
      },
    }),
    userRoute('GET', '/sale/offer-variants', offersRead, {
      handle(ctx) {
        const { limit, offset } = ctx.query.page(SET_PAGE);
        const text = ctx.query.string('query')?.toLowerCase();
        const sets = taggingOf(world.store, seller(ctx)).variantSets.filter(
          (s) => !text || s.name.toLowerCase().includes(text) || s.offers.some((o) => o.id === text),
        );
        return json(200, {
          offerVariants: sets.slice(offset, offset + limit).map((s) => ({ id: s.id, name: s.name })),
          count: Math.min(limit, Math.max(0, sets.length - offset)),
          totalCount: sets.length,
        });
      },
    }),
    userRoute('GET', '/sale/offer-variants/:setId', offersRead, {
      handle(ctx) {
        const id = ctx.params.setId!;
        const set = taggingOf(world.store, seller(ctx)).variantSets.find((s) => s.id === id);
        if (!set) {
          const elsewhere = world.store
            .sellers()
            .some((s) => s.id !== ctx.userId && s.tagging?.variantSets.some((v) => v.id === id));
          if (elsewhere) throw accessDenied();
          throw notFound(`Variant set ${id}`);
        }
        return json(200, {
          id: set.id,
          name: set.name,
          parameters: set.parameters.map((p) => ({ id: p })),
          offers: set.offers.filter((o) => world.store.offer(o.id)?.status !== 'ENDED'),
        });
      },
    }),
  ];
}
