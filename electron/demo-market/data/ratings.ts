import { DAY, HOUR } from '../clock';
import type { Random } from '../random';
import type { StoreData } from '../state/store';
import type { Order, Seller } from '../state/types';
import { ratingComments } from './people';

/** Ratings buyers left on delivered orders; a few answered, edited or excluded from the averages. */
export function generateRatings(
  data: StoreData,
  opts: { r: Random; seller: Seller; count: number; anchor: number; orders: Order[] },
) {
  const { r, seller, anchor } = opts;
  const rateable = opts.orders.filter(
    (o) => o.status === 'READY_FOR_PROCESSING' && !o.mergedInto && anchor - o.createdAt > 2 * DAY,
  );
  if (rateable.length === 0) return;
  const picked = r.shuffle([...rateable]).slice(0, opts.count);
  picked.sort((a, b) => a.createdAt - b.createdAt);
  for (const order of picked) {
    const recommended = r.chance(0.92);
    const createdAt = Math.min(anchor - HOUR, order.createdAt + r.int(48, 240) * HOUR);
    const edited = r.chance(0.05) ? Math.min(anchor - HOUR, createdAt + r.int(1, 72) * HOUR) : null;
    const good = () => r.int(4, 5);
    const bad = () => r.int(1, 3);
    const answered = r.chance(recommended ? 0.15 : 0.6);
    const excluded = r.chance(0.02);
    data.ratings.push({
      id: r.uuid(),
      sellerId: seller.id,
      createdAt,
      editedAt: edited,
      lastChangedAt: edited ?? createdAt,
      recommended,
      buyer: { id: order.buyer.id, login: order.buyer.login },
      comment: r.chance(0.8) ? r.pick(recommended ? ratingComments.positive : ratingComments.negative) : null,
      rates: recommended
        ? { delivery: good(), deliveryCost: good(), description: good(), service: good() }
        : { delivery: bad(), deliveryCost: r.int(2, 5), description: bad(), service: bad() },
      answer: answered
        ? {
            createdAt: Math.min(anchor - 1000, createdAt + r.int(1, 48) * HOUR),
            message: recommended
              ? 'Dziękujemy i zapraszamy ponownie!'
              : 'Przepraszamy, prosimy o kontakt, wyjaśnimy sprawę.',
          }
        : null,
      removalRequest: null,
      orderId: order.id,
      offers: order.lineItems.map((li) => ({ id: li.offerId, title: li.offerName })),
      excludedFromAverageRates: excluded,
      excludedFromAverageRatesReason: excluded ? 'ORDER_CANCELLED_OR_RETURNED' : null,
    });
  }
}
