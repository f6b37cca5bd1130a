import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { apiClient, basic, marketForTests } from '../../helpers/demo-market';
import { parcelInput, shippableOrder } from '../../helpers/parcels';

const demo = marketForTests({
  clients: [
    { id: 'demo-client', secret: 'demo-secret' },
    { id: 'other-app', secret: 's3cret' },
  ],
});
afterEach(() => {
  demo.market.control.clearFaults();
  demo.market.control.setLatency({ ms: 0 });
  demo.market.control.restoreLimits();
});

async function otherAppToken(): Promise<string> {
  const response = await fetch(`${demo.market.url}/auth/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: basic('other-app', 's3cret'),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('document 1, Limits: requests per Client ID', () => {
  it('over the limit the client is blocked for a minute with 429; requests during the block extend it', async () => {
    demo.market.control.setLimits({ requestsPerMinute: 5 });
    for (let i = 0; i < 5; i++) expect((await demo.api.get('/me')).status).toBe(200);
    const blocked = await demo.api.get('/me');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('60');
    expect(((await blocked.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
      'TooManyRequestsException',
    );
    // Another application has its own budget.
    expect((await apiClient(demo.market.url, await otherAppToken()).get('/order/carriers')).status).toBe(200);
    demo.market.control.advanceClock({ seconds: 59 });
    expect((await demo.api.get('/me')).status).toBe(429);
    demo.market.control.advanceClock({ seconds: 59 });
    expect((await demo.api.get('/me')).status).toBe(429);
    demo.market.control.advanceClock({ seconds: 61 });
    expect((await demo.api.get('/me')).status).toBe(200);
  });

  it('no request reaches a resource during a block (the request log shows it)', async () => {
    const offer = demo.market.control
      .offers({ sellerId: MAIN_SELLER_ID })
      .find((o) => o.status === 'ACTIVE')!;
    demo.market.control.setLimits({ requestsPerMinute: 1 });
    await demo.api.get('/me');
    demo.market.control.clearRequestLog();
    const patch = await demo.api.patch(`/sale/product-offers/${offer.id}`, { stock: { available: 999 } });
    expect(patch.status).toBe(429);
    expect(demo.market.control.offer({ id: offer.id })!.stock).toBe(offer.stock);
    const log = demo.market.control.requestLog();
    expect(log.map((e) => [e.method, e.status, e.notes])).toEqual([['PATCH', 429, ['429-block']]]);
    expect(log.filter((e) => e.status !== 429)).toHaveLength(0);
  });
});

describe('document 1, Limits: the per-user leaky bucket', () => {
  it('slows answers past its capacity and refuses too many parallel requests with 429', async () => {
    // A slow leak keeps the bucket full whatever the machine's speed; short delays keep the test quick.
    demo.market.control.setLimits({
      bucket: { capacity: 2, leakPerSecond: 1, maxParallel: 2, maxDelayMs: 50 },
    });
    demo.market.control.clearRequestLog();
    for (let i = 0; i < 4; i++) expect((await demo.api.get('/sale/offers?limit=1')).status).toBe(200);
    const slowed = demo.market.control
      .requestLog()
      .filter((e) => e.notes.some((n) => n.startsWith('slowed-')));
    expect(slowed.length).toBeGreaterThan(0);
    // Slowed answers stay in flight, so parallel requests pile up past maxParallel.
    demo.market.control.setLimits({
      bucket: { capacity: 1, leakPerSecond: 1, maxParallel: 2, maxDelayMs: 300 },
    });
    demo.market.control.resetLimits();
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => demo.api.get('/sale/offers?limit=1').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    // Resources outside the bucket are not limited this way.
    expect(
      (await Promise.all(Array.from({ length: 5 }, () => demo.api.get('/me').then((r) => r.status)))).every(
        (s) => s === 200,
      ),
    ).toBe(true);
  });
});

describe('fault injection (reliability facts 4, 5, 7)', () => {
  it('5xx/503 for a share of requests on a path pattern, for a given count', async () => {
    demo.market.control.setFaults({
      rules: [{ kind: 'status', status: 503, share: 1, path: '^/me$', count: 2 }],
    });
    const first = await demo.api.get('/me');
    expect(first.status).toBe(503);
    expect(((await first.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    expect((await demo.api.get('/order/carriers')).status).toBe(200);
    expect((await demo.api.get('/me')).status).toBe(503);
    expect((await demo.api.get('/me')).status).toBe(200);
    expect(demo.market.control.faultStats().status).toBe(2);
  });

  it('a share hits some requests and spares others', async () => {
    demo.market.control.setFaults({ rules: [{ kind: 'status', status: 500, share: 0.5 }] });
    const statuses = [];
    for (let i = 0; i < 40; i++) statuses.push((await demo.api.get('/me')).status);
    expect(statuses).toContain(500);
    expect(statuses).toContain(200);
  });

  it('connection resets and truncated bodies', async () => {
    demo.market.control.setFaults({ rules: [{ kind: 'reset', share: 1, path: '^/me$', count: 1 }] });
    await expect(demo.api.get('/me')).rejects.toThrow();
    demo.market.control.setFaults({
      rules: [{ kind: 'truncate', share: 1, path: '^/sale/offers$', count: 1 }],
    });
    await expect(demo.api.get('/sale/offers?limit=50').then((r) => r.json())).rejects.toThrow();
    const log = demo.market.control.requestLog();
    expect(log.some((e) => e.notes.includes('reset') && e.status === 0)).toBe(true);
    expect(log.some((e) => e.notes.includes('truncate'))).toBe(true);
  });

  it('commit then drop: a parcel command is registered although its answer never arrives', async () => {
    demo.market.control.setFaults({
      rules: [{ kind: 'drop', share: 1, path: 'parcel-create-commands', method: 'PUT', count: 1 }],
    });
    const id = randomUUID();
    const input = parcelInput(shippableOrder(demo.market));
    await expect(demo.api.put(`/parcel-management/parcel-create-commands/${id}`, input)).rejects.toThrow();
    demo.market.control.advanceClock({ seconds: 2 });
    expect(demo.market.control.parcelsOfCommand({ commandId: id })).toHaveLength(1);
    expect((await demo.api.put(`/parcel-management/parcel-create-commands/${id}`, input)).status).toBe(400);
    expect(
      (await demo.api.json<{ status: string }>(`/parcel-management/parcel-create-commands/${id}`)).status,
    ).toBe('SUCCESS');
  });

  it('an error after the work is done (504 after commit): the change happened anyway', async () => {
    const offer = demo.market.control
      .offers({ sellerId: MAIN_SELLER_ID })
      .find((o) => o.status === 'ACTIVE')!;
    demo.market.control.setFaults({
      rules: [{ kind: 'status', status: 504, share: 1, afterCommit: true, method: 'PATCH', count: 1 }],
    });
    const response = await demo.api.patch(`/sale/product-offers/${offer.id}`, { stock: { available: 321 } });
    expect(response.status).toBe(504);
    expect(demo.market.control.offer({ id: offer.id })!.stock).toBe(321);
  });

  it('latency delays the answer (noted in the request log)', async () => {
    demo.market.control.setFaults({
      rules: [{ kind: 'latency', share: 1, ms: 50, path: '^/me$', count: 1 }],
    });
    demo.market.control.clearRequestLog();
    expect((await demo.api.get('/me')).status).toBe(200);
    expect(demo.market.control.requestLog()[0]!.notes).toEqual(['latency']);
  });

  it('setLatency holds back every matching request, not drawn and not counted as a fault', async () => {
    const faultsBefore = demo.market.control.faultStats();
    expect(demo.market.control.setLatency({ ms: 5, path: '^/me$' })).toEqual({ ms: 5, path: '^/me$' });
    demo.market.control.clearRequestLog();
    expect((await demo.api.get('/me')).status).toBe(200);
    expect((await demo.api.get('/me')).status).toBe(200);
    expect((await demo.api.get('/sale/offers?limit=1')).status).toBe(200);
    expect(demo.market.control.requestLog().map((entry) => entry.notes)).toEqual([
      ['distance 5 ms'],
      ['distance 5 ms'],
      [],
    ]);
    expect(demo.market.control.faultStats()).toEqual(faultsBefore);
    expect(() => demo.market.control.setLatency({ ms: -1 })).toThrow('latency ms must be a number >= 0');
    demo.market.control.setLatency({ ms: 0 });
    demo.market.control.clearRequestLog();
    await demo.api.get('/me');
    expect(demo.market.control.requestLog()[0]!.notes).toEqual([]);
  });

  it('held requests are answered one per pass, in the order they came; other paths go on', async () => {
    demo.market.control.holdRequests({ path: '^/me$', passes: 1 });
    try {
      expect((await demo.api.get('/me')).status).toBe(200);
      const answered: number[] = [];
      const first = demo.api.get('/me').then(() => answered.push(1));
      const second = demo.api.get('/me').then(() => answered.push(2));
      expect((await demo.api.get('/sale/offers?limit=1')).status).toBe(200);
      expect(answered).toEqual([]);
      demo.market.control.passRequests();
      await first;
      expect(answered).toEqual([1]);
      demo.market.control.endHold();
      await second;
      expect(answered).toEqual([1, 2]);
      expect(() => demo.market.control.passRequests()).toThrow('no requests are held');
    } finally {
      demo.market.control.endHold();
    }
  });
});
