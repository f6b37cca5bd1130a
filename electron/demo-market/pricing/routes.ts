import { iso } from '../clock';
import { badRequest, offerAccessDenied, unprocessable } from '../http/errors';
import { json, type Ctx, type Route } from '../http/route';
import { isGone } from '../offers/lifecycle';
import { isObject, parseMoney, text } from '../offers/rules';
import type { Offer } from '../state/types';
import type { World } from '../world';
import {
  commissionOn,
  CYCLE_DURATION,
  feeName,
  knownCategory,
  listingFeeFor,
  nextChargeAt,
  promotionsOf,
} from './fee-model';

/** Document 2, Limits: at most 20 offer numbers a call. */
export const QUOTE_IDS_MAX = 20;

const pln = (amount: string) => ({ amount, currency: 'PLN' });

/** The `offer` of a fee preview: its category and price decide the fees (a syntax error is 400, a broken rule 422). */
function previewOf(ctx: Ctx) {
  if (!isObject(ctx.body) || !isObject(ctx.body.offer))
    throw badRequest('The body must hold an offer object', 'offer');
  const offer = ctx.body.offer;
  const category = isObject(offer.category) ? text(offer.category.id) : '';
  if (category === '')
    throw unprocessable(
      'offer.category.id is required',
      'offer.category.id',
      'VALIDATION_ERROR',
      'Wybierz kategorię oferty.',
    );
  if (!knownCategory(category)) {
    throw unprocessable(
      `Category ${category} does not take offers`,
      'offer.category.id',
      'VALIDATION_ERROR',
      'W tej kategorii nie można wystawić oferty.',
    );
  }
  const selling = isObject(offer.sellingMode) ? offer.sellingMode : {};
  const format = text(selling.format, 'BUY_NOW');
  const priceField =
    format === 'AUCTION' && (selling.price === undefined || selling.price === null)
      ? 'startingPrice'
      : 'price';
  const amount = parseMoney(selling[priceField], `offer.sellingMode.${priceField}`);
  return { category, format, price: Number(amount) };
}

/** The running fees of one offer: the listing fee while it is listed, and the promotion options bought for it. */
function quotesOf(offer: Offer, ctx: Ctx, now: number) {
  const running = offer.status === 'ACTIVE' && offer.startedAt !== null;
  const nextDate = iso(nextChargeAt(offer.startedAt ?? now, now));
  const listing = { type: 'LISTING', fee: listingFeeFor(Number(offer.price)) };
  return [listing, ...promotionsOf(offer)].map((q) => ({
    type: q.type,
    name: feeName(q.type, ctx.lang),
    nextDate,
    fee: pln(q.fee),
    offer: { id: offer.id },
    enabled: running,
  }));
}

/**
 * Document 2's fee operations: the preview of an offer being edited (commissions and quotes computed from its
 * category and price, in a fixed and plausible way), and the running quotes of up to 20 of the seller's offers.
 */
export function pricingRoutes(world: World): Route[] {
  return [
    {
      method: 'POST',
      path: '/pricing/offer-fee-preview',
      auth: 'user',
      scope: `${world.vendor}:api:sale:offers:read`,
      limit: 'feePreview',
      handle(ctx) {
        const p = previewOf(ctx);
        return json(200, {
          commissions: [
            {
              type: 'commissionFee',
              name: feeName('commissionFee', ctx.lang),
              fee: pln(commissionOn(p.category, p.price, p.format)),
            },
          ],
          quotes: [
            {
              type: 'listingFee',
              name: feeName('listingFee', ctx.lang),
              fee: pln(listingFeeFor(p.price)),
              cycleDuration: CYCLE_DURATION,
            },
          ],
        });
      },
    },
    {
      method: 'GET',
      path: '/pricing/offer-quotes',
      auth: 'user',
      scope: `${world.vendor}:api:sale:offers:read`,
      handle(ctx) {
        // Repeated (`offer.id=1&offer.id=2`) or comma-separated (`offer.id=1,2`): both are read.
        const ids = [
          ...new Set(
            ctx.query
              .all('offer.id')
              .flatMap((v) => v.split(','))
              .map((v) => v.trim())
              .filter(Boolean),
          ),
        ];
        if (ids.length === 0) throw badRequest('offer.id is required', 'offer.id');
        if (ids.length > QUOTE_IDS_MAX)
          throw badRequest(`At most ${QUOTE_IDS_MAX} offer ids are allowed`, 'offer.id');
        const bad = ids.find((id) => !/^\d{1,20}$/.test(id));
        if (bad !== undefined) throw badRequest(`Invalid offer id format: ${bad}`, 'offer.id');
        const now = world.clock.now();
        const offers = ids
          .map((id) => world.store.offer(id))
          .filter((o): o is Offer => o !== undefined && !isGone(o, now));
        if (offers.some((o) => o.sellerId !== ctx.userId)) throw offerAccessDenied();
        const quotes = offers.flatMap((o) => quotesOf(o, ctx, now));
        return json(200, { count: quotes.length, quotes });
      },
    },
  ];
}
