import type { Offer, Seller } from '../state/types';
import type { World } from '../world';
import type { StoredPromotion } from './types';

/** A stable id from the seller and a number, shaped as a UUID, so generated promotions keep their ids across runs. */
const fixedId = (sellerId: string, n: number): string => {
  const digits = `${sellerId.replace(/\D/g, '')}${n}`.padStart(12, '0').slice(-12);
  return `00000000-0000-4000-8000-${digits}`;
};

/**
 * The promotions a seller starts with: two multipacks, a cross multipack, two bundles, and (for a company) a
 * large-order discount and a wholesale price list, on the seller's first buy-now offers. Made on first use, not
 * with the shop, so the rest of the generated data (and its random streams) stays as it was.
 */
function generated(world: World, seller: Seller): StoredPromotion[] {
  const offers = world.store
    .offersOf(seller.id)
    .filter((o: Offer) => o.format === 'BUY_NOW')
    .slice(0, 9);
  if (offers.length < 9) return [];
  const at = world.clock.now() - 30 * 86_400_000;
  const entry = (o: Offer, first = false) => ({ id: o.id, quantity: 1, promotionEntryPoint: first });
  const promos: Omit<StoredPromotion, 'id' | 'status' | 'createdAt'>[] = [
    {
      type: 'MULTIPACK',
      benefit: { type: 'UNIT_PERCENTAGE_DISCOUNT', percentage: 20, forEachQuantity: 2, discountedNumber: 1 },
      criterion: { type: 'CONTAINS_OFFERS', offers: [entry(offers[0]!)] },
    },
    {
      type: 'MULTIPACK',
      benefit: { type: 'UNIT_PERCENTAGE_DISCOUNT', percentage: 100, forEachQuantity: 3, discountedNumber: 1 },
      criterion: { type: 'CONTAINS_OFFERS', offers: [entry(offers[1]!)] },
    },
    {
      type: 'CROSS_MULTIPACK',
      benefit: { type: 'UNIT_PERCENTAGE_DISCOUNT', percentage: 50, forEachQuantity: 3, discountedNumber: 1 },
      criterion: {
        type: 'CONTAINS_OFFERS',
        offers: [entry(offers[2]!), entry(offers[3]!), entry(offers[4]!)],
      },
    },
    {
      type: 'BUNDLE',
      benefit: { type: 'ORDER_FIXED_DISCOUNT', value: { amount: '10.00', currency: 'PLN' } },
      criterion: { type: 'CONTAINS_OFFERS', offers: [entry(offers[0]!, true), entry(offers[5]!)] },
    },
    {
      type: 'BUNDLE',
      benefit: { type: 'ORDER_FIXED_DISCOUNT', value: { amount: '25.00', currency: 'PLN' } },
      criterion: {
        type: 'CONTAINS_OFFERS',
        offers: [entry(offers[6]!, true), entry(offers[7]!), entry(offers[8]!)],
      },
    },
  ];
  if (seller.company) {
    promos.push(
      {
        type: 'LARGE_ORDER_DISCOUNT',
        benefit: {
          type: 'LARGE_ORDER_DISCOUNT',
          thresholds: [
            { lowerBound: { amount: '500.00', currency: 'PLN' }, percentage: '3' },
            { lowerBound: { amount: '1000.00', currency: 'PLN' }, percentage: '5' },
          ],
        },
        criterion: { type: 'ALL_OFFERS' },
      },
      {
        type: 'WHOLESALE_PRICE_LIST',
        benefit: {
          type: 'WHOLESALE_PRICE_LIST',
          name: 'Hurt: kartony',
          thresholds: [
            { lowerBound: 10, percentage: '5' },
            { lowerBound: 50, percentage: '10' },
          ],
        },
        criterion: { type: 'CONTAINS_OFFERS', offers: [entry(offers[2]!), entry(offers[3]!)] },
      },
    );
  }
  return promos.map((p, i) => ({
    ...p,
    id: fixedId(seller.id, i + 1),
    status: 'ACTIVE',
    createdAt: at + i * 3_600_000,
  }));
}

/** The seller's promotions, generated on first use and kept with the seller (saved with the state). */
export function promotionsOf(world: World, seller: Seller): StoredPromotion[] {
  seller.promotions ??= generated(world, seller);
  return seller.promotions;
}
