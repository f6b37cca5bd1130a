import type { Order } from '../state/order-types';
import type { Seller } from '../state/types';
import { waybillFor } from '../data/waybills';
import { streamFor } from '../random';
import type { World } from '../world';
import { as2026 } from './generate-2026';
import type { ReturnStatus, SellerReturns, StoredReturn } from './types';

const DAY = 86_400_000;
/** At most this many generated returns per seller: enough to try every screen, cheap to sync. */
const MAX_RETURNS = 6;
const reasons = ['MISTAKE', 'DAMAGED', 'NOT_AS_DESCRIBED', 'DONT_LIKE_IT', 'TOO_SMALL', 'DIFFERENT'] as const;
const comments: Record<(typeof reasons)[number], string> = {
  MISTAKE: 'Kupione przez pomyłkę',
  DAMAGED: 'Przyszło uszkodzone',
  NOT_AS_DESCRIBED: 'Nie zgadza się z opisem',
  DONT_LIKE_IT: 'Jednak mi się nie podoba',
  TOO_SMALL: 'Za mały rozmiar',
  DIFFERENT: 'Inny kolor niż na zdjęciu',
};
/** The first two returns are on their way or delivered, so each seller has returns that can be rejected. */
const statusOrder: ReturnStatus[] = [
  'DELIVERED',
  'IN_TRANSIT',
  'CREATED',
  'FINISHED',
  'DELIVERED',
  'REJECTED',
];

const sentAndPaid = (o: Order) =>
  (o.fulfillment === 'SENT' || o.fulfillment === 'PICKED_UP') &&
  o.payment.finishedAt !== null &&
  o.mergedInto === null;

/**
 * A handful of returns of the seller's sent and paid orders, each with some of its items, the buyer's reason and
 * the parcel coming back. Drawn from a stream of their own (seeded by the world's seed and the seller), made the
 * first time they are asked for, so the rest of the generated data stays exactly as it was.
 */
function generated(world: World, seed: number, seller: Seller): SellerReturns {
  const random = streamFor(seed, `customer-returns:${seller.id}`);
  const now = world.clock.now();
  const orders = world.store
    .ordersOf(seller.id)
    .filter(sentAndPaid)
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id))
    .slice(-MAX_RETURNS * 2)
    .filter((_, i) => i % 2 === 0)
    .slice(0, MAX_RETURNS);
  const returns = orders.map((order, i): StoredReturn => {
    const createdAt = Math.min(now - (MAX_RETURNS - i) * 3_600_000, order.createdAt + random.int(2, 6) * DAY);
    const count = random.int(1, Math.min(2, order.lineItems.length));
    const items = order.lineItems.slice(0, count).map((li) => {
      const reason = random.pick(reasons);
      return {
        offerId: li.offerId,
        lineItemId: li.id,
        quantity: random.int(1, li.quantity),
        name: li.offerName,
        price: li.price,
        reason: { type: reason, userComment: random.chance(0.7) ? comments[reason] : null },
      };
    });
    const status = statusOrder[i % statusOrder.length]!;
    const carrierId = random.pick(['INPOST', 'DPD', 'ALLEGRO'] as const);
    return {
      id: random.uuid(),
      orderId: order.id,
      createdAt,
      referenceNumber: `${String(random.int(1000, 9999))}/Z${String(i + 1).padStart(2, '0')}`,
      buyer: { email: order.buyer.email, login: order.buyer.login },
      items,
      parcels:
        status === 'CREATED'
          ? []
          : [
              {
                createdAt: Math.min(now, createdAt + 3_600_000),
                waybill: waybillFor(carrierId, random.int(100_000, 999_999)),
                carrierId,
                phoneNumber: order.buyer.phone,
              },
            ],
      status,
      rejection:
        status === 'REJECTED'
          ? { code: 'ITEM_FIXED', reason: null, createdAt: Math.min(now, createdAt + 2 * 3_600_000) }
          : null,
    };
  });
  return { returns, refunds: [] };
}

/** The seller's returns and refunds, generated on first use and kept with the seller (saved with the state). */
export function returnsOf(world: World, seed: number, seller: Seller): SellerReturns {
  seller.returns ??=
    world.api === '2026' ? as2026(generated(world, seed, seller)) : generated(world, seed, seller);
  return seller.returns;
}
