import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { marketForTests } from '../../helpers/demo-market';

interface OrderEvent {
  id: string;
  type: string;
  occurredAt: string;
  order: {
    seller: { id: string };
    buyer: { id: string; login: string; email: string };
    lineItems: { id: string; offer: { id: string } }[];
    checkoutForm: { id: string; revision: string };
  };
}
type Events = { events: OrderEvent[] };

const demo = marketForTests({ orders: 300, offers: 80 });
afterEach(() => {
  demo.market.control.setEventDelivery({ outOfOrder: 0, repeat: 0, missing: 0 });
});

async function allEvents(from?: string): Promise<OrderEvent[]> {
  const out: OrderEvent[] = [];
  let cursor = from;
  for (;;) {
    const page = await demo.api.json<Events>(`/order/events?limit=1000${cursor ? `&from=${cursor}` : ''}`);
    out.push(...page.events);
    if (page.events.length < 1000) return out;
    cursor = page.events.at(-1)!.id;
  }
}
const latestId = async () =>
  (await demo.api.json<{ latestEvent: { id: string } }>('/order/event-stats')).latestEvent.id;

describe('document 1, Events: GET /order/events', () => {
  it('serves events oldest first, 100 by default, and pages after `from` (exclusive)', async () => {
    const first = await demo.api.json<Events>('/order/events');
    expect(first.events).toHaveLength(100);
    const ids = first.events.map((e) => BigInt(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
    const next = await demo.api.json<Events>(`/order/events?from=${first.events[49]!.id}&limit=10`);
    expect(next.events.map((e) => e.id)).toEqual(first.events.slice(50, 60).map((e) => e.id));
    for (const bad of ['?limit=0', '?limit=1001', '?from=abc', '?type=SHIPPED']) {
      expect((await demo.api.get(`/order/events${bad}`)).status, bad).toBe(400);
    }
  });

  it('keeps 60 days: older events are in the server journal but not served', async () => {
    const served = await allEvents();
    const journal = demo.market.control.orderEvents({ sellerId: MAIN_SELLER_ID });
    const horizon = Date.parse(demo.market.control.now().now) - 60 * 86400_000;
    const retained = journal.filter((e) => Date.parse(e.occurredAt) >= horizon);
    expect(journal.length).toBeGreaterThan(retained.length);
    expect(served.map((e) => e.id)).toEqual(retained.map((e) => e.id));
  });

  it('filters by repeated type values', async () => {
    const page = await demo.api.json<Events>('/order/events?type=BOUGHT&type=BUYER_CANCELLED&limit=1000');
    expect(page.events.length).toBeGreaterThan(0);
    expect(new Set(page.events.map((e) => e.type))).toEqual(new Set(['BOUGHT', 'BUYER_CANCELLED']));
  });

  it('an event names the order by checkoutForm.id with its revision, buyer, seller and line items', async () => {
    const cursor = await latestId();
    const order = demo.market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    const events = (await demo.api.json<Events>(`/order/events?from=${cursor}`)).events;
    expect(events.map((e) => e.type)).toEqual(['BOUGHT', 'FILLED_IN', 'READY_FOR_PROCESSING']);
    const event = events[0]!;
    expect(event.order.checkoutForm).toEqual({ id: order.id, revision: order.revision });
    expect(event.order.seller.id).toBe(MAIN_SELLER_ID);
    expect(event.order.buyer.email).toMatch(/@allegromail\.pl$/);
    expect(event.order.lineItems.map((li) => li.id)).toEqual(order.lineItems.map((li) => li.id));
    expect((await demo.api.json<{ latestEvent: { id: string } }>('/order/event-stats')).latestEvent.id).toBe(
      events.at(-1)!.id,
    );
  });
});

describe('document 1, Events: delivery as the marketplace does it (control options)', () => {
  it('out of order: FILLED_IN can arrive before BOUGHT', async () => {
    const cursor = await latestId();
    demo.market.control.setEventDelivery({ outOfOrder: 1 });
    demo.market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    const types = (await demo.api.json<Events>(`/order/events?from=${cursor}`)).events.map((e) => e.type);
    expect(types).toEqual(['FILLED_IN', 'BOUGHT', 'READY_FOR_PROCESSING']);
  });

  it('repeated: several events of one kind for one payment', async () => {
    const cursor = await latestId();
    demo.market.control.setEventDelivery({ repeat: 1 });
    const order = demo.market.control.addOrder({ stage: 'FILLED_IN' });
    demo.market.control.payOrder({ orderId: order.id });
    const events = (await demo.api.json<Events>(`/order/events?from=${cursor}`)).events;
    expect(events.filter((e) => e.type === 'READY_FOR_PROCESSING')).toHaveLength(2);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
  });

  it('missing: the order changes but no event is served; checkout-forms by updatedAt still finds it', async () => {
    const cursor = await latestId();
    const before = demo.market.control.now().now;
    demo.market.control.setEventDelivery({ missing: 1 });
    const order = demo.market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    expect((await demo.api.json<Events>(`/order/events?from=${cursor}`)).events).toEqual([]);
    expect(
      demo.market.control.eventDeliveryStats().missingOrderEvents.filter((m) => m.orderId === order.id),
    ).toHaveLength(3);
    const forms = await demo.api.json<{ checkoutForms: { id: string }[] }>(
      `/order/checkout-forms?updatedAt.gte=${before}&sort=updatedAt`,
    );
    expect(forms.checkoutForms.map((f) => f.id)).toContain(order.id);
  });

  it('a buyer merge issues a new event with a new checkoutForm.id; the old ids answer 404', async () => {
    const cursor = await latestId();
    const a = demo.market.control.addOrder({ stage: 'BOUGHT' });
    const b = demo.market.control.addOrder({ stage: 'FILLED_IN', sameBuyerAs: a.id });
    const merged = demo.market.control.mergeOrders({ orderIds: [a.id, b.id] });
    expect(merged.id).not.toBe(a.id);
    const events = (await demo.api.json<Events>(`/order/events?from=${cursor}`)).events;
    const mergedEvents = events.filter((e) => e.order.checkoutForm.id === merged.id);
    expect(mergedEvents.map((e) => e.type)).toContain('READY_FOR_PROCESSING');
    const lineItems = mergedEvents[0]!.order.lineItems.map((li) => li.id).sort();
    expect(lineItems).toEqual([...a.lineItems, ...b.lineItems].map((li) => li.id).sort());
    expect((await demo.api.get(`/order/checkout-forms/${a.id}`)).status).toBe(404);
    expect((await demo.api.get(`/order/checkout-forms/${b.id}`)).status).toBe(404);
    expect((await demo.api.get(`/order/checkout-forms/${merged.id}`)).status).toBe(200);
    const listed = (
      await demo.api.json<{ checkoutForms: { id: string }[] }>('/order/checkout-forms?limit=100')
    ).checkoutForms.map((f) => f.id);
    expect(listed).toContain(merged.id);
    expect(listed).not.toContain(a.id);
  });
});
