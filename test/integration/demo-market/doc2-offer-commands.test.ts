import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import { apiClient, marketForTests, signIn } from '../../helpers/demo-market';

interface Report {
  id: string;
  createdAt: string;
  completedAt: string | null;
  taskCount: { total: number; success: number; failed: number };
}
interface Tasks {
  tasks: { offer: { id: string }; status: string; message: string | null; field: string }[];
}

const demo = marketForTests({ offers: 120 });

const active = () =>
  demo.market.control.offers({ sellerId: MAIN_SELLER_ID }).filter((o) => o.status === 'ACTIVE' && !o.hidden);
const criteria = (ids: string[]) => [{ type: 'CONTAINS_OFFERS', offers: ids.map((id) => ({ id })) }];

describe('document 2, batch publication command', () => {
  it('registers (201), works the tasks in the background, and reports success and failure per offer', async () => {
    const [a, b] = active();
    const foreign = demo.market.control.offers({ sellerId: SECOND_SELLER_ID })[0]!;
    const id = randomUUID();
    const body = {
      offerCriteria: criteria([a!.id, b!.id, foreign.id, '99999999999']),
      publication: { action: 'END' },
    };
    const put = await demo.api.put(`/sale/offer-publication-commands/${id}`, body);
    expect(put.status).toBe(201);
    const registered = (await put.json()) as Report;
    expect(registered).toMatchObject({
      id,
      completedAt: null,
      taskCount: { total: 4, success: 0, failed: 0 },
    });
    const pending = await demo.api.json<Tasks>(`/sale/offer-publication-commands/${id}/tasks`);
    expect(pending.tasks.map((t) => t.status)).toEqual(['NEW', 'NEW', 'NEW', 'NEW']);
    demo.market.control.advanceClock({ seconds: 1 });
    const done = await demo.api.json<Report>(`/sale/offer-publication-commands/${id}`);
    expect(done.completedAt).not.toBeNull();
    expect(done.taskCount).toEqual({ total: 4, success: 2, failed: 2 });
    const tasks = await demo.api.json<Tasks>(`/sale/offer-publication-commands/${id}/tasks?limit=2&offset=2`);
    expect(tasks.tasks.map((t) => [t.offer.id, t.status])).toEqual([
      [foreign.id, 'FAIL'],
      ['99999999999', 'FAIL'],
    ]);
    expect(demo.market.control.offer({ id: a!.id })!.status).toBe('ENDED');
    expect(demo.market.control.offer({ id: foreign.id })!.status).not.toBe('ENDED');
    const again = await demo.api.put(`/sale/offer-publication-commands/${id}`, body);
    expect(again.status).toBe(409);
    // Ended offers start again with the same id.
    const restart = randomUUID();
    await demo.api.put(`/sale/offer-publication-commands/${restart}`, {
      offerCriteria: criteria([a!.id]),
      publication: { action: 'ACTIVATE' },
    });
    demo.market.control.advanceClock({ seconds: 1 });
    expect(demo.market.control.offer({ id: a!.id })!.status).toBe('ACTIVE');
  });

  it('takes at most 1000 offers per criterion, and bounds the task report paging', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => String(10_000_000_000 + i));
    const tooMany = await demo.api.put(`/sale/offer-publication-commands/${randomUUID()}`, {
      offerCriteria: criteria(ids),
      publication: { action: 'END' },
    });
    expect(tooMany.status).toBe(422);
    const id = randomUUID();
    await demo.api.put(`/sale/offer-publication-commands/${id}`, {
      offerCriteria: criteria(ids.slice(0, 3)),
      publication: { action: 'END' },
    });
    expect((await demo.api.get(`/sale/offer-publication-commands/${id}/tasks?offset=1000`)).status).toBe(422);
    expect((await demo.api.get(`/sale/offer-publication-commands/${id}/tasks?limit=1001`)).status).toBe(422);
    expect((await demo.api.get(`/sale/offer-publication-commands/${randomUUID()}`)).status).toBe(404);
    const other = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
    expect((await other.get(`/sale/offer-publication-commands/${id}`)).status).toBe(403);
  });
});

