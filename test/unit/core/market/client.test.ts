import { MockAgent } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/settings';
import { silentLogger } from '../../../../electron/core/kernel/logger';
import {
  createMarketClient,
  type ConditionalCache,
  type MarketClientOptions,
} from '../../../../electron/core/market/client';
import { MarketError } from '../../../../electron/core/market/market-error';
import { createRequestGate } from '../../../../electron/core/market/request-gate';
import { environmentAt } from '../../../helpers/market-client';

const origin = 'https://api.market.test';
const V1 = 'application/vnd.allegro.public.v1+json';

interface Seen {
  path: string;
  method: string;
  headers: Record<string, string>;
}

function setup(overrides: Partial<MarketClientOptions> = {}, language: Language = 'pl', perMinute?: number) {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get(origin);
  let now = 1_000_000;
  const clock = { now: () => now };
  const sleeps: number[] = [];
  const sleep = (ms: number) => {
    sleeps.push(ms);
    now += ms;
    return Promise.resolve();
  };
  const gate = createRequestGate({
    clock,
    logger: silentLogger,
    sleep,
    ...(perMinute !== undefined ? { perMinute } : {}),
  });
  const refreshes: string[] = [];
  let token = 'token-1';
  const session = {
    accessToken: () => Promise.resolve(token),
    afterUnauthorized: (_account: string, old: string) => {
      refreshes.push(old);
      token = 'token-2';
      return Promise.resolve(token);
    },
  };
  const seen: Seen[] = [];
  const record = (opts: { path: string; method: string; headers?: unknown }) => {
    seen.push({ path: opts.path, method: opts.method, headers: opts.headers as Record<string, string> });
  };
  const client = createMarketClient({
    environment: environmentAt(origin),
    accountId: 'allegro:1',
    session,
    gate,
    clock,
    logger: silentLogger,
    language: () => language,
    dispatcher: agent,
    sleep,
    random: () => 0.5,
    ...overrides,
  });
  const reply =
    (status: number, body: unknown, headers: Record<string, string> = {}) =>
    (opts: { path: string; method: string; headers?: unknown }) => {
      record(opts);
      return {
        statusCode: status,
        data: typeof body === 'string' ? body : JSON.stringify(body),
        responseOptions: { headers: { 'content-type': V1, 'trace-id': 'trace-42', ...headers } },
      };
    };
  return {
    agent,
    pool,
    client,
    gate,
    sleeps,
    refreshes,
    seen,
    reply,
    clock,
    advance: (ms: number) => (now += ms),
  };
}

let env: ReturnType<typeof setup>;
afterEach(async () => {
  await env?.agent.close();
});

