import { iso } from '../clock';
import { MAIN_SELLER_ID } from '../data/sellers';
import { appendOrderEvent, ORDER_EVENT_TYPES } from '../orders/journal';
import { revisionOf } from '../orders/view';
import {
  cancel,
  fillIn,
  mergeOrders,
  pay,
  placeOrder,
  setFulfillment,
  type Stage,
} from '../orders/lifecycle';
import type { FulfillmentStatus, Order } from '../state/types';
import type { MarketSettings, World } from '../world';
import { pick } from '../http/pick';

function summary(order: Order) {
  return {
    ...pick(order, 'id', 'sellerId', 'status', 'fulfillment'),
    revision: revisionOf(order),
    updatedAt: iso(order.updatedAt),
    mergedInto: order.mergedInto,
    buyer: pick(order.buyer, 'id', 'login', 'email'),
    lineItems: order.lineItems.map((li) => pick(li, 'id', 'offerId', 'quantity')),
    waybills: order.shipments.map((s) => s.waybill),
  };
}

/** Orders and their journal: add orders, payments, cancellations, merges and events; read them back. */
export function orderControl(world: World) {
  const { store } = world;
  const find = (id: string) => {
    const order = store.order(id);
    if (!order) throw new Error(`no order ${id}`);
    return order;
  };
  return {
    /** A new purchase now; `stage` says how far the buyer got (default BOUGHT). */
    addOrder(
      args: {
        sellerId?: string;
        offers?: { offerId: string; quantity: number }[];
        stage?: Stage;
        methodId?: string;
        paymentType?: Order['payment']['type'];
        /** The buyer of this earlier order buys again (to merge purchases later). */
        sameBuyerAs?: string;
      } = {},
    ) {
      const buyer = args.sameBuyerAs ? find(args.sameBuyerAs).buyer : undefined;
      return summary(
        placeOrder(world, {
          sellerId: args.sellerId ?? MAIN_SELLER_ID,
          offers: args.offers,
          stage: args.stage,
          methodId: args.methodId,
          paymentType: args.paymentType,
          buyer,
        }),
      );
    },
    fillInOrder: (args: { orderId: string }) =>
      summary((fillIn(world, find(args.orderId)), find(args.orderId))),
    payOrder: (args: { orderId: string }) => summary((pay(world, find(args.orderId)), find(args.orderId))),
    cancelOrder: (args: { orderId: string; by?: 'BUYER' | 'AUTO' }) =>
      summary((cancel(world, find(args.orderId), args.by ?? 'BUYER'), find(args.orderId))),
    mergeOrders: (args: { orderIds: string[] }) => summary(mergeOrders(world, args.orderIds)),
    /** The marketplace stops listing these checkout forms, as it does once they are older than it lists. */
    unlistOrders(args: { orderIds: string[] }) {
      for (const id of args.orderIds) find(id).unlisted = true;
    },
    setFulfillmentStatus: (args: { orderId: string; status: FulfillmentStatus }) =>
      summary((setFulfillment(world, find(args.orderId), args.status), find(args.orderId))),
    /** Appends journal entries exactly in the given order, without changing the orders (for crafted histories). */
    addOrderEvents(args: { events: { orderId: string; type: string }[] }) {
      return args.events.map(({ orderId, type }) => {
        if (!(ORDER_EVENT_TYPES as readonly string[]).includes(type))
          throw new Error(`unknown event type ${type}`);
        return appendOrderEvent(store, find(orderId), type, world.clock.now()).id;
      });
    },
    /** Shares (0..1) of new order events delivered out of order, twice, or never. */
    setEventDelivery(args: Partial<MarketSettings['eventDelivery']>) {
      Object.assign(world.settings.eventDelivery, args);
      return world.settings.eventDelivery;
    },
    eventDeliveryStats: () => structuredClone(world.stats),
    setWaybillOrderLimit(args: { limit: number }) {
      world.settings.waybillOrderLimit = args.limit;
    },
    /** A seller's orders as the server holds them (merged-away ones only with `includeMerged`). */
    orders(args: { sellerId: string; includeMerged?: boolean }) {
      return store
        .ordersOf(args.sellerId)
        .filter((o) => args.includeMerged || !o.mergedInto)
        .map(summary);
    },
    order: (args: { id: string }) => {
      const order = store.order(args.id);
      return order ? { ...structuredClone(order), revision: revisionOf(order) } : null;
    },
    /** The whole journal of a seller, retention ignored. */
    orderEvents: (args: { sellerId: string }) =>
      store.orderEventsOf(args.sellerId).map((e) => ({
        id: e.id,
        type: e.type,
        orderId: e.orderId,
        occurredAt: iso(e.occurredAt),
        revision: e.revision,
      })),
  };
}
