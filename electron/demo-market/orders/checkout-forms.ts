import { accessDenied, notFound } from '../http/errors';
import { json, type Ctx, type Route } from '../http/route';
import type { Order } from '../state/types';
import type { World } from '../world';
import { boughtAtOf, checkoutFormView, lineItemsSent } from './view';

const STATUSES = ['BOUGHT', 'FILLED_IN', 'READY_FOR_PROCESSING', 'CANCELLED'] as const;
export const FULFILLMENT_STATUSES = [
  'NEW',
  'PROCESSING',
  'READY_FOR_SHIPMENT',
  'READY_FOR_PICKUP',
  'SENT',
  'PICKED_UP',
  'CANCELLED',
  'SUSPENDED',
  'RETURNED',
] as const;
const SORTS = ['lineItems.boughtAt', '-lineItems.boughtAt', 'updatedAt', '-updatedAt'] as const;

/** An order the seller may read: 404 when unknown or merged away, 403 when another seller's. */
export function ownOrder(world: World, ctx: Ctx, id: string): Order {
  const order = world.store.order(id);
  if (!order || order.mergedInto || order.unlisted) throw notFound(`Checkout form ${id}`);
  if (order.sellerId !== ctx.userId) throw accessDenied();
  return order;
}

function filterOf(ctx: Ctx, vendor: string): (o: Order) => boolean {
  const q = ctx.query;
  const statuses = new Set<string>(q.allOf('status', STATUSES));
  const fulfillment = new Set<string>(q.allOf('fulfillment.status', FULFILLMENT_STATUSES));
  const provider = q.oneOf('fulfillment.provider.id', ['SELLER', 'ALLEGRO']);
  const sent = q.oneOf('fulfillment.shipmentSummary.lineItemsSent', ['NONE', 'SOME', 'ALL']);
  const boughtGte = q.date('lineItems.boughtAt.gte');
  const boughtLte = q.date('lineItems.boughtAt.lte');
  const updatedGte = q.date('updatedAt.gte');
  const updatedLte = q.date('updatedAt.lte');
  const paymentId = q.string('payment.id');
  const surchargeId = q.string('surcharges.id');
  const methodId = q.string('delivery.method.id');
  const login = q.string('buyer.login');
  const marketplace = q.string('marketplace.id');
  return (o) => {
    if (statuses.size > 0 && !statuses.has(o.status)) return false;
    if (fulfillment.size > 0 && !fulfillment.has(o.fulfillment)) return false;
    if (provider !== undefined && o.provider !== provider) return false;
    if (sent !== undefined && lineItemsSent(o) !== sent) return false;
    const bought = boughtAtOf(o);
    if (boughtGte !== undefined && bought < boughtGte) return false;
    if (boughtLte !== undefined && bought > boughtLte) return false;
    if (updatedGte !== undefined && o.updatedAt < updatedGte) return false;
    if (updatedLte !== undefined && o.updatedAt > updatedLte) return false;
    if (paymentId !== undefined && o.payment.id !== paymentId) return false;
    if (surchargeId !== undefined) return false;
    if (methodId !== undefined && o.delivery.methodId !== methodId) return false;
    if (login !== undefined && o.buyer.login !== login) return false;
    if (marketplace !== undefined && marketplace !== `${vendor}-pl`) return false;
    return true;
  };
}

/** GET /order/checkout-forms (filters, sort, limit 100) and GET /order/checkout-forms/{id}. */
export function checkoutFormRoutes(world: World): Route[] {
  const read = `${world.vendor}:api:orders:read`;
  return [
    {
      method: 'GET',
      path: '/order/checkout-forms',
      auth: 'user',
      scope: read,
      leaky: true,
      handle(ctx) {
        const paging = ctx.query.withStatus(422);
        const limit = paging.int('limit', { min: 1, max: 100, def: 100 });
        const offset = paging.int('offset', { min: 0, def: 0 });
        const sort = ctx.query.oneOf('sort', SORTS) ?? '-lineItems.boughtAt';
        const match = filterOf(ctx, world.vendor);
        const found = world.store
          .ordersOf(ctx.userId)
          .filter((o) => !o.mergedInto && !o.unlisted && match(o));
        const key = sort.endsWith('updatedAt') ? (o: Order) => o.updatedAt : boughtAtOf;
        const sign = sort.startsWith('-') ? -1 : 1;
        found.sort((a, b) => sign * (key(a) - key(b)) || (a.id < b.id ? -1 : 1));
        const page = found
          .slice(offset, offset + limit)
          .map((o) => checkoutFormView(o, world.vendor, world.api));
        return json(200, { checkoutForms: page, count: page.length, totalCount: found.length });
      },
    },
    {
      method: 'GET',
      path: '/order/checkout-forms/:id',
      auth: 'user',
      scope: read,
      leaky: true,
      handle: (ctx) =>
        json(200, checkoutFormView(ownOrder(world, ctx, ctx.params.id!), world.vendor, world.api)),
    },
  ];
}
