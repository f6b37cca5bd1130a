import { DAY, HOUR, MINUTE } from '../clock';
import { revisionOf } from '../orders/view';
import { buildOrder, markPaid } from '../orders/build';
import { totalOf } from '../orders/view';
import type { Random } from '../random';
import type { StoreData } from '../state/store';
import type { FulfillmentStatus, Offer, Order, OrderStatus, Seller } from '../state/types';
import { waybillFor } from './waybills';

interface PlannedEvent {
  order: Order;
  type: string;
  at: number;
  version: number;
}

type Plan = {
  status: OrderStatus;
  fulfillment: FulfillmentStatus;
  readyOnly: boolean;
  cancelBy: 'BUYER' | 'AUTO' | null;
};

function planFor(r: Random, age: number): Plan {
  const plan: Plan = {
    status: 'READY_FOR_PROCESSING',
    fulfillment: 'NEW',
    readyOnly: r.chance(0.2),
    cancelBy: null,
  };
  if (age < DAY) {
    plan.status = r.weighted<OrderStatus>([
      ['BOUGHT', 8],
      ['FILLED_IN', 12],
      ['READY_FOR_PROCESSING', 75],
      ['CANCELLED', 5],
    ]);
    plan.fulfillment = r.weighted<FulfillmentStatus>([
      ['NEW', 60],
      ['PROCESSING', 25],
      ['READY_FOR_SHIPMENT', 15],
    ]);
  } else if (age < 3 * DAY) {
    plan.status = r.weighted<OrderStatus>([
      ['READY_FOR_PROCESSING', 90],
      ['CANCELLED', 8],
      ['FILLED_IN', 2],
    ]);
    plan.fulfillment = r.weighted<FulfillmentStatus>([
      ['PROCESSING', 20],
      ['READY_FOR_SHIPMENT', 25],
      ['READY_FOR_PICKUP', 5],
      ['SENT', 50],
    ]);
  } else {
    plan.status = r.weighted<OrderStatus>([
      ['READY_FOR_PROCESSING', 92],
      ['CANCELLED', 8],
    ]);
    plan.fulfillment = r.weighted<FulfillmentStatus>([
      ['SENT', 70],
      ['PICKED_UP', 20],
      ['RETURNED', 3],
      ['SUSPENDED', 2],
      ['READY_FOR_PICKUP', 3],
      ['CANCELLED', 2],
    ]);
  }
  if (plan.status === 'CANCELLED') {
    plan.cancelBy = r.chance(0.75) ? 'BUYER' : 'AUTO';
    plan.fulfillment = r.chance(0.5) ? 'NEW' : 'CANCELLED';
  } else if (plan.status !== 'READY_FOR_PROCESSING') plan.fulfillment = 'NEW';
  return plan;
}

function pickItems(r: Random, offers: Offer[]) {
  const count = r.chance(0.25) ? r.int(2, 3) : 1;
  const items: { offer: Offer; quantity: number }[] = [];
  for (let i = 0; i < count; i++) {
    const offer = r.pick(offers);
    if (!items.some((x) => x.offer === offer))
      items.push({ offer, quantity: r.chance(0.85) ? 1 : r.int(2, 4) });
  }
  return items;
}

/**
 * Orders of one seller over the last 90 days, in every status and fulfillment status, with their journal:
 * a few buyers merged purchases, a few events arrive out of order or twice, and orders older than
 * 60 days have events the journal no longer serves.
 */