describe('market client', () => {
  beforeEach(() => {
    env = setup();
  });

  it('sends the bearer token, the vendor media type and the UI language', async () => {
    env.pool.intercept({ path: '/me' }).reply(env.reply(200, { id: '1' }));
    env.pool.intercept({ path: '/sale/offer-events' }).reply(env.reply(200, { offerEvents: [] }));
    env.pool.intercept({ path: '/sale/user-ratings' }).reply(env.reply(200, { ratings: [] }));
    await env.client.get('/me');
    await env.client.request({ method: 'GET', path: '/sale/offer-events', acceptLanguage: 'en-US' });
    await env.client.request({ method: 'GET', path: '/sale/user-ratings', beta: 1 });
    expect(env.seen[0]!.headers).toMatchObject({
      authorization: 'Bearer token-1',
      accept: V1,
      'accept-language': 'pl-PL',
    });
    expect(env.seen[1]!.headers['accept-language']).toBe('en-US');
    expect(env.seen[2]!.headers.accept).toBe('application/vnd.allegro.beta.v1+json');
  });

  it('speaks English when the UI does', async () => {
    env = setup({}, 'en');
    env.pool.intercept({ path: '/me' }).reply(env.reply(200, {}));
    await env.client.get('/me');
    expect(env.seen[0]!.headers['accept-language']).toBe('en-US');
  });

  it('types an error of format A with its code, user message, field path and Trace-Id', async () => {
    env.pool.intercept({ path: '/sale/product-offers/1', method: 'PATCH' }).reply(
      env.reply(422, {
        errors: [
          { code: 'VALIDATION_ERROR', message: 'bad name', userMessage: 'Popraw tytuł', path: 'name' },
        ],
      }),
    );
    const error = await env.client
      .request({ method: 'PATCH', path: '/sale/product-offers/1', body: { name: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketError);
    expect(error).toMatchObject({
      code: 'MARKET_ERROR',
      status: 422,
      marketCode: 'VALIDATION_ERROR',
      userMessage: 'Popraw tytuł',
      fieldPath: 'name',
      traceId: 'trace-42',
    });
    expect(env.seen[0]!.headers['content-type']).toBe(V1);
  });

  it.each([
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [400, 'MARKET_ERROR'],
  ])('maps %i to %s', async (status, code) => {
    env.pool.intercept({ path: '/x' }).reply(env.reply(status, { errors: [{ code: 'E', message: 'm' }] }));
    await expect(env.client.get('/x')).rejects.toMatchObject({ code, status });
  });

  it('answers a 401 with one refresh and one retry with the new token, never a second refresh', async () => {
    env.pool
      .intercept({ path: '/me' })
      .reply(env.reply(401, { error: 'invalid_token', error_description: 'expired' }));
    env.pool.intercept({ path: '/me' }).reply(env.reply(200, { id: '1' }));
    await expect(env.client.get('/me')).resolves.toEqual({ id: '1' });
    expect(env.refreshes).toEqual(['token-1']);
    expect(env.seen.map((s) => s.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);

    env.pool
      .intercept({ path: '/me' })
      .reply(env.reply(401, { error: 'invalid_token', error_description: 'x' }))
      .times(2);
    await expect(env.client.get('/me')).rejects.toMatchObject({
      code: 'AUTH_EXPIRED',
      marketCode: 'invalid_token',
    });
    expect(env.refreshes).toHaveLength(2);
    expect(env.seen).toHaveLength(4);
  });

  it('stops every request of the app for the Retry-After of a 429 and does not retry into it', async () => {
    env.pool
      .intercept({ path: '/order/events' })
      .reply(env.reply(429, { errors: [{ code: 'TOO_MANY' }] }, { 'retry-after': '7' }));
    const started = env.clock.now();
    await expect(env.client.get('/order/events')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(env.seen).toHaveLength(1);
    expect(env.gate.blockedUntil()).toBe(started + 7000);

    env.pool.intercept({ path: '/me' }).reply(env.reply(200, {}));
    await env.client.get('/me');
    expect(env.sleeps).toEqual([7000]);
    expect(env.clock.now()).toBeGreaterThanOrEqual(started + 7000);
  });

  it('blocks for 60 seconds when a 429 names no time', async () => {
    env.pool.intercept({ path: '/x' }).reply(env.reply(429, {}));
    const started = env.clock.now();
    await expect(env.client.get('/x')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(env.gate.blockedUntil()).toBe(started + 60_000);
  });

  it('logs an error status the caller expects as information, any other as a failure', async () => {
    const logged: string[] = [];
    const record = (level: string) => (message: string, fields?: Record<string, unknown>) =>
      logged.push(`${level} ${message} ${String(fields?.status)}`);
    await env.agent.close();
    env = setup({
      logger: { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') },
    });
    const gone = { errors: [{ code: 'NOT_FOUND', message: 'no such order' }] };
    env.pool.intercept({ path: '/order/checkout-forms/merged' }).reply(env.reply(404, gone));
    env.pool.intercept({ path: '/order/checkout-forms/other' }).reply(env.reply(404, gone));
    const read = (id: string, expected?: number[]) =>
      env.client.request({
        method: 'GET',
        path: `/order/checkout-forms/${id}`,
        ...(expected ? { expected } : {}),
      });
    await expect(read('merged', [404])).rejects.toMatchObject({ status: 404 });
    await expect(read('other')).rejects.toMatchObject({ status: 404 });
    expect(logged).toEqual([
      'info market request answered as expected 404',
      'warn market request failed 404',
    ]);
  });

  it('retries reads after 5xx with full-jitter backoff', async () => {
    env.pool.intercept({ path: '/x' }).reply(env.reply(503, {})).times(2);
    env.pool.intercept({ path: '/x' }).reply(env.reply(200, { ok: true }));
    await expect(env.client.get('/x')).resolves.toEqual({ ok: true });
    // random() = 0.5: half of base * 2^attempt.
    expect(env.sleeps).toEqual([250, 500]);
  });

  it('gives up after the last attempt with the last status', async () => {
    env.pool.intercept({ path: '/x' }).reply(env.reply(502, {})).times(4);
    await expect(env.client.get('/x')).rejects.toMatchObject({ status: 502 });
    expect(env.seen).toHaveLength(4);
    expect(env.sleeps).toHaveLength(3);
  });

  it('never retries a POST, nor a PUT without a command id, but retries a command PUT', async () => {
    env.pool.intercept({ path: '/c', method: 'POST' }).reply(env.reply(503, {}));
    await expect(env.client.request({ method: 'POST', path: '/c', body: {} })).rejects.toMatchObject({
      status: 503,
    });
    env.pool.intercept({ path: '/p', method: 'PUT' }).reply(env.reply(503, {}));
    await expect(env.client.request({ method: 'PUT', path: '/p', body: {} })).rejects.toMatchObject({
      status: 503,
    });
    expect(env.seen).toHaveLength(2);
    env.pool.intercept({ path: '/cmd/1', method: 'PUT' }).reply(env.reply(503, {}));
    env.pool.intercept({ path: '/cmd/1', method: 'PUT' }).reply(env.reply(201, { id: '1' }));
    await expect(
      env.client.request({ method: 'PUT', path: '/cmd/1', body: {}, idempotent: true }),
    ).resolves.toMatchObject({ status: 201 });
  });

  it('reports OFFLINE when the marketplace cannot be reached, after retrying', async () => {
    env.pool.intercept({ path: '/x' }).replyWithError(new Error('connect ECONNREFUSED')).times(4);
    const error = await env.client.get('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'OFFLINE', status: 0 });
    expect(env.sleeps).toHaveLength(3);
  });

  it('sends a probe once when asked (attempts: 1)', async () => {
    env.pool.intercept({ path: '/me' }).replyWithError(new Error('socket hang up'));
    await expect(env.client.request({ method: 'GET', path: '/me', attempts: 1 })).rejects.toMatchObject({
      code: 'OFFLINE',
    });
    expect(env.sleeps).toEqual([]);
  });

  it('gives up on an answer slower than the call deadline', async () => {
    env.pool.intercept({ path: '/slow' }).reply(env.reply(200, {})).delay(500);
    await expect(
      env.client.request({ method: 'GET', path: '/slow', timeoutMs: 50, attempts: 1 }),
    ).rejects.toMatchObject({ code: 'OFFLINE' });
  });

  it('retries a read whose body is cut off or not JSON', async () => {
    env.pool.intercept({ path: '/x' }).reply(env.reply(200, '{"offers": [1, 2'));
    env.pool.intercept({ path: '/x' }).reply(env.reply(200, { offers: [1, 2] }));
    await expect(env.client.get('/x')).resolves.toEqual({ offers: [1, 2] });
    expect(env.sleeps).toHaveLength(1);
  });

  it('sends If-Modified-Since after a Last-Modified and reuses the stored body on 304', async () => {
    const store = new Map<string, { lastModified: string; body: string }>();
    const cache: ConditionalCache = {
      get: (account, url) => store.get(`${account} ${url}`) ?? null,
      put: (account, url, lastModified, body) => void store.set(`${account} ${url}`, { lastModified, body }),
    };
    env = setup({ cache });
    const modified = 'Mon, 02 Mar 2026 10:00:00 GMT';
    env.pool
      .intercept({ path: '/order/carriers' })
      .reply(env.reply(200, { carriers: [{ id: 'DHL' }] }, { 'last-modified': modified }));
    env.pool.intercept({ path: '/order/carriers' }).reply(env.reply(304, ''));
    const first = await env.client.request({ method: 'GET', path: '/order/carriers', conditional: true });
    const second = await env.client.request({ method: 'GET', path: '/order/carriers', conditional: true });
    expect(env.seen[0]!.headers['if-modified-since']).toBeUndefined();
    expect(env.seen[1]!.headers['if-modified-since']).toBe(modified);
    expect(first.notModified).toBe(false);
    expect(second).toMatchObject({ status: 304, notModified: true, data: { carriers: [{ id: 'DHL' }] } });
  });

  it('keeps the requests of a Client ID within its budget per minute', async () => {
    env = setup({}, 'pl', 2);
    env.pool.intercept({ path: '/x' }).reply(env.reply(200, {})).times(3);
    const started = env.clock.now();
    for (let i = 0; i < 3; i++) await env.client.get('/x');
    expect(env.sleeps).toEqual([60_000]);
    expect(env.clock.now() - started).toBe(60_000);
  });
});
