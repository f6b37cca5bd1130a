import { notFound, requireStatus, unprocessable } from '../http/errors';
import { json, userRoute, type Ctx, type Route } from '../http/route';
import type { Seller } from '../state/types';
import type { World } from '../world';
import { promotionsOf } from './generate';
import { readBenefit, readCriterion, requestBody, typeOf } from './rules';
import type { PromotionType, StoredPromotion } from './types';
import { promotionView } from './view';

const BASE = '/sale/loyalty/promotions';
const TYPES: readonly PromotionType[] = [
  'BUNDLE',
  'MULTIPACK',
  'CROSS_MULTIPACK',
  'LARGE_ORDER_DISCOUNT',
  'WHOLESALE_PRICE_LIST',
];

/** Document 2, Limits: `limit` 1 to 5000, `offset` 0 to 49999, and the two together at most 50000; else 422. */
const LIMIT = { min: 1, max: 5000, def: 50 };
const OFFSET = { min: 0, max: 49999, def: 0 };

const covers = (p: StoredPromotion, offerId: string) =>
  p.criterion.type === 'CONTAINS_OFFERS' && p.criterion.offers.some((o) => o.id === offerId);

/** The seller's promotions (document 2): list by type, create, read, replace, and DELETE which deactivates. */
export function promotionRoutes(world: World): Route[] {
  const read = `${world.vendor}:api:sale:offers:read`;
  const write = `${world.vendor}:api:sale:offers:write`;
  const seller = (ctx: Ctx): Seller => world.store.seller(ctx.userId)!;
  /** Another seller's promotion answers 404 like an unknown one: document 2 lists no 403 for reads. */
  const own = (ctx: Ctx): StoredPromotion => {
    const found = promotionsOf(world, seller(ctx)).find((p) => p.id === ctx.params.promotionId);
    if (!found) throw notFound(`Promotion ${ctx.params.promotionId}`);
    return found;
  };
  return [
    userRoute('GET', BASE, read, {
      handle(ctx) {
        const type = ctx.query.string('promotionType');
        if (type === undefined || !(TYPES as readonly string[]).includes(type)) {
          throw ctx.query.fail('promotionType', `must be one of ${TYPES.join(', ')}`);
        }
        const q = ctx.query.withStatus(422);
        const limit = q.int('limit', LIMIT);
        const offset = q.int('offset', OFFSET);
        if (limit + offset > 50000)
          throw unprocessable('The sum of limit and offset must be at most 50000', 'limit');
        const offerId = ctx.query.string('offer.id');
        const all = promotionsOf(world, seller(ctx)).filter(
          (p) => p.status === 'ACTIVE' && p.type === type && (offerId === undefined || covers(p, offerId)),
        );
        return json(200, {
          promotions: all.slice(offset, offset + limit).map(promotionView),
          totalCount: all.length,
        });
      },
    }),
    userRoute('POST', BASE, write, {
      handle(ctx) {
        const body = requestBody(ctx.body);
        const s = seller(ctx);
        const benefit = readBenefit(body, s);
        if (benefit.type === 'ORDER_FIXED_DISCOUNT') {
          throw unprocessable(
            'Bundles are created on the marketplace’s pages',
            'benefits[0].specification.type',
            'VALIDATION_ERROR',
            'Zestawy tworzy się na stronach serwisu.',
          );
        }
        const criterion = readCriterion(world, body, s.id);
        const type = typeOf(benefit, criterion);
        const list = promotionsOf(world, s);
        if (type === 'LARGE_ORDER_DISCOUNT' && list.some((p) => p.status === 'ACTIVE' && p.type === type)) {
          throw unprocessable(
            'Only one large-order discount may be active',
            'benefits',
            'VALIDATION_ERROR',
            'Może być aktywny tylko jeden rabat na duże zamówienia.',
          );
        }
        const created: StoredPromotion = {
          id: world.random.uuid(),
          type,
          status: 'ACTIVE',
          createdAt: world.clock.now(),
          benefit,
          criterion,
        };
        list.push(created);
        return json(201, promotionView(created));
      },
    }),
    userRoute('GET', `${BASE}/:promotionId`, read, {
      handle: (ctx) => json(200, promotionView(own(ctx))),
    }),
    userRoute('PUT', `${BASE}/:promotionId`, write, {
      handle(ctx) {
        const current = requireStatus(own(ctx), 'ACTIVE', {
          message: 'An ended promotion cannot be changed',
          code: 'VALIDATION_ERROR',
          pl: 'Zakończonej promocji nie można zmienić.',
        });
        const body = requestBody(ctx.body);
        const benefit = readBenefit(body, seller(ctx));
        const criterion = readCriterion(world, body, ctx.userId);
        const type = typeOf(benefit, criterion);
        if (type !== current.type)
          throw unprocessable('A promotion keeps its type', 'benefits[0].specification.type');
        // Document 2: in a bundle only the discount changes, never the offers it contains.
        if (type === 'BUNDLE' && JSON.stringify(criterion) !== JSON.stringify(current.criterion)) {
          throw unprocessable(
            'The offers of a bundle cannot be changed',
            'offerCriteria',
            'VALIDATION_ERROR',
            'Nie można zmienić ofert w zestawie.',
          );
        }
        Object.assign(current, { benefit, criterion });
        return json(200, promotionView(current));
      },
    }),
    userRoute('DELETE', `${BASE}/:promotionId`, write, {
      unversioned: true,
      handle(ctx) {
        own(ctx).status = 'INACTIVE';
        return { status: 204 };
      },
    }),
  ];
}
