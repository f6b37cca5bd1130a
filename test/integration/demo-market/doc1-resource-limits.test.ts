import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import {
  apiClient,
  marketForTests,
  signIn,
  startTestMarket,
  V1,
  type ApiClient,
} from '../../helpers/demo-market';
import { control } from '../../helpers/market-control';

const demo = marketForTests();
/** Thousands of requests on loopback reach a minute's limit in seconds; a busy machine takes longer. */
const BURST_TIMEOUT_MS = 90_000;
afterEach(() => {
  demo.market.control.restoreLimits();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `count` requests, `parallel` at a time, and answers their statuses in order. */
async function burst(
  count: number,
  send: (i: number) => Promise<Response>,
  parallel = 25,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, k) => start + k);
    statuses.push(...(await Promise.all(batch.map((i) => send(i).then((r) => r.status)))));
  }
  return statuses;
}

/** A 429 in the marketplace's error format; answers its `Retry-After` in seconds. */
async function limited(response: Response): Promise<number> {
  expect(response.status).toBe(429);
  expect(response.headers.get('content-type')).toContain(V1);
  const body = (await response.json()) as { errors: { code: string; userMessage: string }[] };
  expect(body.errors[0]!.code).toBe('TooManyRequestsException');
  expect(body.errors[0]!.userMessage.length).toBeGreaterThan(0);
  return Number(response.headers.get('retry-after'));
}

const firstThread = async () =>
  (await demo.api.json<{ threads: { id: string }[] }>('/messaging/threads')).threads[0]!.id;
const writeIn = (thread: string, text: string) =>
  demo.api.post(`/messaging/threads/${thread}/messages`, { text });
const feePreview = (api: ApiClient = demo.api) =>
  api.post('/pricing/offer-fee-preview', {
    offer: {
      category: { id: '257931' },
      sellingMode: { format: 'BUY_NOW', price: { amount: '50.00', currency: 'PLN' } },
    },
  });
const offerIds = () => demo.market.control.offers({ sellerId: MAIN_SELLER_ID }).map((o) => o.id);
const setStock = (id: string, available: number) =>
  demo.api.patch(`/sale/product-offers/${id}`, { stock: { available } });
const stats = () => demo.market.control.limitStats().resources.byResource;

