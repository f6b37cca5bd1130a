import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import { apiClient, appToken, marketForTests, signIn } from '../../helpers/demo-market';

interface CheckoutForm {
  id: string;
  status: string;
  revision: string;
  updatedAt: string;
  buyer: { login: string; email: string };
  payment: { id: string };
  fulfillment: { status: string; shipmentSummary: { lineItemsSent: string } };
  delivery: { method: { id: string }; address: { zipCode: string } };
  lineItems: { id: string; boughtAt: string }[];
  summary: { totalToPay: { amount: string; currency: string } };
}
type Forms = { checkoutForms: CheckoutForm[]; count: number; totalCount: number };

const demo = marketForTests({ orders: 160, offers: 80 });

const forms = (query: string) => demo.api.json<Forms>(`/order/checkout-forms${query}`);
const boughtAt = (f: CheckoutForm) => Math.min(...f.lineItems.map((li) => Date.parse(li.boughtAt)));

describe('api-facts 3 / document 3, GET /order/checkout-forms', () => {
  it('answers up to 100 orders, newest purchase first, with count and totalCount; limit above 100 is 422', async () => {
    const page = await forms('');
    const visible = demo.market.control.orders({ sellerId: MAIN_SELLER_ID });
    expect(page.count).toBe(100);
    expect(page.totalCount).toBe(visible.length);
    const times = page.checkoutForms.map(boughtAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await demo.api.get('/order/checkout-forms?limit=101')).status).toBe(422);
    expect((await demo.api.get('/order/checkout-forms?offset=-1')).status).toBe(422);
    const rest = await forms('?offset=100&limit=100');
    expect(rest.count).toBe(visible.length - 100);
  });

  it('filters by status, fulfillment status (repeated), buyer, payment and delivery method', async () => {
    const all = [
      ...(await forms('?limit=100')).checkoutForms,
      ...(await forms('?limit=100&offset=100')).checkoutForms,
    ];
    const ready = await forms('?status=READY_FOR_PROCESSING&limit=100');
    expect(ready.checkoutForms.every((f) => f.status === 'READY_FOR_PROCESSING')).toBe(true);
    expect(ready.totalCount).toBe(all.filter((f) => f.status === 'READY_FOR_PROCESSING').length);
    const shipped = await forms('?fulfillment.status=SENT&fulfillment.status=PICKED_UP&limit=100');
    expect(new Set(shipped.checkoutForms.map((f) => f.fulfillment.status))).toEqual(
      new Set(['SENT', 'PICKED_UP']),
    );
    const one = all[7]!;
    expect((await forms(`?buyer.login=${one.buyer.login}`)).checkoutForms.map((f) => f.id)).toContain(one.id);
    expect((await forms(`?payment.id=${one.payment.id}`)).checkoutForms.map((f) => f.id)).toEqual([one.id]);
    const byMethod = await forms(`?delivery.method.id=${one.delivery.method.id}&limit=100`);
    expect(byMethod.checkoutForms.every((f) => f.delivery.method.id === one.delivery.method.id)).toBe(true);
    expect((await demo.api.get('/order/checkout-forms?status=SHIPPED')).status).toBe(400);
  });

  it('lineItemsSent=ALL returns orders where every item has a tracking number', async () => {
    const sent = await forms('?fulfillment.shipmentSummary.lineItemsSent=ALL&limit=100');
    expect(sent.count).toBeGreaterThan(0);
    expect(sent.checkoutForms.every((f) => f.fulfillment.shipmentSummary.lineItemsSent === 'ALL')).toBe(true);
  });

  it('boughtAt and updatedAt ranges, with sort=updatedAt for an incremental resync', async () => {
    const all = (await forms('?limit=100')).checkoutForms;
    const middle = all[50]!;
    const since = await forms(
      `?lineItems.boughtAt.gte=${new Date(boughtAt(middle)).toISOString()}&limit=100`,
    );
    expect(since.checkoutForms.every((f) => boughtAt(f) >= boughtAt(middle))).toBe(true);
    const from = new Date(Date.parse(demo.market.control.now().now)).toISOString();
    demo.market.control.advanceClock({ seconds: 10 });
    const order = demo.market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    const updated = await forms(`?updatedAt.gte=${from}&sort=updatedAt`);
    expect(updated.checkoutForms.map((f) => f.id)).toContain(order.id);
    const times = updated.checkoutForms.map((f) => Date.parse(f.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await demo.api.get('/order/checkout-forms?updatedAt.gte=yesterday')).status).toBe(400);
  });

  it('detail carries the revision and the delivery address with zipCode; 403 for another seller, 404 unknown', async () => {
    const order = demo.market.control.orders({ sellerId: MAIN_SELLER_ID })[0]!;
    const form = await demo.api.json<CheckoutForm>(`/order/checkout-forms/${order.id}`);
    expect(form.revision).toBe(order.revision);
    expect(form.revision).toMatch(/^[0-9a-f]{8}$/);
    expect(form.delivery.address.zipCode).toMatch(/^\d{2}-\d{3}$/);
    expect(form.summary.totalToPay.currency).toBe('PLN');
    const foreign = demo.market.control.orders({ sellerId: SECOND_SELLER_ID })[0]!;
    expect((await demo.api.get(`/order/checkout-forms/${foreign.id}`)).status).toBe(403);
    expect((await demo.api.get('/order/checkout-forms/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });
});

describe('document 1, Events rule 6: PUT /order/checkout-forms/{id}/fulfillment with checkoutForm.revision', () => {
  it('sets the status (204) when the revision is current, and answers 409 when it is outdated', async () => {
    const order = demo.market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    const ok = await demo.api.put(
      `/order/checkout-forms/${order.id}/fulfillment?checkoutForm.revision=${order.revision}`,
      { status: 'PROCESSING' },
    );
    expect(ok.status).toBe(204);
    const after = await demo.api.json<CheckoutForm>(`/order/checkout-forms/${order.id}`);
    expect(after.fulfillment.status).toBe('PROCESSING');
    expect(after.revision).not.toBe(order.revision);
    const stale = await demo.api.put(
      `/order/checkout-forms/${order.id}/fulfillment?checkoutForm.revision=${order.revision}`,
      { status: 'SENT' },
    );
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Provided revision is outdated',
    );
  });

  it('a cancellation while processing makes the revision outdated', async () => {
    const order = demo.market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    const read = await demo.api.json<CheckoutForm>(`/order/checkout-forms/${order.id}`);
    demo.market.control.cancelOrder({ orderId: order.id });
    const put = await demo.api.put(
      `/order/checkout-forms/${order.id}/fulfillment?checkoutForm.revision=${read.revision}`,
      {
        status: 'READY_FOR_SHIPMENT',
      },
    );
    expect(put.status).toBe(409);
  });

  it('refuses RETURNED and unknown statuses (422); another seller gets 403', async () => {
    const order = demo.market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    expect(
      (await demo.api.put(`/order/checkout-forms/${order.id}/fulfillment`, { status: 'RETURNED' })).status,
    ).toBe(422);
    expect(
      (await demo.api.put(`/order/checkout-forms/${order.id}/fulfillment`, { status: 'LOST' })).status,
    ).toBe(422);
    const other = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
    expect(
      (await other.put(`/order/checkout-forms/${order.id}/fulfillment`, { status: 'SENT' })).status,
    ).toBe(403);
  });
});

describe('api-facts 3, carriers and tracking numbers', () => {
  it('GET /order/carriers works with an application token too', async () => {
    const carriers = await apiClient(demo.market.url, await appToken(demo.market.url)).json<{
      carriers: { id: string; name: string }[];
    }>('/order/carriers');
    expect(carriers.carriers.map((c) => c.id)).toEqual(expect.arrayContaining(['INPOST', 'DPD', 'OTHER']));
  });

  it('adds tracking numbers for some or all line items and lists them', async () => {
    const order = demo.market.control.addOrder({
      stage: 'READY_FOR_PROCESSING',
      offers: demo.market.control
        .offers({ sellerId: MAIN_SELLER_ID })
        .filter((o) => o.status === 'ACTIVE' && o.stock > 5)
        .slice(0, 2)
        .map((o) => ({ offerId: o.id, quantity: 1 })),
    });
    const [first, second] = order.lineItems;
    const created = await demo.api.post(`/order/checkout-forms/${order.id}/shipments`, {
      carrierId: 'DPD',
      waybill: '1000123456789U',
      lineItems: [{ id: first!.id }],
    });
    expect(created.status).toBe(201);
    const shipment = (await created.json()) as {
      id: string;
      waybill: string;
      lineItems: { id: string }[];
      createdAt: string;
    };
    expect(shipment).toMatchObject({ waybill: '1000123456789U', lineItems: [{ id: first!.id }] });
    let form = await demo.api.json<CheckoutForm>(`/order/checkout-forms/${order.id}`);
    expect(form.fulfillment.shipmentSummary.lineItemsSent).toBe('SOME');
    await demo.api.post(`/order/checkout-forms/${order.id}/shipments`, {
      carrierId: 'OTHER',
      carrierName: 'Kurier lokalny',
      waybill: 'LOC-1',
      lineItems: [{ id: second!.id }],
    });
    form = await demo.api.json<CheckoutForm>(`/order/checkout-forms/${order.id}`);
    expect(form.fulfillment.shipmentSummary.lineItemsSent).toBe('ALL');
    const list = await demo.api.json<{ shipments: { waybill: string }[] }>(
      `/order/checkout-forms/${order.id}/shipments`,
    );
    expect(list.shipments.map((s) => s.waybill)).toEqual(['1000123456789U', 'LOC-1']);
  });

  it('answers 400 for an unknown carrier or a bad waybill, 422 for a foreign line item, 409 for an overused waybill', async () => {
    const order = demo.market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    const post = (body: unknown) => demo.api.post(`/order/checkout-forms/${order.id}/shipments`, body);
    expect((await post({ carrierId: 'TELEPORT', waybill: 'X1' })).status).toBe(400);
    expect((await post({ carrierId: 'DPD', waybill: 'x'.repeat(65) })).status).toBe(400);
    expect((await post({ carrierId: 'OTHER', waybill: 'X2' })).status).toBe(400);
    expect(
      (await post({ carrierId: 'DPD', waybill: 'X3', lineItems: [{ id: 'not-in-order' }] })).status,
    ).toBe(422);
    demo.market.control.setWaybillOrderLimit({ limit: 2 });
    const other = demo.market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    const third = demo.market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    expect((await post({ carrierId: 'DPD', waybill: 'SHARED-1' })).status).toBe(201);
    expect(
      (
        await demo.api.post(`/order/checkout-forms/${other.id}/shipments`, {
          carrierId: 'DPD',
          waybill: 'SHARED-1',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await demo.api.post(`/order/checkout-forms/${third.id}/shipments`, {
          carrierId: 'DPD',
          waybill: 'SHARED-1',
        })
      ).status,
    ).toBe(409);
  });
});
