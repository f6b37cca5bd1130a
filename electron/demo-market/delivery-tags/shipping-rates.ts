import { deliveryMethods, type DeliveryMethod } from '../data/delivery';
import { accessDenied, notFound } from '../http/errors';
import { json, type Ctx, type Route } from '../http/route';
import type { Seller } from '../state/types';
import type { World } from '../world';

/** A 2026 date the rate lists were last changed; they are read only here. */
const LAST_MODIFIED = '2026-01-12T09:30:00.000Z';

const money = (amount: number) => ({ amount: amount.toFixed(2), currency: 'PLN' });

/**
 * The rates of a seller's list, derived from its place among the seller's lists: the first (the list most offers
 * use) has the parcel lockers, pick-up points and couriers up to 31.5 kg; the others the couriers and pallets.
 * Each rate keeps to the method's constraints (shipping/delivery-methods.ts).
 */
function ratesOf(index: number) {
  const fits = (m: DeliveryMethod) =>
    index === 0 ? m.kind !== 'SELF' && m.price[0] < 50 : m.kind === 'DOOR' || m.kind === 'SELF';
  return deliveryMethods.filter(fits).map((m, i) => ({
    deliveryMethod: { id: m.id },
    maxQuantityPerPackage: m.kind === 'APM' ? 5 : 10 + i,
    ...(m.kind === 'SELF'
      ? {}
      : { maxPackageWeight: { value: m.price[0] > 50 ? '300.000' : '25.000', unit: 'KILOGRAM' } }),
    firstItemRate: money(m.price[0] + index * 5),
    nextItemRate: money(0),
    ...(m.kind === 'DOOR' ? { shippingTime: { from: 'PT24H', to: index === 0 ? 'PT48H' : 'PT72H' } } : {}),
  }));
}

/** GET /sale/shipping-rates and /sale/shipping-rates/{id}: the seller's shipping rate lists (read only here). */
export function shippingRateRoutes(world: World): Route[] {
  const read = `${world.vendor}:api:sale:settings:read`;
  const seller = (ctx: Ctx): Seller => world.store.seller(ctx.userId)!;
  const marketplaces = [{ id: `${world.vendor}-pl` }];
  return [
    {
      method: 'GET',
      path: '/sale/shipping-rates',
      auth: 'user',
      scope: read,
      handle: (ctx) =>
        json(200, {
          shippingRates: seller(ctx).shippingRates.map((r) => ({
            id: r.id,
            name: r.name,
            features: { managedByAllegro: false, isFulfillment: false },
            marketplaces,
          })),
        }),
    },
    {
      method: 'GET',
      path: '/sale/shipping-rates/:id',
      auth: 'user',
      scope: read,
      handle(ctx) {
        const id = ctx.params.id!;
        const lists = seller(ctx).shippingRates;
        const index = lists.findIndex((r) => r.id === id);
        if (index < 0) {
          if (world.store.sellers().some((s) => s.shippingRates.some((r) => r.id === id)))
            throw accessDenied();
          throw notFound(`Shipping rates ${id}`);
        }
        return json(200, {
          id,
          name: lists[index]!.name,
          rates: ratesOf(index),
          lastModified: LAST_MODIFIED,
        });
      },
    },
  ];
}