describe('document 2, batch price and quantity commands', () => {
  it('changes prices (fixed and by percentage) and reports per offer', async () => {
    const [a, b] = active().filter((o) => demo.market.control.offer({ id: o.id })!.format === 'BUY_NOW');
    const id = randomUUID();
    const put = await demo.api.put(`/sale/offer-price-change-commands/${id}`, {
      modification: { type: 'FIXED_PRICE', price: { amount: '123.45', currency: 'PLN' } },
      offerCriteria: criteria([a!.id]),
    });
    expect(put.status).toBe(201);
    demo.market.control.advanceClock({ seconds: 1 });
    expect(demo.market.control.offer({ id: a!.id })!.price).toBe('123.45');
    const before = Number(demo.market.control.offer({ id: b!.id })!.price);
    await demo.api.put(`/sale/offer-price-change-commands/${randomUUID()}`, {
      modification: { type: 'INCREASE_PERCENTAGE', percentage: '10' },
      offerCriteria: criteria([b!.id]),
    });
    demo.market.control.advanceClock({ seconds: 1 });
    expect(Number(demo.market.control.offer({ id: b!.id })!.price)).toBeCloseTo(before * 1.1, 2);
    const reused = await demo.api.put(`/sale/offer-price-change-commands/${id}`, {});
    expect(reused.status).toBe(409);
    const reusedError = ((await reused.json()) as { errors: { code: string; message: string }[] }).errors[0]!;
    expect(reusedError).toMatchObject({
      code: 'COMMAND_ALREADY_REGISTERED_WITH_DIFFERENT_CONTENT',
      message: 'Command id was already used',
    });
    const bad = await demo.api.put(`/sale/offer-price-change-commands/${randomUUID()}`, {
      modification: { type: 'DOUBLE_IT' },
      offerCriteria: criteria([a!.id]),
    });
    expect(bad.status).toBe(422);
  });

  it('changes quantities (FIXED and GAIN); a result below 1 fails the task', async () => {
    const [a] = active();
    await demo.api.put(`/sale/offer-quantity-change-commands/${randomUUID()}`, {
      modification: { changeType: 'FIXED', value: 5 },
      offerCriteria: criteria([a!.id]),
    });
    demo.market.control.advanceClock({ seconds: 1 });
    expect(demo.market.control.offer({ id: a!.id })!.stock).toBe(5);
    const id = randomUUID();
    await demo.api.put(`/sale/offer-quantity-change-commands/${id}`, {
      modification: { changeType: 'GAIN', value: -9 },
      offerCriteria: criteria([a!.id]),
    });
    demo.market.control.advanceClock({ seconds: 1 });
    const tasks = await demo.api.json<Tasks>(`/sale/offer-quantity-change-commands/${id}/tasks`);
    expect(tasks.tasks[0]).toMatchObject({ status: 'FAIL', field: 'stock.available' });
    expect(demo.market.control.offer({ id: a!.id })!.stock).toBe(5);
    const zero = await demo.api.put(`/sale/offer-quantity-change-commands/${randomUUID()}`, {
      modification: { changeType: 'FIXED', value: 0 },
      offerCriteria: criteria([a!.id]),
    });
    expect(zero.status).toBe(422);
  });
});

describe('document 2, single change-price command', () => {
  it('changes the Buy Now price (200) and answers the same again for the same command id', async () => {
    const offer = active().find((o) => demo.market.control.offer({ id: o.id })!.format === 'BUY_NOW')!;
    const id = randomUUID();
    const body = { id, input: { buyNowPrice: { amount: '77.70', currency: 'PLN' } } };
    const first = await demo.api.put(`/offers/${offer.id}/change-price-commands/${id}`, body);
    expect(first.status).toBe(200);
    const answer = (await first.json()) as {
      id: string;
      input: unknown;
      output: { status: string; errors: unknown[] };
    };
    expect(answer).toMatchObject({
      id,
      input: { buyNowPrice: { amount: '77.70', currency: 'PLN' } },
      output: { errors: [] },
    });
    expect(demo.market.control.offer({ id: offer.id })!.price).toBe('77.70');
    const again = await demo.api.put(`/offers/${offer.id}/change-price-commands/${id}`, body);
    expect(await again.json()).toEqual(answer);
    const invalid = await demo.api.put(`/offers/${offer.id}/change-price-commands/${randomUUID()}`, {
      input: { buyNowPrice: { amount: '0', currency: 'PLN' } },
    });
    expect(invalid.status).toBe(422);
  });
});

describe('offer events (document 1, Events; api-facts 2): GET /sale/offer-events', () => {
  it('journals changes of active offers after a cursor, filters by type, keeps 24 hours', async () => {
    const stats = await demo.api.json<{ offerEvents: { id: string }[] }>('/sale/offer-events?limit=1000');
    const cursor = stats.offerEvents.at(-1)?.id;
    const offer = active()[3]!;
    await demo.api.patch(`/sale/product-offers/${offer.id}`, { stock: { available: 42 } });
    await demo.api.patch(`/sale/product-offers/${offer.id}`, { name: 'Nowy tytuł oferty testowej' });
    const after = await demo.api.json<{ offerEvents: { id: string; type: string; offer: { id: string } }[] }>(
      `/sale/offer-events${cursor ? `?from=${cursor}` : ''}`,
    );
    expect(after.offerEvents.map((e) => [e.type, e.offer.id])).toEqual([
      ['OFFER_STOCK_CHANGED', offer.id],
      ['OFFER_CHANGED', offer.id],
    ]);
    const onlyStock = await demo.api.json<{ offerEvents: { type: string }[] }>(
      `/sale/offer-events?type=OFFER_STOCK_CHANGED${cursor ? `&from=${cursor}` : ''}`,
    );
    expect(onlyStock.offerEvents.map((e) => e.type)).toEqual(['OFFER_STOCK_CHANGED']);
    const badType = await demo.api.get('/sale/offer-events?type=OFFER_EXPLODED');
    expect(badType.status).toBe(400);
    expect(badType.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await demo.api.get('/sale/offer-events?from=not-an-id')).status).toBe(400);
    expect((await demo.api.get('/sale/offer-events?limit=1001')).status).toBe(400);
    demo.market.control.advanceClock({ seconds: 24 * 3600 + 1 });
    const fresh = apiClient(demo.market.url, (await signIn(demo.market.url)).access_token);
    const kept = (
      await fresh.json<{ offerEvents: { id: string; occurredAt: string }[] }>('/sale/offer-events?limit=1000')
    ).offerEvents;
    const horizon = Date.parse(demo.market.control.now().now) - 24 * 3600 * 1000;
    expect(kept.every((e) => Date.parse(e.occurredAt) >= horizon)).toBe(true);
    const keptIds = new Set(kept.map((e) => e.id));
    expect(after.offerEvents.some((e) => keptIds.has(e.id))).toBe(false);
  });
});
