import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import { apiClient, appToken, marketForTests, signIn } from '../../helpers/demo-market';

interface Rating {
  id: string;
  recommended: boolean;
  lastChangedAt: string;
  createdAt: string;
  comment: unknown;
  rates?: { description: number; service: number; deliveryCost: number };
  answer: { createdAt: string; message?: string; text?: string } | null;
  removal: { possibleTo: string; request: unknown };
  order: { id: string; offers: { id: string; title: string }[] };
  buyer: { id: string; login: string };
}

const demo = marketForTests({ orders: 200, ratings: 120 });

const list = (query = '') => demo.api.json<{ ratings: Rating[] }>(`/sale/user-ratings${query}`);

describe('document 3, GET /sale/user-ratings', () => {
  it('answers 20 by default, newest change first, with the documented fields', async () => {
    const { ratings } = await list();
    expect(ratings).toHaveLength(20);
    const times = ratings.map((r) => Date.parse(r.lastChangedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const r = ratings[0]!;
    expect(Object.keys(r.rates!).sort()).toEqual(['delivery', 'deliveryCost', 'description', 'service']);
    expect(r.order.offers[0]!.title).toEqual(expect.any(String));
    expect(Date.parse(r.removal.possibleTo) - Date.parse(r.createdAt)).toBe(14 * 86400_000);
  });

  it('filters by recommended, pages up to 100, offset at most 20000', async () => {
    const all = [...(await list('?limit=100')).ratings, ...(await list('?limit=100&offset=100')).ratings];
    expect(all.length).toBeGreaterThan(100);
    expect(all).toHaveLength(demo.market.control.ratings({ sellerId: MAIN_SELLER_ID }).length);
    const negative = await list('?recommended=false&limit=100');
    expect(negative.ratings.length).toBeGreaterThan(0);
    expect(negative.ratings.length).toBe(all.filter((r) => !r.recommended).length);
    expect(negative.ratings.every((r) => !r.recommended)).toBe(true);
    expect((await demo.api.get('/sale/user-ratings?limit=101')).status).toBe(400);
    expect((await demo.api.get('/sale/user-ratings?offset=20001')).status).toBe(400);
    expect((await demo.api.get('/sale/user-ratings?offset=20000')).status).toBe(200);
  });

  it('the beta media type changes the shape: comment and answer as objects, no rates', async () => {
    const response = await demo.api.get('/sale/user-ratings?limit=100', {
      Accept: 'application/vnd.allegro.beta.v1+json',
    });
    expect(response.headers.get('content-type')).toContain('application/vnd.allegro.beta.v1+json');
    const { ratings } = (await response.json()) as {
      ratings: (Rating & { comment: { text: string; language: string } | null })[];
    };
    expect(ratings.every((r) => r.rates === undefined)).toBe(true);
    const withComment = ratings.find((r) => r.comment !== null)!;
    expect(withComment.comment!.language).toBe('pl-PL');
    expect(withComment.comment!.text.length).toBeGreaterThan(0);
  });
});

describe('document 3, answering a rating and asking for its removal', () => {
  it('an answer of at most 500 characters is stored (201) and moves the rating to the top', async () => {
    const target = (await list('?limit=100')).ratings.at(-1)!;
    const response = await demo.api.put(`/sale/user-ratings/${target.id}/answer`, {
      message: 'Dziękujemy za opinię!',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ message: 'Dziękujemy za opinię!' });
    const { ratings } = await list('?limit=1');
    expect(ratings[0]!.id).toBe(target.id);
    expect(ratings[0]!.answer?.message).toBe('Dziękujemy za opinię!');
    expect(
      (await demo.api.put(`/sale/user-ratings/${target.id}/answer`, { message: 'x'.repeat(501) })).status,
    ).toBe(400);
  });

  it('a removal request works until possibleTo (14 days after the rating) and is refused after', async () => {
    demo.market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    const fresh = (await list('?limit=100')).ratings
      .filter((r) => Date.parse(r.removal.possibleTo) > Date.parse(demo.market.control.now().now))
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
    const [first, second] = [fresh[0]!, fresh[1]!];
    const response = await demo.api.put(`/sale/user-ratings/${first.id}/removal`, {
      request: { message: 'Zamówienie anulowane przez kupującego.' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      possibleTo: first.removal.possibleTo,
      request: { message: 'Zamówienie anulowane przez kupującego.', source: 'SELLER' },
    });
    demo.market.control.setClock({ time: Date.parse(second.removal.possibleTo) + 1000 });
    const late = apiClient(demo.market.url, (await signIn(demo.market.url)).access_token);
    const refused = await late.put(`/sale/user-ratings/${second.id}/removal`, {
      request: { message: 'Za późno?' },
    });
    expect(refused.status).toBe(400);
  });

  it("another seller's rating answers 403; an unknown one 404; an application token 401", async () => {
    const foreign = demo.market.control.ratings({ sellerId: SECOND_SELLER_ID })[0]!;
    const fresh = apiClient(demo.market.url, (await signIn(demo.market.url)).access_token);
    expect((await fresh.get(`/sale/user-ratings/${foreign.id}`)).status).toBe(403);
    expect((await fresh.put(`/sale/user-ratings/${foreign.id}/answer`, { message: 'x' })).status).toBe(403);
    expect((await fresh.get('/sale/user-ratings/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(
      (await apiClient(demo.market.url, await appToken(demo.market.url)).get('/sale/user-ratings')).status,
    ).toBe(401);
  });
});

describe('document 3, GET /sale/delivery-methods', () => {
  it('lists the delivery methods with their constraints', async () => {
    const fresh = apiClient(demo.market.url, (await signIn(demo.market.url)).access_token);
    const { deliveryMethods } = await fresh.json<{
      deliveryMethods: {
        id: string;
        name: string;
        paymentPolicy: string;
        shippingRatesConstraints: { allowed: boolean };
      }[];
    }>('/sale/delivery-methods');
    expect(deliveryMethods.map((m) => m.name)).toContain('Allegro Paczkomaty InPost');
    expect(deliveryMethods.every((m) => m.paymentPolicy && m.shippingRatesConstraints.allowed)).toBe(true);
    expect((await fetch(`${demo.market.url}/sale/delivery-methods`)).status).toBe(401);
  });
});
