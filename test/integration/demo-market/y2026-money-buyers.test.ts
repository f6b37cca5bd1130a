import { describe, expect, it } from 'vitest';
import { marketForTests, type MarketForTests } from '../../helpers/demo-market';

interface Order {
  id: string;
  payment: { id: string };
  lineItems: { id: string }[];
  invoice: {
    required: boolean;
    features: string[];
    address: {
      company: {
        name: string;
        ids: { type: string; value: string }[];
        vatPayerStatus: string;
        taxId?: string;
      } | null;
    } | null;
  };
}

interface Return {
  status: string;
  items: { reason: { type: string } }[];
  parcels: {
    waybill: string;
    carrierId: string;
    transportingWaybill: string | null;
    transportingCarrierId: string | null;
  }[];
  rejection: { code: string } | null;
}

const BETA = { Accept: 'application/vnd.allegro.beta.v1+json' };

// Both generations side by side: what changed under 2026 and what `documents` still answers.
const now = marketForTests({ api: '2026', orders: 120 });
const old = marketForTests({ api: 'documents', orders: 120 });

async function paidOrder(side: MarketForTests): Promise<Order> {
  const { id } = side.market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
  return side.api.json<Order>(`/order/checkout-forms/${id}`);
}

const refundOf = (order: Order, extra: Record<string, unknown> = {}) => ({
  payment: { id: order.payment.id },
  order: { id: order.id },
  reason: 'REFUND',
  lineItems: [{ id: order.lineItems[0]!.id, type: 'QUANTITY', quantity: 1 }],
  ...extra,
});

async function companies(side: MarketForTests): Promise<Order[]> {
  const { checkoutForms } = await side.api.json<{ checkoutForms: Order[] }>(
    '/order/checkout-forms?limit=100',
  );
  return checkoutForms.filter((o) => o.invoice.address?.company);
}

const returnsOf = async (side: MarketForTests) => {
  const response = await side.api.get('/order/customer-returns', BETA);
  expect(response.status).toBe(200);
  return ((await response.json()) as { customerReturns: Return[] }).customerReturns;
};

describe('2026 payment refunds', () => {
  it('refuses a refund without commandId with 400 on commandId; documents still make it', async () => {
    const order = await paidOrder(now);
    const refused = await now.api.post('/payments/refunds', refundOf(order));
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errors: { code: string; path: string }[] };
    expect(body.errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', path: 'commandId' });

    const oldOrder = await paidOrder(old);
    expect((await old.api.post('/payments/refunds', refundOf(oldOrder))).status).toBe(200);
  });

  it('refuses a refund without order.id with 400 on order.id', async () => {
    const order = await paidOrder(now);
    const refused = await now.api.post('/payments/refunds', {
      ...refundOf(order, { commandId: 'r-no-order' }),
      order: undefined,
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errors: { path: string }[] };
    expect(body.errors[0]!.path).toBe('order.id');
  });

  it('makes a refund once per commandId: the same command answers the same refund', async () => {
    const order = await paidOrder(now);
    const body = refundOf(order, { commandId: '6a3f7c1e-31c4-4a57-9a0e-4d1f0b8e2c11' });
    const first = (await (await now.api.post('/payments/refunds', body)).json()) as { id: string };
    const again = await now.api.post('/payments/refunds', body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(first.id);
    const listed = await now.api.json<{ refunds: unknown[] }>(`/payments/refunds?order.id=${order.id}`);
    expect(listed.refunds).toHaveLength(1);
  });
});

describe('2026 checkout forms: the buyer tax id', () => {
  it('gives each company buyer its own valid NIP in company.ids[] with vatPayerStatus; taxId only repeats it', async () => {
    const found = await companies(now);
    expect(found.length).toBeGreaterThan(2);
    const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
    for (const order of found) {
      const company = order.invoice.address!.company!;
      const nip = company.ids.find((id) => id.type === 'PL_NIP')!.value;
      const digits = nip.split('').map(Number);
      expect(digits.slice(0, 9).reduce((s, d, i) => s + d * weights[i]!, 0) % 11).toBe(digits[9]);
      expect(['ACTIVE', 'NON_ACTIVE', 'NOT_APPLICABLE']).toContain(company.vatPayerStatus);
      expect(company.taxId).toBe(nip);
      const vatEu = company.ids.find((id) => id.type === 'VAT_EU');
      expect(order.invoice.features.includes('VAT_EU_VERIFIED')).toBe(vatEu !== undefined);
      if (vatEu) expect(vatEu.value).toBe(`PL${nip}`);
    }
    expect(new Set(found.map((o) => o.invoice.address!.company!.ids[0]!.value)).size).toBeGreaterThan(1);
  });

  it('keeps the documents answer: one fixed NIP for every company buyer', async () => {
    const found = await companies(old);
    expect(found.length).toBeGreaterThan(0);
    for (const order of found) {
      expect(order.invoice.address!.company).toMatchObject({
        ids: [{ type: 'PL_NIP', value: '5250001009' }],
        vatPayerStatus: 'ACTIVE',
        taxId: '5250001009',
      });
    }
  });
});

describe('2026 customer returns', () => {
  it('carries the newer return reasons and rejection codes', async () => {
    const returns = await returnsOf(now);
    const reasons = new Set(returns.flatMap((r) => r.items.map((i) => i.reason.type)));
    // TOO_SMALL was a reason already; COUNTERFEIT and NOT_NEW came later.
    expect(reasons).toContain('COUNTERFEIT');
    expect(reasons).toContain('NOT_NEW');
    const rejected = returns.filter((r) => r.rejection);
    expect(rejected.length).toBeGreaterThan(0);
    for (const r of rejected)
      expect(['ITEM_MISMATCH', 'BUSINESS_PURCHASE', 'NO_RETURN_RIGHT']).toContain(r.rejection!.code);
  });

  it('has a parcel sent with Allegro and carried by ORLEN: transportingWaybill and transportingCarrierId', async () => {
    const parcels = (await returnsOf(now)).flatMap((r) => r.parcels);
    const carried = parcels.filter((p) => p.transportingWaybill !== null);
    expect(carried.length).toBeGreaterThan(0);
    for (const p of carried) {
      expect(p).toMatchObject({ carrierId: 'ALLEGRO', transportingCarrierId: 'ORLEN' });
      expect(p.transportingWaybill).toMatch(/^RUCH\d{12}$/);
      expect(p.transportingWaybill).not.toBe(p.waybill);
    }
  });

  it('keeps the documents returns: older reasons, no transporting carrier', async () => {
    const returns = await returnsOf(old);
    const reasons = returns.flatMap((r) => r.items.map((i) => i.reason.type));
    expect(reasons.some((t) => ['COUNTERFEIT', 'NOT_NEW', 'TOO_LARGE'].includes(t))).toBe(false);
    for (const p of returns.flatMap((r) => r.parcels))
      expect(p).toMatchObject({ transportingWaybill: null, transportingCarrierId: null });
    for (const r of returns.filter((x) => x.rejection)) expect(r.rejection!.code).toBe('ITEM_FIXED');
  });
});