describe('per-user, per-resource limits (allegro-2026.md, "Per-user limits"), on by default', () => {
  it('start with the documented numbers, beside the leaky bucket', () => {
    const limits = demo.market.control.setLimits({});
    expect(limits.resources).toEqual({
      enabled: true,
      rates: {
        productOfferWrites: { perMinute: 2490, perHour: 74_700 },
        productOfferReads: { perMinute: 3500 },
        messageWrites: { perSecond: 1 },
        feePreview: { perSecond: 25 },
      },
    });
    expect(limits.bucket).toEqual({
      enabled: true,
      capacity: 600,
      leakPerSecond: 10,
      maxParallel: 6,
      maxDelayMs: 5000,
    });
  });

  it('one message a second per seller, both ways of writing counted together; the next second it passes', async () => {
    const thread = await firstThread();
    const before = (await demo.api.json<{ messages: unknown[] }>(`/messaging/threads/${thread}/messages`))
      .messages.length;
    expect((await writeIn(thread, 'Wysłane')).status).toBe(201);
    const order = demo.market.control
      .orders({ sellerId: MAIN_SELLER_ID })
      .map((o) => demo.market.control.order({ id: o.id })!)
      .find((o) => !o.buyer.guest)!;
    const toBuyer = await demo.api.post('/messaging/messages', {
      recipient: { login: order.buyer.login },
      text: 'Za szybko',
      order: { id: order.id },
    });
    expect(await limited(toBuyer)).toBe(1);
    expect(await limited(await writeIn(thread, 'Też za szybko'))).toBe(1);
    expect(stats().messageWrites).toBe(2);
    // A refused message is not written.
    const after = await demo.api.json<{ messages: unknown[] }>(`/messaging/threads/${thread}/messages`);
    expect(after.messages.length).toBe(before + 1);
    // The limit is the seller's: another one is not held back (its answer is about the unknown thread).
    const other = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
    expect((await other.post('/messaging/threads/nope/messages', { text: 'a' })).status).toBe(404);
    // A second of the marketplace's clock passes the limit, and so does a real second under its frozen clock.
    demo.market.control.advanceClock({ seconds: 1 });
    expect((await writeIn(thread, 'Sekundę później')).status).toBe(201);
    expect((await writeIn(thread, 'Znowu za szybko')).status).toBe(429);
    await sleep(1100);
    expect((await writeIn(thread, 'Sekundę później, naprawdę')).status).toBe(201);
  });

  it('fee previews: 25 a second', async () => {
    expect(await burst(25, () => feePreview())).toEqual(Array<number>(25).fill(200));
    expect(await limited(await feePreview())).toBe(1);
    expect(stats().feePreview).toBe(1);
    demo.market.control.advanceClock({ seconds: 1 });
    expect((await feePreview()).status).toBe(200);
  });

  it(
    'single product-offer reads: 3500 a minute',
    async () => {
      const ids = offerIds();
      const read = (i: number) => demo.api.get(`/sale/product-offers/${ids[i % ids.length]!}`);
      const statuses = await burst(3500, read, 50);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      const retryAfter = await limited(await read(0));
      expect(retryAfter).toBeGreaterThan(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(stats().productOfferReads).toBe(1);
      // Writes have a count of their own.
      expect((await setStock(ids[0]!, 7)).status).toBe(200);
      demo.market.control.advanceClock({ seconds: 60 });
      expect((await read(0)).status).toBe(200);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    'product-offer writes: 2490 a minute, POST and PATCH counted together',
    async () => {
      const ids = offerIds();
      const statuses = await burst(2490, (i) => setStock(ids[i % ids.length]!, 100 + i), 50);
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect((await limited(await setStock(ids[0]!, 1))) <= 60).toBe(true);
      // Refused before its body is read: a new offer waits like an edit does.
      expect((await demo.api.post('/sale/product-offers', {})).status).toBe(429);
      expect(demo.market.control.offer({ id: ids[0]! })!.stock).not.toBe(1);
      expect(stats().productOfferWrites).toBe(2);
      demo.market.control.advanceClock({ seconds: 60 });
      expect((await setStock(ids[0]!, 1)).status).toBe(200);
    },
    BURST_TIMEOUT_MS,
  );

  it('product-offer writes also count by the hour: past its number they wait for the hour, whatever the minute', async () => {
    // 74 700 an hour by default; a tightened pair of numbers shows both windows at work.
    demo.market.control.setLimits({
      resources: { rates: { productOfferWrites: { perMinute: 3, perHour: 5 } } },
    });
    const [id] = offerIds();
    expect(await burst(3, (i) => setStock(id!, i + 1), 1)).toEqual([200, 200, 200]);
    expect(await limited(await setStock(id!, 9))).toBeLessThanOrEqual(60);
    demo.market.control.advanceClock({ seconds: 61 });
    expect(await burst(2, (i) => setStock(id!, i + 10), 1)).toEqual([200, 200]);
    const hourly = await limited(await setStock(id!, 20));
    expect(hourly).toBeGreaterThan(3000);
    expect(hourly).toBeLessThanOrEqual(3600 - 61);
    demo.market.control.advanceClock({ seconds: 61 });
    expect((await setStock(id!, 21)).status).toBe(429);
    demo.market.control.advanceClock({ seconds: hourly });
    expect((await setStock(id!, 22)).status).toBe(200);
  });
});

describe('the per-user leaky bucket with its own numbers', () => {
  it('answers 600 quick requests at full speed, holds back the ones past them, and refuses parallel ones past 6', async () => {
    demo.market.control.clearRequestLog();
    const list = () => demo.api.get('/sale/offers?limit=1');
    // Never more than 6 at a time: what the bucket does to a client that keeps to its parallelism.
    const quick = await burst(600, list, 6);
    expect(quick.filter((s) => s !== 200)).toEqual([]);
    const slowed = () =>
      demo.market.control.requestLog().filter((e) => e.notes.some((n) => /^slowed-/.test(n)));
    expect(slowed()).toEqual([]);
    // A client faster than 10 a second fills the bucket past its capacity a little after that.
    let more = 0;
    while (slowed().length === 0 && more < 400) more += (await burst(6, list, 6)).length;
    expect(slowed().length).toBeGreaterThan(0);
    const parallel = await burst(12, list, 12);
    expect(parallel.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(parallel.filter((s) => s === 200).length).toBeGreaterThan(0);
    const bucket = demo.market.control.limitStats().bucket;
    expect(bucket.delayed).toBeGreaterThan(0);
    expect(bucket.rejected).toBe(parallel.filter((s) => s === 429).length);
    // Relaxed, the same full bucket answers at once; turned off, it takes any number in parallel.
    demo.market.control.setLimits({ bucket: { capacity: 1_000_000 } });
    demo.market.control.clearRequestLog();
    expect(await burst(6, list, 6)).toEqual(Array<number>(6).fill(200));
    expect(slowed()).toEqual([]);
    demo.market.control.setLimits({ bucket: { enabled: false, capacity: 1 } });
    expect(await burst(20, list, 20)).toEqual(Array<number>(20).fill(200));
    expect(slowed()).toEqual([]);
  });
});

describe('the limits through the control interface', () => {
  it('tightens, relaxes and turns off the per-resource limits, and restores the documented ones', async () => {
    const thread = await firstThread();
    demo.market.control.setLimits({ resources: { enabled: false } });
    expect(await burst(3, (i) => writeIn(thread, `Bez limitu ${i}`), 1)).toEqual([201, 201, 201]);
    demo.market.control.setLimits({
      resources: { enabled: true, rates: { messageWrites: { perSecond: 3 } } },
    });
    demo.market.control.advanceClock({ seconds: 1 });
    expect(await burst(4, (i) => writeIn(thread, `Trzy na sekundę ${i}`), 1)).toEqual([201, 201, 201, 429]);
    // An empty rate lifts one resource's limit and leaves the others.
    demo.market.control.setLimits({ resources: { rates: { feePreview: {} } } });
    expect((await burst(40, () => feePreview())).filter((s) => s !== 200)).toEqual([]);
    expect(demo.market.control.setLimits({}).resources.rates.messageWrites).toEqual({ perSecond: 3 });
    const restored = demo.market.control.restoreLimits();
    expect(restored.resources.rates.messageWrites).toEqual({ perSecond: 1 });
    expect(restored.resources.rates.feePreview).toEqual({ perSecond: 25 });
    expect(demo.market.control.limitStats().resources).toEqual({ rejected: 0, byResource: {} });
    expect(await burst(2, (i) => writeIn(thread, `Znowu jedna na sekundę ${i}`), 1)).toEqual([201, 429]);
  });

  it('over HTTP, with the start options of the command line’s marketplace', async () => {
    const market = await startTestMarket({
      control: true,
      resourceLimits: { rates: { feePreview: { perSecond: 2 } } },
      leakyBucket: { enabled: false },
    });
    try {
      const api = apiClient(market.url, (await signIn(market.url)).access_token);
      const preview = () => feePreview(api);
      expect(await burst(3, preview, 1)).toEqual([200, 200, 429]);
      // The bucket was started off: the lists take any number in parallel.
      expect(await burst(20, () => api.get('/sale/offers?limit=1'), 20)).toEqual(Array<number>(20).fill(200));
      const stats = await control<{ resources: { rejected: number }; bucket: { delayed: number } }>(
        market.url,
        'limitStats',
      );
      expect(stats.resources.rejected).toBe(1);
      expect(stats.bucket.delayed).toBe(0);
      await control(market.url, 'setLimits', { resources: { rates: { feePreview: { perSecond: 30 } } } });
      expect((await preview()).status).toBe(200);
      await control(market.url, 'setLimits', { bucket: { enabled: true, capacity: 1, leakPerSecond: 1 } });
      await control(market.url, 'resetLimits');
      const parallel = await burst(10, () => api.get('/sale/offers?limit=1'), 10);
      expect(parallel.filter((s) => s === 429).length).toBeGreaterThan(0);
      await expect(
        control(market.url, 'setLimits', { resources: { rates: { messages: { perSecond: 1 } } } }),
      ).rejects.toThrow('unknown limited resource messages');
      await expect(
        control(market.url, 'setLimits', { resources: { rates: { feePreview: { perDay: 5 } } } }),
      ).rejects.toThrow('unknown window perDay');
    } finally {
      await market.close();
    }
  });
});
