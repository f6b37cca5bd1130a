import { DAY, iso } from '../clock';
import { accessDenied, badRequest, notFound } from '../http/errors';
import { json, type Ctx, type Route } from '../http/route';
import { isObject } from '../offers/rules';
import type { Rating } from '../state/types';
import type { World } from '../world';

const REMOVAL_WINDOW = 14 * DAY;
const MEDIA = ['public.v1', 'beta.v1'];

function own(world: World, ctx: Ctx): Rating {
  const rating = world.store.rating(ctx.params.ratingId!);
  if (!rating) throw notFound(`Rating ${ctx.params.ratingId!}`);
  if (rating.sellerId !== ctx.userId) throw accessDenied();
  return rating;
}

function message(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 500) {
    throw badRequest(`${path} must be 1 to 500 characters`, path);
  }
  return value;
}

function view(r: Rating, beta: boolean, baseUrl: string, firstNegative: boolean) {
  const removal = {
    possibleTo: iso(r.createdAt + REMOVAL_WINDOW),
    request: r.removalRequest
      ? { createdAt: iso(r.removalRequest.createdAt), message: r.removalRequest.message, source: 'SELLER' }
      : null,
  };
  const order = {
    id: r.orderId,
    offers: r.offers.map((o) => ({
      id: o.id,
      title: o.title,
      snapshot: `${baseUrl}/demo-snapshots/${o.id}`,
    })),
  };
  const common = {
    id: r.id,
    buyer: r.buyer,
    createdAt: iso(r.createdAt),
    editedAt: r.editedAt === null ? null : iso(r.editedAt),
    lastChangedAt: iso(r.lastChangedAt),
    recommended: r.recommended,
    order,
    removal,
  };
  if (beta) {
    return {
      ...common,
      comment: r.comment === null ? null : { text: r.comment, language: 'pl-PL' },
      answer: r.answer
        ? { createdAt: iso(r.answer.createdAt), text: r.answer.message, language: 'pl-PL' }
        : null,
      exclusion: r.excludedFromAverageRates ? { reason: r.excludedFromAverageRatesReason } : null,
      justifications: [],
      firstNegativeReviewInLast30Days: firstNegative,
    };
  }
  return {
    ...common,
    comment: r.comment,
    rates: r.rates,
    answer: r.answer ? { createdAt: iso(r.answer.createdAt), message: r.answer.message } : null,
    excludedFromAverageRates: r.excludedFromAverageRates,
    excludedFromAverageRatesReason: r.excludedFromAverageRatesReason,
  };
}

/** GET /sale/user-ratings (newest change first) and one rating; answer; removal until `possibleTo` (14 days). */
export function ratingRoutes(world: World): Route[] {
  const scope = `${world.vendor}:api:ratings`;
  const isBeta = (ctx: Ctx) => ctx.mediaType.includes('.beta.');
  const firstNegativeIds = (sellerId: string) => {
    const since = world.clock.now() - 30 * DAY;
    const first = world.store
      .ratingsOf(sellerId)
      .filter((r) => !r.recommended && r.createdAt >= since)
      .sort((a, b) => a.createdAt - b.createdAt)[0];
    return first?.id;
  };
  return [
    {
      method: 'GET',
      path: '/sale/user-ratings',
      auth: 'user',
      scope,
      produces: MEDIA,
      handle(ctx) {
        const limit = ctx.query.int('limit', { min: 1, max: 100, def: 20 });
        const offset = ctx.query.int('offset', { min: 0, max: 20_000, def: 0 });
        const recommended = ctx.query.bool('recommended');
        const gte = ctx.query.date('lastChangedAt.gte');
        const lte = ctx.query.date('lastChangedAt.lte');
        const found = world.store
          .ratingsOf(ctx.userId)
          .filter(
            (r) =>
              (recommended === undefined || r.recommended === recommended) &&
              (gte === undefined || r.lastChangedAt >= gte) &&
              (lte === undefined || r.lastChangedAt <= lte),
          )
          .sort((a, b) => b.lastChangedAt - a.lastChangedAt || (a.id < b.id ? -1 : 1));
        const firstNegative = firstNegativeIds(ctx.userId);
        const ratings = found
          .slice(offset, offset + limit)
          .map((r) => view(r, isBeta(ctx), ctx.baseUrl, r.id === firstNegative));
        return json(200, { ratings });
      },
    },
    {
      method: 'GET',
      path: '/sale/user-ratings/:ratingId',
      auth: 'user',
      scope,
      produces: MEDIA,
      handle(ctx) {
        const rating = own(world, ctx);
        return json(200, view(rating, isBeta(ctx), ctx.baseUrl, rating.id === firstNegativeIds(ctx.userId)));
      },
    },
    {
      method: 'PUT',
      path: '/sale/user-ratings/:ratingId/answer',
      auth: 'user',
      scope,
      handle(ctx) {
        const rating = own(world, ctx);
        const text = message(isObject(ctx.body) ? ctx.body.message : undefined, 'message');
        const now = world.clock.now();
        rating.answer = { createdAt: now, message: text };
        rating.lastChangedAt = now;
        return json(201, { createdAt: iso(now), message: text });
      },
    },
    {
      method: 'PUT',
      path: '/sale/user-ratings/:ratingId/removal',
      auth: 'user',
      scope,
      handle(ctx) {
        const rating = own(world, ctx);
        const request = isObject(ctx.body) && isObject(ctx.body.request) ? ctx.body.request : {};
        const text = message(request.message, 'request.message');
        const now = world.clock.now();
        const possibleTo = rating.createdAt + REMOVAL_WINDOW;
        if (now > possibleTo) {
          throw badRequest(
            `The removal can be requested only until ${iso(possibleTo)}`,
            'removal.possibleTo',
            'REMOVAL_NOT_POSSIBLE',
          );
        }
        rating.removalRequest = { createdAt: now, message: text };
        rating.lastChangedAt = now;
        return json(201, {
          request: { createdAt: iso(now), message: text, source: 'SELLER' },
          possibleTo: iso(possibleTo),
        });
      },
    },
  ];
}