export function generateOrders(
  data: StoreData,
  opts: { r: Random; seller: Seller; count: number; anchor: number; offers: Offer[] },
) {
  const { r, seller, count, anchor } = opts;
  const sellable = opts.offers.filter((o) => o.status === 'ACTIVE' || o.status === 'ENDED');
  if (sellable.length === 0 || count === 0) return;
  const planned: PlannedEvent[] = [];
  const step = (90 * DAY) / count;
  const buyers = Array.from({ length: Math.max(1, Math.round(count * 0.7)) }, () => {
    const b = buildOrder(r, data, { sellerId: seller.id, items: [], boughtAt: 0 }).buyer;
    return b;
  });
  const event = (order: Order, type: string, at: number) => {
    planned.push({ order, type, at, version: order.version });
    order.updatedAt = Math.max(order.updatedAt, at);
  };
  for (let i = 0; i < count; i++) {
    const boughtAt = Math.floor(anchor - 90 * DAY + i * step + r.next() * step * 0.9) - HOUR;
    const age = anchor - boughtAt;
    const buyer = r.pick(buyers);
    if (age > DAY && r.chance(0.005)) {
      // A buyer merged two unpaid purchases into one payment.
      const parts = [0, 1].map((k) => {
        const part = buildOrder(r, data, {
          sellerId: seller.id,
          items: pickItems(r, sellable),
          boughtAt: boughtAt + k * 10 * MINUTE,
          buyer,
        });
        data.orders.push(part);
        event(part, 'BOUGHT', part.createdAt);
        return part;
      });
      const merged = buildOrder(r, data, { sellerId: seller.id, items: [], boughtAt, buyer });
      merged.lineItems = parts.flatMap((p) => p.lineItems.map((li) => ({ ...li })));
      merged.delivery = { ...parts[0]!.delivery };
      merged.buyer = { ...parts[0]!.buyer };
      const at = boughtAt + 30 * MINUTE;
      merged.status = 'FILLED_IN';
      event(merged, 'FILLED_IN', at);
      merged.version++;
      markPaid(merged, at + MINUTE, totalOf(merged));
      event(merged, 'READY_FOR_PROCESSING', at + MINUTE);
      for (const p of parts) {
        p.mergedInto = merged.id;
        p.version++;
        p.updatedAt = at;
      }
      data.orders.push(merged);
      continue;
    }
    const order = buildOrder(r, data, {
      sellerId: seller.id,
      items: pickItems(r, sellable),
      boughtAt,
      buyer,
    });
    data.orders.push(order);
    const plan = planFor(r, age);
    let t = boughtAt;
    const next = (max: number) => (t = Math.min(anchor - MINUTE, t + r.int(1, max) * MINUTE));
    const paid =
      plan.status === 'READY_FOR_PROCESSING' ||
      (plan.status === 'CANCELLED' && plan.cancelBy === 'BUYER' && r.chance(0.3));
    if (!(plan.readyOnly && paid)) event(order, 'BOUGHT', t);
    if (plan.status !== 'BOUGHT' && !(plan.cancelBy === 'AUTO')) {
      order.status = 'FILLED_IN';
      if (!(plan.readyOnly && paid)) {
        order.version++;
        event(order, 'FILLED_IN', next(10));
      }
    }
    if (paid) {
      order.version++;
      markPaid(order, next(30), totalOf(order));
      event(order, 'READY_FOR_PROCESSING', t);
      if (r.chance(0.01)) event(order, 'READY_FOR_PROCESSING', t + 2000);
    }
    if (plan.status === 'CANCELLED') {
      order.status = 'CANCELLED';
      order.version++;
      event(
        order,
        plan.cancelBy === 'BUYER' ? 'BUYER_CANCELLED' : 'AUTO_CANCELLED',
        next(plan.cancelBy === 'AUTO' ? 3 * 24 * 60 : 600),
      );
    }
    if (plan.fulfillment !== 'NEW') {
      order.fulfillment = plan.fulfillment;
      order.version++;
      event(order, 'FULFILLMENT_STATUS_CHANGED', next(36 * 60));
    }
    if (
      (plan.fulfillment === 'SENT' || plan.fulfillment === 'PICKED_UP') &&
      order.delivery.carrierId !== 'OTHER'
    ) {
      const n = ++data.counters.waybill;
      order.shipments.push({
        id: Buffer.from(`${order.delivery.carrierId}:${n}`).toString('base64'),
        waybill: waybillFor(order.delivery.carrierId, 1_000_000 + n),
        carrierId: order.delivery.carrierId,
        carrierName: null,
        lineItemIds: order.lineItems.map((li) => li.id),
        createdAt: t,
      });
    }
  }
  planned.sort((a, b) => a.at - b.at);
  // A few orders' BOUGHT and FILLED_IN reach the journal the other way round.
  for (let i = 0; i + 1 < planned.length; i++) {
    const [a, b] = [planned[i]!, planned[i + 1]!];
    if (a.type === 'BOUGHT' && b.order === a.order && b.type === 'FILLED_IN' && r.chance(0.02)) {
      planned[i] = b;
      planned[i + 1] = a;
    }
  }
  const counters = data.counters;
  for (const p of planned) {
    const id = Math.max(counters.lastOrderEventId + 1, p.at * 1000);
    counters.lastOrderEventId = id;
    data.orderEvents.push({
      seq: ++counters.orderEventSeq,
      id: String(id),
      sellerId: seller.id,
      type: p.type,
      occurredAt: p.at,
      orderId: p.order.id,
      revision: revisionOf({ id: p.order.id, version: p.version }),
    });
  }
}
