import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { marketForTests } from '../../helpers/demo-market';

interface Refusal {
  errors: { code: string; message: string; path: string | null; userMessage: string }[];
}

const demo = marketForTests({ orders: 10, offers: 40 });

/** A paid order of three line items. */
function threeItemOrder() {
  const offers = demo.market.control
    .offers({ sellerId: MAIN_SELLER_ID })
    .filter((o) => o.status === 'ACTIVE' && o.stock > 5)
    .slice(0, 3)
    .map((o) => ({ offerId: o.id, quantity: 1 }));
  return demo.market.control.addOrder({ stage: 'READY_FOR_PROCESSING', offers });
}

describe('api-facts, POST /order/checkout-forms/{id}/shipments for chosen line items', () => {
  it('keeps exactly the line items named, and the whole order when none are', async () => {
    const order = threeItemOrder();
    const [a, , c] = order.lineItems.map((li) => li.id);
    const post = (body: unknown) => demo.api.post(`/order/checkout-forms/${order.id}/shipments`, body);
    expect((await post({ carrierId: 'DPD', waybill: 'S-1', lineItems: [{ id: a }, { id: c }] })).status).toBe(
      201,
    );
    expect((await post({ carrierId: 'DPD', waybill: 'S-2', lineItems: [] })).status).toBe(201);
    const held = demo.market.control.order({ id: order.id })!.shipments;
    expect(held.map((s) => s.lineItemIds)).toEqual([[a, c], order.lineItems.map((li) => li.id)]);
  });

  it('refuses an unknown line item (422), an unknown carrier and OTHER without a name (400) in format A, adding nothing', async () => {
    const order = threeItemOrder();
    const post = async (body: unknown) => {
      const answer = await demo.api.post(`/order/checkout-forms/${order.id}/shipments`, body);
      return { status: answer.status, body: (await answer.json()) as Refusal };
    };
    const foreign = await post({ carrierId: 'DPD', waybill: 'R-1', lineItems: [{ id: 'not-in-order' }] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0]).toMatchObject({ path: 'lineItems' });
    expect(foreign.body.errors[0]!.userMessage).toContain('not-in-order');
    const unknown = await post({ carrierId: 'TELEPORT', waybill: 'R-2' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ path: 'carrierId' });
    expect(unknown.body.errors[0]!.code).not.toBe('');
    const nameless = await post({ carrierId: 'OTHER', waybill: 'R-3' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.errors[0]).toMatchObject({ path: 'carrierName' });
    const tooLong = await post({ carrierId: 'OTHER', carrierName: 'x'.repeat(31), waybill: 'R-4' });
    expect(tooLong.status).toBe(400);
    expect(demo.market.control.order({ id: order.id })!.shipments).toEqual([]);
  });

  it('refuses line items that are not a list of ids (400) instead of taking the whole order', async () => {
    const order = threeItemOrder();
    const post = (body: unknown) => demo.api.post(`/order/checkout-forms/${order.id}/shipments`, body);
    expect((await post({ carrierId: 'DPD', waybill: 'B-1', lineItems: order.lineItems[0]!.id })).status).toBe(
      400,
    );
    expect(
      (await post({ carrierId: 'DPD', waybill: 'B-2', lineItems: [order.lineItems[0]!.id] })).status,
    ).toBe(400);
    expect((await post({ carrierId: 'DPD', waybill: 'B-3', lineItems: [{}] })).status).toBe(400);
    expect(demo.market.control.order({ id: order.id })!.shipments).toEqual([]);
  });
});
