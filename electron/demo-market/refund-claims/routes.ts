import { badRequest, fail, notFound, requireStatus, unprocessable } from '../http/errors';
import { json, userRoute, type Ctx, type Route } from '../http/route';
import type { LineItem, Order, Seller } from '../state/types';
import type { World } from '../world';
import { claimId, claimsOf } from './generate';
import { commissionFor, counts, refusal } from './rules';
import { CLAIM_STATUSES, type StoredClaim } from './types';
import { claimView } from './view';

const BASE = '/order/refund-claims';
/** marketplace-openapi.yaml: `limit` 1 to 100, default 25; `offset` from 0. */
const LIMIT = { min: 1, max: 100, def: 25 };

const notYours = () =>
  fail(403, {
    code: 'AccessDenied',
    message: 'Refund application does not belong to you',
    userMessage: { pl: 'Ten wniosek nie należy do Ciebie.', en: 'This refund application is not yours.' },
  });

/** The order (not merged away) and line item this seller sold under that id. */
function findItem(
  world: World,
  sellerId: string,
  lineItemId: string,
): { order: Order; item: LineItem } | null {
  for (const order of world.store.ordersOf(sellerId)) {
    if (order.mergedInto !== null) continue;
    const item = order.lineItems.find((li) => li.id === lineItemId);
    if (item) return { order, item };
  }
  return null;
}

/** The body of POST: `{ lineItem: { id }, quantity }`; a missing or malformed field is a 400. */
function readBody(body: unknown): { lineItemId: string; quantity: number } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const lineItem = (typeof b.lineItem === 'object' && b.lineItem !== null ? b.lineItem : {}) as Record<
    string,
    unknown
  >;
  if (typeof lineItem.id !== 'string' || lineItem.id === '')
    throw badRequest('lineItem.id is required', 'lineItem.id');
  if (typeof b.quantity !== 'number' || !Number.isInteger(b.quantity) || b.quantity < 1)
    throw badRequest('quantity must be an integer greater than zero', 'quantity');
  return { lineItemId: lineItem.id, quantity: b.quantity };
}

/** Commission refund claims: list (filters, paging, newest first), create, read, and DELETE which withdraws. */
export function refundClaimRoutes(world: World): Route[] {
  const read = `${world.vendor}:api:orders:read`;
  const write = `${world.vendor}:api:orders:write`;
  const seller = (ctx: Ctx): Seller => world.store.seller(ctx.userId)!;
  /** Another seller's claim answers 403 (the description's own answer), an unknown id 404. */
  const own = (ctx: Ctx): StoredClaim => {
    const id = ctx.params.claimId;
    const found = claimsOf(world, seller(ctx)).claims.find((c) => c.id === id);
    if (found) return found;
    const elsewhere = world.store
      .sellers()
      .some((s) => s.id !== ctx.userId && s.refundClaims?.claims.some((c) => c.id === id));
    if (elsewhere) throw notYours();
    throw notFound(`Refund application ${id}`);
  };
  return [
    userRoute('GET', BASE, read, {
      handle(ctx) {
        const limit = ctx.query.int('limit', LIMIT);
        const offset = ctx.query.int('offset', { min: 0, def: 0 });
        const status = ctx.query.string('status');
        if (status !== undefined && !(CLAIM_STATUSES as readonly string[]).includes(status))
          throw ctx.query.fail('status', `must be one of ${CLAIM_STATUSES.join(', ')}`);
        const offerId = ctx.query.string('lineItem.offer.id');
        const buyerId = ctx.query.string('buyer.id');
        const all = claimsOf(world, seller(ctx))
          .claims.filter(
            (c) =>
              (status === undefined || c.status === status) &&
              (offerId === undefined || c.offerId === offerId) &&
              (buyerId === undefined || c.buyerId === buyerId),
          )
          .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
        const page = all.slice(offset, offset + limit).map((c) => claimView(world, c));
        return json(200, { refundClaims: page, count: page.length });
      },
    }),
    userRoute('POST', BASE, write, {
      handle(ctx) {
        const { lineItemId, quantity } = readBody(ctx.body);
        const s = seller(ctx);
        const found = findItem(world, s.id, lineItemId);
        if (!found)
          throw unprocessable(
            'No purchase with this line item id',
            'lineItem.id',
            'VALIDATION_ERROR',
            'Nie znaleziono takiego zakupu.',
          );
        const { order, item } = found;
        if (quantity > item.quantity)
          throw unprocessable(
            `The quantity is more than the ${item.quantity} bought`,
            'quantity',
            'VALIDATION_ERROR',
            `Liczba sztuk jest większa niż kupione ${item.quantity}.`,
          );
        const why = refusal(order, item, world.clock.now());
        if (why) throw unprocessable(why.en, 'lineItem.id', 'REFUND_CLAIM_NOT_ALLOWED', why.pl);
        const mine = claimsOf(world, s);
        if (mine.claims.some((c) => c.lineItemId === lineItemId && counts(c)))
          throw unprocessable(
            'A refund application for this purchase already exists',
            'lineItem.id',
            'REFUND_CLAIM_ALREADY_EXISTS',
            'Wniosek o zwrot prowizji za ten zakup już istnieje.',
          );
        mine.seq++;
        const claim: StoredClaim = {
          id: claimId(s.id, mine.seq),
          status: 'IN_PROGRESS',
          type: 'MANUAL',
          quantity,
          commission: commissionFor(world, item, quantity),
          buyerId: order.buyer.id,
          orderId: order.id,
          lineItemId,
          offerId: item.offerId,
          createdAt: world.clock.now(),
        };
        mine.claims.push(claim);
        return json(201, { id: claim.id });
      },
    }),
    userRoute('GET', `${BASE}/:claimId`, read, {
      handle: (ctx) => json(200, claimView(world, own(ctx))),
    }),
    userRoute('DELETE', `${BASE}/:claimId`, write, {
      unversioned: true,
      handle(ctx) {
        // Only a claim still being processed can be withdrawn; a decided one stays as it was.
        const claim = requireStatus(own(ctx), 'IN_PROGRESS', {
          message: 'Refund application has already been processed',
          code: 'REFUND_CLAIM_PROCESSED',
          pl: 'Wniosek został już rozpatrzony i nie można go wycofać.',
        });
        claim.status = 'CANCELLED';
        return { status: 204 };
      },
    }),
  ];
}
