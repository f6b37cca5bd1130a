import fc from 'fast-check';
import type { MarketClient } from '../../electron/core/market/client';
import { MAIN_SELLER_ID, type DemoMarket } from '../../electron/demo-market';

/** One step of background activity on the demo marketplace; `pick` chooses among the candidates. */
export type Activity =
  | { kind: 'order'; stage: 'BOUGHT' | 'FILLED_IN' | 'READY_FOR_PROCESSING' }
  | { kind: 'fillIn'; pick: number }
  | { kind: 'pay'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'merge'; pick: number; syncBetween: boolean }
  | { kind: 'fulfillment'; pick: number; status: 'PROCESSING' | 'READY_FOR_SHIPMENT' | 'SENT' }
  | { kind: 'waybill'; pick: number }
  | { kind: 'price'; pick: number; cents: number }
  | { kind: 'stock'; pick: number; stock: number }
  | { kind: 'answer'; pick: number }
  | { kind: 'time'; seconds: number }
  /** Steps of the demo marketplace's own background activity (purchases, payments, merges, ratings...). */
  | { kind: 'market'; steps: number }
  | { kind: 'sync' };

const pick = fc.nat({ max: 10_000 });

export const activityArb: fc.Arbitrary<Activity> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      stage: fc.constantFrom('BOUGHT', 'FILLED_IN', 'READY_FOR_PROCESSING'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('fillIn' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('merge' as const), pick, syncBetween: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fulfillment' as const),
      pick,
      status: fc.constantFrom('PROCESSING', 'READY_FOR_SHIPMENT', 'SENT'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('waybill' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('price' as const),
      pick,
      cents: fc.integer({ min: 100, max: 99_999 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('stock' as const),
      pick,
      stock: fc.integer({ min: 0, max: 40 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('answer' as const), pick }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('time' as const), seconds: fc.integer({ min: 1, max: 600 }) }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'sync' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('market' as const), steps: fc.integer({ min: 1, max: 8 }) }),
  },
);

const choose = <T>(items: T[], n: number): T | undefined =>
  items.length === 0 ? undefined : items[n % items.length];

/**
 * Applies one activity the way a buyer, the seller elsewhere (the marketplace's web pages) or time would. Offer
 * edits go through the marketplace API (`seller`), everything a buyer does through the control interface.
 * A merge happens in two parts: the two purchases now, and the merge in the returned continuation (the caller may
 * sync in between, so the cache holds the orders that get merged away). `sync` is left to the caller.
 */
export async function applyActivity(
  market: DemoMarket,
  seller: MarketClient,
  step: Activity,
): Promise<(() => void) | null> {
  const c = market.control;
  const orders = () => c.orders({ sellerId: MAIN_SELLER_ID });
  switch (step.kind) {
    case 'order':
      c.addOrder({ stage: step.stage });
      return null;
    case 'fillIn': {
      const order = choose(
        orders().filter((o) => o.status === 'BOUGHT'),
        step.pick,
      );
      if (order) c.fillInOrder({ orderId: order.id });
      return null;
    }
    case 'pay': {
      const order = choose(
        orders().filter((o) => o.status === 'BOUGHT' || o.status === 'FILLED_IN'),
        step.pick,
      );
      if (order) c.payOrder({ orderId: order.id });
      return null;
    }
    case 'cancel': {
      const order = choose(
        orders().filter((o) => o.status !== 'CANCELLED'),
        step.pick,
      );
      if (order) c.cancelOrder({ orderId: order.id, by: step.pick % 2 === 0 ? 'BUYER' : 'AUTO' });
      return null;
    }
    case 'merge': {
      const first = c.addOrder({ stage: 'BOUGHT' });
      const second = c.addOrder({ stage: 'FILLED_IN', sameBuyerAs: first.id });
      return () => void c.mergeOrders({ orderIds: [first.id, second.id] });
    }
    case 'fulfillment': {
      const order = choose(
        orders().filter((o) => o.status === 'READY_FOR_PROCESSING'),
        step.pick,
      );
      if (order) c.setFulfillmentStatus({ orderId: order.id, status: step.status });
      return null;
    }
    case 'waybill': {
      const order = choose(
        orders().filter((o) => o.status === 'READY_FOR_PROCESSING'),
        step.pick,
      );
      if (!order) return null;
      await seller.request({
        method: 'POST',
        path: `/order/checkout-forms/${order.id}/shipments`,
        body: {
          carrierId: 'INPOST',
          waybill: `6${String(step.pick).padStart(9, '0')}${order.id.slice(0, 4)}`,
        },
      });
      return null;
    }
    case 'price':
    case 'stock': {
      // Only active offers: changes to drafts and ended offers never reach the journal (the re-list catches them).
      const offer = choose(
        c
          .offers({ sellerId: MAIN_SELLER_ID })
          .filter((o) => o.status === 'ACTIVE' && !o.hidden && !o.processing),
        step.pick,
      );
      if (!offer) return null;
      const body =
        step.kind === 'price'
          ? { sellingMode: { price: { amount: (step.cents / 100).toFixed(2), currency: 'PLN' } } }
          : { stock: { available: step.stock } };
      await seller.request({ method: 'PATCH', path: `/sale/product-offers/${offer.id}`, body });
      return null;
    }
    case 'answer': {
      const rating = choose(
        c.ratings({ sellerId: MAIN_SELLER_ID }).filter((r) => r.answer === null),
        step.pick,
      );
      if (!rating) return null;
      await seller.request({
        method: 'PUT',
        path: `/sale/user-ratings/${rating.id}/answer`,
        body: { message: 'Dziękujemy za zakupy!' },
        idempotent: true,
      });
      return null;
    }
    case 'time':
      c.advanceClock({ seconds: step.seconds });
      return null;
    case 'market':
      c.runActivity({ steps: step.steps });
      return null;
    case 'sync':
      return null;
  }
}
