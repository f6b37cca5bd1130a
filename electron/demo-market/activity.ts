import { DAY, HOUR } from './clock';
import { ratingComments } from './data/people';
import { setPrice, setStock } from './offers/lifecycle';
import { cancel, mergeOrders, pay, placeOrder, type Stage } from './orders/lifecycle';
import type { Order } from './state/types';
import type { World } from './world';

type Action = 'order' | 'payment' | 'cancellation' | 'merge' | 'stock' | 'price' | 'rating';

const ACTIONS: [Action, number][] = [
  ['order', 40],
  ['payment', 20],
  ['cancellation', 8],
  ['merge', 4],
  ['stock', 12],
  ['price', 8],
  ['rating', 8],
];

function unpaid(world: World, sellerId: string): Order[] {
  return world.store
    .ordersOf(sellerId)
    .filter((o) => !o.mergedInto && (o.status === 'BOUGHT' || o.status === 'FILLED_IN'));
}

/**
 * One step of life in the main demo shop: a new purchase, a payment, a cancellation, a buyer merging
 * purchases, a stock or price change, or a new rating. Returns what happened, for tests and logs.
 */
export function activityStep(world: World, sellerId: string): string {
  const r = world.random;
  const action = r.weighted(ACTIONS);
  const now = world.clock.now();
  try {
    switch (action) {
      case 'order': {
        const stage = r.weighted<Stage>([
          ['BOUGHT', 30],
          ['FILLED_IN', 20],
          ['READY_FOR_PROCESSING', 50],
        ]);
        return `order ${placeOrder(world, { sellerId, stage }).id} ${stage}`;
      }
      case 'payment': {
        const pending = unpaid(world, sellerId);
        if (pending.length === 0) return 'nothing to pay';
        const order = r.pick(pending);
        pay(world, order);
        return `payment ${order.id}`;
      }
      case 'cancellation': {
        const pending = unpaid(world, sellerId);
        if (pending.length === 0) return 'nothing to cancel';
        const order = r.pick(pending);
        const auto = now - order.createdAt > 3 * DAY;
        cancel(world, order, auto ? 'AUTO' : 'BUYER');
        return `cancellation ${order.id} ${auto ? 'AUTO' : 'BUYER'}`;
      }
      case 'merge': {
        const pending = unpaid(world, sellerId).filter((o) => now - o.createdAt < HOUR * 48);
        if (pending.length === 0) return 'nothing to merge';
        const first = r.pick(pending);
        const second = placeOrder(world, { sellerId, stage: 'BOUGHT', buyer: first.buyer });
        return `merge ${mergeOrders(world, [first.id, second.id]).id} of ${first.id} and ${second.id}`;
      }
      case 'stock':
      case 'price': {
        const active = world.store
          .offersOf(sellerId)
          .filter((o) => o.status === 'ACTIVE' && o.format === 'BUY_NOW');
        if (active.length === 0) return 'no active offer';
        const offer = r.pick(active);
        if (action === 'stock') setStock(world, offer, Math.max(1, offer.stock + r.int(-3, 20)));
        else setPrice(world, offer, (Number(offer.price) * (1 + r.int(-10, 10) / 100)).toFixed(2));
        return `${action} ${offer.id}`;
      }
      case 'rating': {
        const rated = new Set(world.store.ratingsOf(sellerId).map((x) => x.orderId));
        const candidates = world.store
          .ordersOf(sellerId)
          .filter((o) => o.status === 'READY_FOR_PROCESSING' && !o.mergedInto && !rated.has(o.id));
        if (candidates.length === 0) return 'nothing to rate';
        const order = r.pick(candidates);
        const recommended = r.chance(0.9);
        const rate = () => (recommended ? r.int(4, 5) : r.int(1, 3));
        world.store.addRating({
          id: r.uuid(),
          sellerId,
          createdAt: now,
          editedAt: null,
          lastChangedAt: now,
          recommended,
          buyer: { id: order.buyer.id, login: order.buyer.login },
          comment: r.pick(recommended ? ratingComments.positive : ratingComments.negative),
          rates: { delivery: rate(), deliveryCost: rate(), description: rate(), service: rate() },
          answer: null,
          removalRequest: null,
          orderId: order.id,
          offers: order.lineItems.map((li) => ({ id: li.offerId, title: li.offerName })),
          excludedFromAverageRates: false,
          excludedFromAverageRatesReason: null,
        });
        return `rating for ${order.id}`;
      }
    }
  } catch (error) {
    return `skipped ${action}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Background activity on the marketplace clock: one step every `seconds`, while it is switched on. */
export function registerActivity(
  world: World,
  sellerId: string,
  state: { seconds: number | null },
): { start(): void } {
  world.scheduler.register('activity', (_ref, at) => {
    if (state.seconds === null) return;
    activityStep(world, sellerId);
    world.scheduler.schedule(at + state.seconds * 1000, 'activity', '');
  });
  return {
    start() {
      world.scheduler.cancel('activity', '');
      if (state.seconds !== null)
        world.scheduler.schedule(world.clock.now() + state.seconds * 1000, 'activity', '');
    },
  };
}
