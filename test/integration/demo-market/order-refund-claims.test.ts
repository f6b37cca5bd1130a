import { describe, expect, it } from 'vitest';
import { SECOND_SELLER_ID } from '../../../electron/demo-market';
import { apiClient, marketForTests, refused, signIn } from '../../helpers/demo-market';

interface Claim {
  id: string;
  status: string;
  quantity: number;
  commission: { amount: number; currency: string };
  buyer: { id: string };
  createdAt: string;
  lineItem: { id: string; quantity: number; boughtAt: string; offer: { id: string } };
  type: string;
}
interface Form {
  id: string;
  buyer: { id: string };
  payment: { type: string; finishedAt: string | null };
  fulfillment: { status: string };
  lineItems: { id: string; quantity: number; boughtAt: string; offer: { id: string } }[];
}

const demo = marketForTests();
const BASE = '/order/refund-claims';
const DAY = 86_400_000;

const list = async (query = '') =>
  (await demo.api.json<{ refundClaims: Claim[]; count: number }>(`${BASE}?limit=100${query}`)).refundClaims;

async function forms(): Promise<Form[]> {
  return (await demo.api.json<{ checkoutForms: Form[] }>('/order/checkout-forms?limit=100')).checkoutForms;
}

/** The description's rule, read from the order as the API shows it: not paid (after 4 days) or returned, 90 days. */
function claimable(form: Form, now: number): boolean {
  const age = now - Date.parse(form.lineItems[0]!.boughtAt);
  if (age > 90 * DAY) return false;
  if (form.fulfillment.status === 'RETURNED') return true;
  return form.payment.finishedAt === null && form.payment.type !== 'CASH_ON_DELIVERY' && age >= 4 * DAY;
}

const now = () => Date.parse('2026-03-02T10:00:00Z');

describe('commission refund claims (/order/refund-claims)', () => {
  it('lists generated claims newest first, on the seller’s own qualifying line items, with filters and paging', async () => {
    const claims = await list();
    expect(claims.length).toBeGreaterThan(0);
    const times = claims.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const byItem = new Map((await forms()).flatMap((f) => f.lineItems.map((li) => [li.id, f] as const)));
    for (const c of claims) {
      const form = byItem.get(c.lineItem.id)!;
      expect(form).toBeDefined();
      expect(c.buyer.id).toBe(form.buyer.id);
      expect(c.quantity).toBeLessThanOrEqual(c.lineItem.quantity);
      expect(c.commission.currency).toBe('PLN');
    }
    const first = claims[0]!;
    expect((await list(`&status=${first.status}`)).every((c) => c.status === first.status)).toBe(true);
    expect((await list(`&lineItem.offer.id=${first.lineItem.offer.id}`)).map((c) => c.id)).toContain(
      first.id,
    );
    expect((await list(`&buyer.id=${first.buyer.id}`)).every((c) => c.buyer.id === first.buyer.id)).toBe(
      true,
    );
    const page = await demo.api.json<{ refundClaims: Claim[]; count: number }>(`${BASE}?limit=1&offset=1`);
    expect(page.count).toBe(Math.min(1, claims.length - 1));
    await refused(await demo.api.get(`${BASE}?limit=101`), 400, 'limit');
    await refused(await demo.api.get(`${BASE}?status=OPEN`), 400, 'status');
    expect(await demo.api.json<Claim>(`${BASE}/${first.id}`)).toEqual(first);
  });

  it('creates a claim for a qualifying line item once, checks quantity, and withdraws it only while in progress', async () => {
    const claimed = new Set((await list()).map((c) => c.lineItem.id));
    const form = (await forms()).find((f) => claimable(f, now()) && !claimed.has(f.lineItems[0]!.id))!;
    expect(form).toBeDefined();
    const item = form.lineItems[0]!;
    await refused(await demo.api.post(BASE, { quantity: 1 }), 400, 'lineItem.id');
    await refused(await demo.api.post(BASE, { lineItem: { id: item.id }, quantity: 0 }), 400, 'quantity');
    await refused(await demo.api.post(BASE, { lineItem: { id: 'nope' }, quantity: 1 }), 422, 'lineItem.id');
    await refused(
      await demo.api.post(BASE, { lineItem: { id: item.id }, quantity: item.quantity + 1 }),
      422,
      'quantity',
    );

    const created = await demo.api.post(BASE, { lineItem: { id: item.id }, quantity: 1 });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const claim = await demo.api.json<Claim>(`${BASE}/${id}`);
    expect(claim).toMatchObject({
      status: 'IN_PROGRESS',
      type: 'MANUAL',
      quantity: 1,
      buyer: { id: form.buyer.id },
    });
    expect(claim.lineItem).toMatchObject({
      id: item.id,
      quantity: item.quantity,
      offer: { id: item.offer.id },
    });
    expect(claim.commission.amount).toBeGreaterThan(0);

    const again = await refused(await demo.api.post(BASE, { lineItem: { id: item.id }, quantity: 1 }), 422);
    expect(again.code).toBe('REFUND_CLAIM_ALREADY_EXISTS');

    expect((await demo.api.delete(`${BASE}/${id}`)).status).toBe(204);
    expect((await demo.api.json<Claim>(`${BASE}/${id}`)).status).toBe('CANCELLED');
    await refused(await demo.api.delete(`${BASE}/${id}`), 422);
    // A withdrawn claim no longer counts: the line item may be claimed again.
    expect((await demo.api.post(BASE, { lineItem: { id: item.id }, quantity: 1 })).status).toBe(201);

    const settled = (await list()).find((c) => c.status === 'GRANTED' || c.status === 'REJECTED')!;
    await refused(await demo.api.delete(`${BASE}/${settled.id}`), 422);
    await refused(await demo.api.get(`${BASE}/00000000-0000-4c1a-8000-999999999999`), 404);
  });

  it('keeps each seller’s claims to that seller: another seller’s claim answers 403', async () => {
    const other = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
    const mine = await list();
    const theirs = (await other.json<{ refundClaims: Claim[] }>(BASE)).refundClaims;
    expect(theirs.some((c) => mine.some((m) => m.id === c.id))).toBe(false);
    await refused(await other.get(`${BASE}/${mine[0]!.id}`), 403);
    await refused(await other.delete(`${BASE}/${mine[0]!.id}`), 403);
  });
  it('refuses a paid order, and an unpaid one before the buyer’s 4 days are over', async () => {
    const claimed = new Set((await list()).map((c) => c.lineItem.id));
    const paid = (await forms()).find(
      (f) =>
        f.payment.finishedAt !== null &&
        f.fulfillment.status !== 'RETURNED' &&
        !claimed.has(f.lineItems[0]!.id),
    )!;
    const error = await refused(
      await demo.api.post(BASE, { lineItem: { id: paid.lineItems[0]!.id }, quantity: 1 }),
      422,
      'lineItem.id',
    );
    expect(error.code).toBe('REFUND_CLAIM_NOT_ALLOWED');

    const fresh = demo.market.control.addOrder({ stage: 'FILLED_IN' });
    const item = fresh.lineItems[0]!;
    await refused(await demo.api.post(BASE, { lineItem: { id: item.id }, quantity: 1 }), 422, 'lineItem.id');
    demo.market.control.advanceClock({ ms: 5 * DAY });
    // The clock moved past the token's life: sign in again.
    const later = apiClient(demo.market.url, (await signIn(demo.market.url)).access_token);
    expect((await later.post(BASE, { lineItem: { id: item.id }, quantity: 1 })).status).toBe(201);
  });
});
