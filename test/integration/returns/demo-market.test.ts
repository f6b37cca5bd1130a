import { describe, expect, it } from 'vitest';
import { marketForTests, refused } from '../../helpers/demo-market';

interface Return {
  id: string;
  orderId: string;
  createdAt: string;
  status: string;
  items: { offerId: string; quantity: number; name: string; price: { amount: string } }[];
  parcels: { waybill: string; carrierId: string }[];
  rejection: { code: string; reason: string | null } | null;
}
interface Order {
  id: string;
  payment: { id: string };
  lineItems: { id: string; offer: { id: string }; quantity: number; price: { amount: string } }[];
  delivery: { cost: { amount: string } };
}
interface Refund {
  id: string;
  status: string;
  totalValue: { amount: string };
}

const demo = marketForTests();
const BETA = { Accept: 'application/vnd.allegro.beta.v1+json' };
const BETA_BODY = { ...BETA, 'Content-Type': 'application/vnd.allegro.beta.v1+json' };

async function returns(query = ''): Promise<Return[]> {
  const response = await demo.api.get(`/order/customer-returns${query}`, BETA);
  expect(response.status).toBe(200);
  return ((await response.json()) as { customerReturns: Return[] }).customerReturns;
}

const reject = (id: string, rejection: unknown) =>
  demo.api.post(`/order/customer-returns/${id}/rejection`, { rejection }, BETA_BODY);

const order = (id: string) => demo.api.json<Order>(`/order/checkout-forms/${id}`);

describe('customer returns and refunds on the demo marketplace', () => {
  it('lists a handful of generated returns newest first, with items and parcels, and filters them', async () => {
    const all = await returns();
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.length).toBeLessThanOrEqual(6);
    const times = all.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const r of all) expect(r.items.length).toBeGreaterThan(0);
    expect(all.some((r) => r.parcels.length > 0 && r.parcels[0]!.waybill !== '')).toBe(true);
    const delivered = all.filter((r) => r.status === 'DELIVERED');
    expect((await returns('?status=DELIVERED')).map((r) => r.id)).toEqual(delivered.map((r) => r.id));
    expect((await returns(`?orderId=${all[0]!.orderId}`)).map((r) => r.id)).toContain(all[0]!.id);
    expect(await returns('?limit=2&offset=1')).toEqual(all.slice(1, 3));
    const since = all[1]!.createdAt;
    expect((await returns(`?createdAt.gte=${since}`)).map((r) => r.id)).toEqual(
      all.slice(0, 2).map((r) => r.id),
    );
    await refused(await demo.api.get('/order/customer-returns?limit=1001', BETA), 400, 'limit');
    await refused(await demo.api.get('/order/customer-returns?status=LOST', BETA), 400, 'status');
    const one = await demo.api.get(`/order/customer-returns/${all[0]!.id}`, BETA);
    expect(((await one.json()) as Return).id).toBe(all[0]!.id);
    await refused(await demo.api.get('/order/customer-returns/nope', BETA), 404);
  });

  it('rejects a return with a reason once, and refuses a bad code, a missing reason and a finished return', async () => {
    const all = await returns();
    const open = all.find((r) => r.status === 'DELIVERED' || r.status === 'IN_TRANSIT')!;
    await refused(await reject(open.id, { code: 'LOST' }), 400, 'rejection.code');
    await refused(await reject(open.id, { code: 'REFUND_REJECTED' }), 422, 'rejection.reason');
    await refused(await reject(open.id, { code: 'REFUND_REJECTED', reason: 'x'.repeat(251) }), 422);
    const done = await reject(open.id, { code: 'REFUND_REJECTED', reason: 'Zwrócony towar jest uszkodzony' });
    expect(done.status).toBe(200);
    const body = (await done.json()) as Return;
    expect(body.status).toBe('REJECTED');
    expect(body.rejection).toMatchObject({
      code: 'REFUND_REJECTED',
      reason: 'Zwrócony towar jest uszkodzony',
    });
    const again = await refused(await reject(open.id, { code: 'ITEM_FIXED' }), 422);
    expect(again.code).toBe('CUSTOMER_RETURN_ALREADY_REJECTED');
    const finished = all.find((r) => r.status === 'FINISHED');
    if (finished) await refused(await reject(finished.id, { code: 'ITEM_FIXED' }), 422);
  });

  it('refunds a payment up to what was paid, once per command id, and lists the refunds', async () => {
    const r = (await returns()).find((x) => x.status !== 'REJECTED' && x.status !== 'FINISHED')!;
    const o = await order(r.orderId);
    const li = o.lineItems[0]!;
    const base = { payment: { id: o.payment.id }, order: { id: o.id }, reason: 'REFUND' };
    const paid = Number(li.price.amount) * li.quantity;
    const over = (paid + 0.01).toFixed(2);
    await refused(
      await demo.api.post('/payments/refunds', {
        ...base,
        commandId: 'c-over',
        lineItems: [{ id: li.id, type: 'AMOUNT', value: { amount: over, currency: 'PLN' } }],
      }),
      422,
      'lineItems[0].value',
    );
    await refused(
      await demo.api.post('/payments/refunds', {
        ...base,
        commandId: 'c-qty',
        lineItems: [{ id: li.id, type: 'QUANTITY', quantity: li.quantity + 1 }],
      }),
      422,
    );
    const deliveryOver = (Number(o.delivery.cost.amount) + 1).toFixed(2);
    await refused(
      await demo.api.post('/payments/refunds', {
        ...base,
        commandId: 'c-del',
        delivery: { value: { amount: deliveryOver, currency: 'PLN' } },
      }),
      422,
      'delivery.value',
    );
    await refused(await demo.api.post('/payments/refunds', { ...base, reason: 'GIFT' }), 400, 'reason');
    await refused(await demo.api.post('/payments/refunds', { ...base, commandId: 'c-empty' }), 422);
    await refused(
      await demo.api.post('/payments/refunds', {
        ...base,
        payment: { id: '00000000-0000-4000-8000-000000000000' },
      }),
      404,
    );
    const body = {
      ...base,
      commandId: 'c-ok',
      lineItems: [{ id: li.id, type: 'QUANTITY', quantity: 1 }],
      delivery: { value: o.delivery.cost },
    };
    const first = await demo.api.post('/payments/refunds', body);
    expect(first.status).toBe(200);
    const refund = (await first.json()) as Refund;
    expect(refund.status).toBe('SUCCESS');
    expect(Number(refund.totalValue.amount)).toBeCloseTo(
      Number(li.price.amount) + Number(o.delivery.cost.amount),
      2,
    );
    const repeated = (await (await demo.api.post('/payments/refunds', body)).json()) as Refund;
    expect(repeated.id).toBe(refund.id);
    // The delivery is given back whole: a second refund of it is too much.
    await refused(
      await demo.api.post('/payments/refunds', {
        ...base,
        commandId: 'c-twice',
        delivery: { value: o.delivery.cost },
      }),
      422,
      'delivery.value',
    );
    const listed = await demo.api.json<{ refunds: Refund[]; totalCount: number }>(
      `/payments/refunds?payment.id=${o.payment.id}`,
    );
    expect(listed.refunds.map((x) => x.id)).toEqual([refund.id]);
    expect((await returns(`?customerReturnId=${r.id}`))[0]!.status).toBe('FINISHED');
    await refused(await demo.api.get('/payments/refunds?limit=101'), 422, 'limit');
  });
});
