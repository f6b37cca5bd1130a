import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoMarket, type DemoMarket } from '../../../electron/demo-market';
import { V1, apiClient, signIn, startTestMarket } from '../../helpers/demo-market';

let market: DemoMarket;
let token: string;
beforeAll(async () => {
  market = await startTestMarket();
  token = (await signIn(market.url)).access_token;
});
afterAll(() => market.close());

describe('document 1, Shared conventions', () => {
  it('every response carries Trace-Id, also errors and the OAuth endpoints', async () => {
    const api = apiClient(market.url, token);
    const responses = [
      await api.get('/me'),
      await api.get('/no/such/path'),
      await fetch(`${market.url}/me`),
      await fetch(`${market.url}/auth/oauth/token`),
    ];
    for (const response of responses) expect(response.headers.get('trace-id')).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(responses.map((r) => r.headers.get('trace-id'))).size).toBe(responses.length);
  });

  it('answers JSON in the vendor media type, with nulls present', async () => {
    const response = await apiClient(market.url, token).get('/me');
    expect(response.headers.get('content-type')).toMatch(/^application\/vnd\.allegro\.public\.v1\+json/);
    const missing = await apiClient(market.url, token).get('/no/such/path');
    const body = (await missing.json()) as { errors: Record<string, unknown>[] };
    expect(Object.keys(body.errors[0]!).sort()).toEqual([
      'code',
      'details',
      'message',
      'path',
      'userMessage',
    ]);
    expect(body.errors[0]!.details).toBeNull();
  });
});

describe('document 1, Errors', () => {
  it('an unknown path gives 404 NotFoundException in format A', async () => {
    const response = await apiClient(market.url, token).get('/sale/nothing-here');
    expect(response.status).toBe(404);
    const body = (await response.json()) as { errors: { code: string; userMessage: string }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]!.code).toBe('NotFoundException');
    expect(body.errors[0]!.userMessage).toMatch(/Funkcja niedostępna/);
  });

  it('userMessage follows Accept-Language (Polish by default, English on en-US)', async () => {
    const response = await apiClient(market.url, token).get('/sale/nothing-here', {
      'Accept-Language': 'en-US',
    });
    const body = (await response.json()) as { errors: { userMessage: string }[] };
    expect(body.errors[0]!.userMessage).toMatch(/Function unavailable/);
  });

  it('a known path with another method gives 405', async () => {
    const response = await apiClient(market.url, token).call('DELETE', '/me');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});

describe('document 1, Versioning', () => {
  it('406 NotAcceptableException for an Accept type the resource does not produce', async () => {
    const api = apiClient(market.url, token);
    for (const accept of ['application/json', 'application/vnd.allegro.public.v9+json', 'text/html']) {
      const response = await api.get('/me', { Accept: accept });
      expect(response.status, accept).toBe(406);
      const body = (await response.json()) as { errors: { code: string }[] };
      expect(body.errors[0]!.code).toBe('NotAcceptableException');
    }
    expect((await api.get('/me', { Accept: '*/*' })).status).toBe(200);
    expect((await api.get('/me', { Accept: `text/html, ${V1};q=0.9` })).status).toBe(200);
  });

  it('the vendor of the media type is an option', async () => {
    const acme = await startDemoMarket({ vendor: 'acme', offers: 5, orders: 5, ratings: 5, seed: 3 });
    try {
      const pair = await signIn(acme.url);
      const api = apiClient(acme.url, pair.access_token);
      expect((await api.get('/me')).status).toBe(406);
      const response = await api.get('/me', { Accept: 'application/vnd.acme.public.v1+json' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/vnd\.acme\.public\.v1\+json/);
    } finally {
      await acme.close();
    }
  });
});

describe('control interface over HTTP', () => {
  it('is off by default and answers under /__control/ when enabled', async () => {
    const off = await fetch(`${market.url}/__control/now`, { method: 'POST' });
    expect(off.status).toBe(401);
    const on = await startTestMarket({ control: true, offers: 5, orders: 5, ratings: 5 });
    try {
      const list = (await (await fetch(`${on.url}/__control/`)).json()) as { methods: string[] };
      expect(list.methods).toEqual(
        expect.arrayContaining(['advanceClock', 'expireAccessTokens', 'requestLog']),
      );
      const moved = await fetch(`${on.url}/__control/advanceClock`, {
        method: 'POST',
        body: JSON.stringify({ seconds: 90 }),
      });
      expect(((await moved.json()) as { result: { now: string } }).result.now).toBe(
        '2026-03-02T10:01:30.000Z',
      );
    } finally {
      await on.close();
    }
  });

  it('keeps a request log with time, method, path, status and seller', async () => {
    market.control.clearRequestLog();
    await apiClient(market.url, token).get('/me');
    await fetch(`${market.url}/me`);
    const log = market.control.requestLog();
    expect(log.map((e) => [e.method, e.path, e.status, e.seller])).toEqual([
      ['GET', '/me', 200, '43218765'],
      ['GET', '/me', 401, null],
    ]);
    expect(log[0]!.time).toBe('2026-03-02T10:00:00.000Z');
  });
});
