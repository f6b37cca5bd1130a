import { DAY, iso } from '../clock';
import { badRequest } from '../http/errors';
import { json, type Route } from '../http/route';
import type { Store } from '../state/store';
import type { Order, OrderEvent } from '../state/types';
import type { World } from '../world';
import { lineItemView, revisionOf } from './view';

export const ORDER_EVENT_TYPES = [
  'BOUGHT',
  'FILLED_IN',
  'READY_FOR_PROCESSING',
  'BUYER_CANCELLED',
  'FULFILLMENT_STATUS_CHANGED',
  'BUYER_MODIFIED',
  'AUTO_CANCELLED',
] as const;

const RETENTION = 60 * DAY;

/**
 * Appends to a seller's journal. Ids grow strictly and look like microsecond timestamps; they follow
 * arrival order, which need not be the order things happened in.
 */
export function appendOrderEvent(store: Store, order: Order, type: string, occurredAt: number): OrderEvent {
  const counters = store.data.counters;
  const id = Math.max(counters.lastOrderEventId + 1, occurredAt * 1000);
  counters.lastOrderEventId = id;
  const event: OrderEvent = {
    seq: ++counters.orderEventSeq,
    id: String(id),
    sellerId: order.sellerId,
    type,
    occurredAt,
    orderId: order.id,
    revision: revisionOf(order),
  };
  store.addOrderEvent(event);
  return event;
}

/**
 * Records events of a change as the marketplace would deliver them: with the shares set in
 * `settings.eventDelivery`, some are swapped with the next one, some arrive twice, and some never arrive.
 */
export function emitOrderEvents(world: World, order: Order, types: string[]): void {
  const now = world.clock.now();
  const { outOfOrder, repeat, missing } = world.settings.eventDelivery;
  const queue: string[] = [];
  for (const type of types) {
    if (missing > 0 && world.random.chance(missing)) {
      world.stats.missingOrderEvents.push({ orderId: order.id, type, at: now });
      continue;
    }
    queue.push(type);
    if (repeat > 0 && world.random.chance(repeat)) {
      queue.push(type);
      world.stats.repeatedOrderEvents++;
    }
  }
  for (let i = 0; i + 1 < queue.length; i++) {
    if (outOfOrder > 0 && world.random.chance(outOfOrder)) {
      [queue[i], queue[i + 1]] = [queue[i + 1]!, queue[i]!];
      world.stats.reorderedOrderEvents++;
      i++;
    }
  }
  for (const type of queue) appendOrderEvent(world.store, order, type, now);
}

function eventView(event: OrderEvent, world: World) {
  const order = world.store.order(event.orderId)!;
  return {
    id: event.id,
    type: event.type,
    occurredAt: iso(event.occurredAt),
    order: {
      seller: { id: order.sellerId },
      buyer: {
        id: order.buyer.id,
        email: order.buyer.email,
        login: order.buyer.login,
        guest: order.buyer.guest,
        preferences: { language: 'pl-PL' },
      },
      lineItems: order.lineItems.map((li) => {
        const item = lineItemView(li);
        return {
          id: item.id,
          offer: item.offer,
          quantity: item.quantity,
          originalPrice: item.originalPrice,
          price: item.price,
          boughtAt: item.boughtAt,
        };
      }),
      checkoutForm: { id: order.id, revision: event.revision },
      marketplace: { id: `${world.vendor}-pl` },
    },
  };
}

function firstAfter(events: OrderEvent[], id: bigint): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (BigInt(events[mid]!.id) <= id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** GET /order/events (after `from`, by `type`, `limit`; 60 days) and GET /order/event-stats. */
export function orderEventRoutes(world: World): Route[] {
  const read = `${world.vendor}:api:orders:read`;
  return [
    {
      method: 'GET',
      path: '/order/events',
      auth: 'user',
      scope: read,
      handle(ctx) {
        const limit = ctx.query.int('limit', { min: 1, max: 1000, def: 100 });
        const types = new Set<string>(ctx.query.allOf('type', ORDER_EVENT_TYPES));
        const from = ctx.query.string('from');
        if (from !== undefined && !/^\d{1,30}$/.test(from))
          throw badRequest(`Invalid event id: ${from}`, 'from');
        const events = world.store.orderEventsOf(ctx.userId);
        const horizon = world.clock.now() - RETENTION;
        const page = [];
        for (
          let i = from === undefined ? 0 : firstAfter(events, BigInt(from));
          i < events.length && page.length < limit;
          i++
        ) {
          const e = events[i]!;
          if (e.occurredAt < horizon || (types.size > 0 && !types.has(e.type))) continue;
          page.push(eventView(e, world));
        }
        return json(200, { events: page });
      },
    },
    {
      method: 'GET',
      path: '/order/event-stats',
      auth: 'user',
      scope: read,
      handle(ctx) {
        const events = world.store.orderEventsOf(ctx.userId);
        const last = events[events.length - 1];
        return json(200, { latestEvent: last ? { id: last.id, occurredAt: iso(last.occurredAt) } : null });
      },
    },
  ];
}
