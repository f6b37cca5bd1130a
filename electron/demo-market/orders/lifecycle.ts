import type { Order, Offer, Buyer, FulfillmentStatus } from '../state/types';
import type { World } from '../world';
import { setStock } from '../offers/lifecycle';
import { isGone } from '../offers/lifecycle';
import { buildOrder, markPaid } from './build';
import { emitOrderEvents } from './journal';
import { totalOf } from './view';

function changed(world: World, order: Order): void {
  order.version++;
  order.updatedAt = world.clock.now();
}

export type Stage = 'BOUGHT' | 'FILLED_IN' | 'READY_FOR_PROCESSING';

/**
 * A buyer purchases offers of a seller now: the offers' stock drops, and the journal gets the events of
 * each stage reached (BOUGHT, FILLED_IN, READY_FOR_PROCESSING).
 */
export function placeOrder(
  world: World,
  spec: {
    sellerId: string;
    offers?: { offerId: string; quantity: number }[];
    stage?: Stage;
    buyer?: Buyer;
    methodId?: string;
    paymentType?: Order['payment']['type'];
  },
): Order {
  const now = world.clock.now();
  let items: { offer: Offer; quantity: number }[];
  if (spec.offers && spec.offers.length > 0) {
    items = spec.offers.map(({ offerId, quantity }) => {
      const offer = world.store.offer(offerId);
      if (!offer || offer.sellerId !== spec.sellerId) throw new Error(`offer ${offerId} is not the seller's`);
      return { offer, quantity };
    });
  } else {
    const candidates = world.store
      .offersOf(spec.sellerId)
      .filter((o) => o.status === 'ACTIVE' && o.stock > 2 && !isGone(o, now));
    if (candidates.length === 0) throw new Error('the seller has no active offer with stock');
    const count = world.random.chance(0.25) ? world.random.int(2, 3) : 1;
    items = [];
    for (let i = 0; i < count; i++) {
      const offer = world.random.pick(candidates);
      if (!items.some((x) => x.offer === offer))
        items.push({ offer, quantity: world.random.chance(0.8) ? 1 : 2 });
    }
  }
  const order = buildOrder(world.random, world.store.data, {
    sellerId: spec.sellerId,
    items,
    boughtAt: now,
    buyer: spec.buyer,
    methodId: spec.methodId,
    paymentType: spec.paymentType,
  });
  world.store.addOrder(order);
  for (const { offer, quantity } of items) {
    offer.sold += quantity;
    setStock(world, offer, Math.max(0, offer.stock - quantity));
  }
  const stage = spec.stage ?? 'BOUGHT';
  const types = ['BOUGHT'];
  if (stage !== 'BOUGHT') {
    order.status = 'FILLED_IN';
    types.push('FILLED_IN');
  }
  if (stage === 'READY_FOR_PROCESSING') {
    markPaid(order, now, totalOf(order));
    types.push('READY_FOR_PROCESSING');
  }
  order.version = types.length - 1;
  emitOrderEvents(world, order, types);
  return order;
}

export function fillIn(world: World, order: Order): void {
  if (order.status !== 'BOUGHT') throw new Error(`order ${order.id} is ${order.status}, not BOUGHT`);
  order.status = 'FILLED_IN';
  changed(world, order);
  emitOrderEvents(world, order, ['FILLED_IN']);
}

export function pay(world: World, order: Order): void {
  if (order.status !== 'BOUGHT' && order.status !== 'FILLED_IN')
    throw new Error(`order ${order.id} is ${order.status}`);
  markPaid(order, world.clock.now(), totalOf(order));
  changed(world, order);
  emitOrderEvents(world, order, ['READY_FOR_PROCESSING']);
}

export function cancel(world: World, order: Order, by: 'BUYER' | 'AUTO'): void {
  if (order.status === 'CANCELLED' || order.mergedInto)
    throw new Error(`order ${order.id} cannot be cancelled`);
  order.status = 'CANCELLED';
  changed(world, order);
  emitOrderEvents(world, order, [by === 'BUYER' ? 'BUYER_CANCELLED' : 'AUTO_CANCELLED']);
}

export function setFulfillment(world: World, order: Order, status: FulfillmentStatus): void {
  order.fulfillment = status;
  changed(world, order);
  emitOrderEvents(world, order, ['FULFILLMENT_STATUS_CHANGED']);
}

/**
 * A buyer merges separate unpaid purchases into one payment (document 1, Events, rule 4): a new checkout form
 * with a new id carries all their line items (same line item ids), its event is issued, and the earlier ids
 * no longer resolve.
 */
export function mergeOrders(world: World, orderIds: string[]): Order {
  const orders = orderIds.map((id) => world.store.order(id));
  if (orders.length < 2 || orders.some((o) => !o)) throw new Error('merge needs two or more existing orders');
  const first = orders[0]!;
  for (const o of orders as Order[]) {
    if (o.sellerId !== first.sellerId || o.buyer.login !== first.buyer.login)
      throw new Error('merged orders share seller and buyer');
    if (o.mergedInto || (o.status !== 'BOUGHT' && o.status !== 'FILLED_IN'))
      throw new Error(`order ${o.id} is not an unpaid purchase`);
  }
  const now = world.clock.now();
  const merged = buildOrder(world.random, world.store.data, {
    sellerId: first.sellerId,
    items: [],
    boughtAt: now,
    buyer: first.buyer,
    methodId: first.delivery.methodId,
  });
  merged.lineItems = (orders as Order[]).flatMap((o) => o.lineItems.map((li) => ({ ...li })));
  merged.delivery = { ...first.delivery };
  merged.buyer = { ...first.buyer };
  merged.createdAt = Math.min(...(orders as Order[]).map((o) => o.createdAt));
  merged.status = 'FILLED_IN';
  markPaid(merged, now, totalOf(merged));
  merged.version = 1;
  world.store.addOrder(merged);
  for (const o of orders as Order[]) {
    o.mergedInto = merged.id;
    changed(world, o);
  }
  emitOrderEvents(world, merged, ['FILLED_IN', 'READY_FOR_PROCESSING']);
  return merged;
}
