import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import {
  REDIRECT_URI,
  V1,
  apiClient,
  appToken,
  authorize,
  basic,
  decodeJwt,
  pkcePair,
  signIn,
  startTestMarket,
  tokenRequest,
} from '../../helpers/demo-market';

let market: DemoMarket;
beforeAll(async () => {
  market = await startTestMarket({ accessTokenSeconds: 300, deviceIntervalSeconds: 5 });
});
afterAll(() => market.close());

async function oauthError(response: Response) {
  return {
    status: response.status,
    ...((await response.json()) as { error: string; error_description: string }),
  };
}

describe('document 1, Authentication: authorization code flow', () => {
  it('the authorize page offers both demo sellers and redirects with code and state', async () => {
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: 'demo-client',
      redirect_uri: REDIRECT_URI,
    });
    const page = await fetch(`${market.url}/auth/oauth/authorize?${params.toString()}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`value="${MAIN_SELLER_ID}"`);
    expect(html).toContain(`value="${SECOND_SELLER_ID}"`);
    const redirect = await authorize(market.url, { state: 'xyz' });
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
    expect(redirect.searchParams.get('state')).toBe('xyz');
    expect(redirect.searchParams.get('code')).toMatch(/^\w{20,}$/);
  });

  it('deny redirects with error=access_denied and the state', async () => {
    const redirect = await authorize(market.url, { decision: 'deny', state: 's1' });
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('state')).toBe('s1');
    expect(redirect.searchParams.has('code')).toBe(false);
  });

  it('accepts http://localhost on any port and path, and refuses IP addresses and other hosts', async () => {
    const any = await authorize(market.url, { redirectUri: 'http://localhost:54321/x/y' });
    expect(any.searchParams.get('code')).toBeTruthy();
    for (const uri of [
      'http://127.0.0.1:8123/callback',
      'https://example.com/cb',
      'http://localhost:1/a#frag',
    ]) {
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: 'demo-client',
        redirect_uri: uri,
      });
      const page = await fetch(`${market.url}/auth/oauth/authorize?${params.toString()}`, {
        redirect: 'manual',
      });
      expect(page.status, uri).toBe(400);
    }
    const unknownClient = await fetch(
      `${market.url}/auth/oauth/authorize?${new URLSearchParams({ response_type: 'code', client_id: 'nope', redirect_uri: REDIRECT_URI }).toString()}`,
    );
    expect(unknownClient.status).toBe(400);
  });

  it('refuses the plain PKCE method with a redirect carrying invalid_request', async () => {
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: 'demo-client',
      redirect_uri: REDIRECT_URI,
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
    });
    const page = await fetch(`${market.url}/auth/oauth/authorize?${params.toString()}`, {
      redirect: 'manual',
    });
    expect(page.status).toBe(302);
    expect(new URL(page.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });

  it('exchanges a code with a PKCE S256 verifier for a JWT pair with user_name and exp', async () => {
    const { verifier, challenge } = pkcePair();
    const redirect = await authorize(market.url, { seller: SECOND_SELLER_ID, challenge });
    const response = await tokenRequest(market.url, {
      grant_type: 'authorization_code',
      code: redirect.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('trace-id')).toBeTruthy();
    const body = (await response.json()) as {
      access_token: string;
      refresh_token: string;
      expires_in: number;
    };
    expect(body.expires_in).toBe(300);
    const claims = decodeJwt(body.access_token);
    expect(claims.user_name).toBe(SECOND_SELLER_ID);
    expect(claims.exp).toBe(Date.parse('2026-03-02T10:00:00Z') / 1000 + 300);
    expect(body.refresh_token).not.toBe(body.access_token);
  });

  it('checks the verifier: a wrong or missing one gives invalid_grant', async () => {
    for (const verifier of [pkcePair().verifier, undefined]) {
      const { challenge } = pkcePair();
      const redirect = await authorize(market.url, { challenge });
      const params: Record<string, string> = {
        grant_type: 'authorization_code',
        code: redirect.searchParams.get('code')!,
        redirect_uri: REDIRECT_URI,
      };
      if (verifier) params.code_verifier = verifier;
      const error = await oauthError(await tokenRequest(market.url, params));
      expect(error).toMatchObject({ status: 400, error: 'invalid_grant' });
    }
  });

  it('a code is single use and valid for 10 seconds', async () => {
    const redirect = await authorize(market.url);
    const code = redirect.searchParams.get('code')!;
    const exchange = () =>
      tokenRequest(market.url, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    expect((await exchange()).status).toBe(200);
    const second = await oauthError(await exchange());
    expect(second).toMatchObject({ status: 400, error: 'invalid_grant' });
    expect(second.error_description).toContain('Invalid authorization code');

    const late = (await authorize(market.url)).searchParams.get('code')!;
    market.control.advanceClock({ seconds: 11 });
    const expired = await oauthError(
      await tokenRequest(market.url, {
        grant_type: 'authorization_code',
        code: late,
        redirect_uri: REDIRECT_URI,
      }),
    );
    expect(expired).toMatchObject({ status: 400, error: 'invalid_grant' });
    const inTime = (await authorize(market.url)).searchParams.get('code')!;
    market.control.advanceClock({ seconds: 9 });
    expect(
      (
        await tokenRequest(market.url, {
          grant_type: 'authorization_code',
          code: inTime,
          redirect_uri: REDIRECT_URI,
        })
      ).status,
    ).toBe(200);
  });

  it('a missing code says an authorization code must be supplied; another redirect_uri is refused', async () => {
    const missing = await oauthError(
      await tokenRequest(market.url, {
        grant_type: 'authorization_code',
        kod: 'x',
        redirect_uri: REDIRECT_URI,
      }),
    );
    expect(missing).toMatchObject({
      status: 400,
      error: 'invalid_request',
      error_description: 'An authorization code must be supplied.',
    });
    const code = (await authorize(market.url)).searchParams.get('code')!;
    const mismatch = await oauthError(
      await tokenRequest(market.url, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'http://localhost:9999/other',
      }),
    );
    expect(mismatch).toMatchObject({ status: 400, error: 'invalid_grant' });
  });
});

describe('document 1, Authentication: scopes', () => {
  it('a token carries the scopes asked for; an operation outside them answers 403; an unknown scope is refused', async () => {
    const redirect = await authorize(market.url, {
      scope: 'allegro:api:orders:read allegro:api:sale:offers:read',
    });
    const response = await tokenRequest(market.url, {
      grant_type: 'authorization_code',
      code: redirect.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
    });
    const pair = (await response.json()) as { access_token: string; scope: string };
    expect(decodeJwt(pair.access_token).scope).toEqual([
      'allegro:api:orders:read',
      'allegro:api:sale:offers:read',
    ]);
    const api = apiClient(market.url, pair.access_token);
    expect((await api.get('/order/event-stats')).status).toBe(200);
    const me = await api.get('/me');
    expect(me.status).toBe(403);
    expect(((await me.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('AccessDenied');
    const unknown = await authorize(market.url, { scope: 'allegro:api:everything' });
    expect(unknown.searchParams.get('error')).toBe('invalid_scope');
  });
});

describe('document 1, Authentication: the token endpoint', () => {
  it('takes only POST with a form body and Basic client credentials', async () => {
    const get = await fetch(`${market.url}/auth/oauth/token`, { headers: { Authorization: basic() } });
    expect(get.status).toBe(405);
    const query = await fetch(`${market.url}/auth/oauth/token?grant_type=client_credentials`, {
      method: 'POST',
      headers: { Authorization: basic() },
    });
    expect(await oauthError(query)).toMatchObject({ status: 400, error: 'invalid_request' });
    const json = await fetch(`${market.url}/auth/oauth/token`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials' }),
    });
    expect(await oauthError(json)).toMatchObject({ status: 400, error_description: 'Missing grant type' });
    const noAuth = await tokenRequest(market.url, { grant_type: 'client_credentials' }, '');
    expect(await oauthError(noAuth)).toMatchObject({
      status: 401,
      error: 'unauthorized',
      error_description: 'Full authentication is required to access this resource',
    });
    const badSecret = await tokenRequest(
      market.url,
      { grant_type: 'client_credentials' },
      basic('demo-client', 'x'),
    );
    expect(badSecret.status).toBe(401);
    const unknownGrant = await tokenRequest(market.url, { grant_type: 'password' });
    expect(await oauthError(unknownGrant)).toMatchObject({ status: 400, error: 'unsupported_grant_type' });
  });

  it('a wrong token address says full authentication is required', async () => {
    const response = await fetch(`${market.url}/auth/oauth/tokens`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    expect(await oauthError(response)).toMatchObject({
      status: 401,
      error: 'unauthorized',
      error_description: 'Full authentication is required to access this resource',
    });
  });
});

describe('document 1, Authentication: refresh with rotation', () => {
  it('returns a new pair and kills the old refresh token at once; reuse is counted and ends the session', async () => {
    const first = await signIn(market.url);
    market.control.resetTokenStats();
    const rotated = await tokenRequest(market.url, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const reuse = await oauthError(
      await tokenRequest(market.url, { grant_type: 'refresh_token', refresh_token: first.refresh_token }),
    );
    expect(reuse).toMatchObject({ status: 400, error: 'invalid_grant' });
    const stats = market.control.tokenStats();
    expect(stats.refreshes).toBe(1);
    expect(stats.refreshReuse).toBe(1);
    expect(stats.reuseByUser[MAIN_SELLER_ID]).toBe(1);
    // The replay revoked the whole family: the newest refresh token and its access token are dead too.
    const afterReuse = await tokenRequest(market.url, {
      grant_type: 'refresh_token',
      refresh_token: second.refresh_token,
    });
    expect(afterReuse.status).toBe(400);
    expect((await apiClient(market.url, second.access_token).get('/me')).status).toBe(401);
  });

  it('honours a grace period when one is set', async () => {
    market.control.setRefreshGrace({ seconds: 60 });
    try {
      const first = await signIn(market.url);
      const refresh = () =>
        tokenRequest(market.url, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
      expect((await refresh()).status).toBe(200);
      market.control.advanceClock({ seconds: 30 });
      expect((await refresh()).status).toBe(200);
      market.control.advanceClock({ seconds: 31 });
      expect((await refresh()).status).toBe(400);
    } finally {
      market.control.setRefreshGrace({ seconds: 0 });
    }
  });

  it('"commit then drop": the rotation happens but the answer never arrives', async () => {
    const pair = await signIn(market.url);
    market.control.resetTokenStats();
    market.control.dropNextRefreshResponses({ count: 1 });
    await expect(
      tokenRequest(market.url, { grant_type: 'refresh_token', refresh_token: pair.refresh_token }),
    ).rejects.toThrow();
    const retry = await oauthError(
      await tokenRequest(market.url, { grant_type: 'refresh_token', refresh_token: pair.refresh_token }),
    );
    expect(retry).toMatchObject({ status: 400, error: 'invalid_grant' });
    expect(market.control.tokenStats()).toMatchObject({
      refreshes: 1,
      droppedRefreshResponses: 1,
      refreshReuse: 1,
    });
  });

  it('counts token requests per grant and per user', async () => {
    market.control.resetTokenStats();
    await signIn(market.url, SECOND_SELLER_ID);
    await appToken(market.url);
    const stats = market.control.tokenStats();
    expect(stats.byGrant).toMatchObject({ authorization_code: 1, client_credentials: 1, refresh_token: 0 });
    expect(stats.byUser[SECOND_SELLER_ID]).toEqual({ authorization_code: 1 });
  });
});

describe('document 1, Authentication: client credentials and the device flow', () => {
  it('an application token has no user_name and is refused on a user operation with 401', async () => {
    const token = await appToken(market.url);
    expect(decodeJwt(token).user_name).toBeUndefined();
    const me = await apiClient(market.url, token).get('/me');
    expect(me.status).toBe(401);
    const body = (await me.json()) as { error: string; error_description: string };
    expect(body.error_description).toMatch(/user_name/);
  });

  it('polls authorization_pending, slow_down, then gets tokens after the user links the device', async () => {
    const start = await fetch(`${market.url}/auth/oauth/device`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'client_id=demo-client',
    });
    expect(start.status).toBe(200);
    const device = (await start.json()) as {
      device_code: string;
      user_code: string;
      interval: number;
      expires_in: number;
      verification_uri: string;
      verification_uri_complete: string;
    };
    expect(device).toMatchObject({ interval: 5, expires_in: 3600 });
    expect(device.verification_uri_complete).toBe(`${device.verification_uri}?code=${device.user_code}`);
    const poll = () =>
      tokenRequest(market.url, {
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code: device.device_code,
      });
    expect(await oauthError(await poll())).toMatchObject({ error: 'authorization_pending' });
    expect(await oauthError(await poll())).toMatchObject({ error: 'slow_down' });
    const page = await fetch(device.verification_uri_complete);
    expect(await page.text()).toContain(device.user_code);
    const link = await fetch(device.verification_uri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_code: device.user_code, seller: SECOND_SELLER_ID, decision: 'allow' }),
    });
    expect(link.status).toBe(200);
    market.control.advanceClock({ seconds: 11 });
    const done = await poll();
    expect(done.status).toBe(200);
    const pair = (await done.json()) as { access_token: string };
    expect(decodeJwt(pair.access_token).user_name).toBe(SECOND_SELLER_ID);
  });

  it('an unanswered device code expires', async () => {
    const start = await fetch(`${market.url}/auth/oauth/device`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'client_id=demo-client',
    });
    const device = (await start.json()) as { device_code: string };
    market.control.advanceClock({ seconds: 3601 });
    const poll = await tokenRequest(market.url, {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: device.device_code,
    });
    expect(await oauthError(poll)).toMatchObject({ status: 400, error: 'expired_token' });
  });
});

describe('document 1, Authentication: access tokens on resources', () => {
  it('no token: 401 unauthorized in format B; a foreign token: invalid_token', async () => {
    const none = await fetch(`${market.url}/me`, { headers: { Accept: V1 } });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      error: 'unauthorized',
      error_description: 'Full authentication is required to access this resource',
    });
    const foreign = await apiClient(
      market.url,
      'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX25hbWUiOiIxIn0.c2lnbmF0dXJl',
    ).get('/me');
    expect(await oauthError(foreign)).toMatchObject({ status: 401, error: 'invalid_token' });
  });

  it('an expired token gives 401 invalid_token; so do tokens expired or revoked through control', async () => {
    const pair = await signIn(market.url);
    const api = apiClient(market.url, pair.access_token);
    expect((await api.get('/me')).status).toBe(200);
    market.control.advanceClock({ seconds: 301 });
    expect(await oauthError(await api.get('/me'))).toMatchObject({ status: 401, error: 'invalid_token' });

    const a = await signIn(market.url);
    const b = await signIn(market.url, SECOND_SELLER_ID);
    expect(market.control.expireAccessTokens({ userId: MAIN_SELLER_ID }).expired).toBeGreaterThan(0);
    expect((await apiClient(market.url, a.access_token).get('/me')).status).toBe(401);
    expect((await apiClient(market.url, b.access_token).get('/me')).status).toBe(200);
    market.control.revokeRefreshTokens({ userId: SECOND_SELLER_ID });
    const refused = await tokenRequest(market.url, {
      grant_type: 'refresh_token',
      refresh_token: b.refresh_token,
    });
    expect(refused.status).toBe(400);
  });
});

describe('document 3, User information: GET /me', () => {
  it('returns the signed-in seller', async () => {
    const pair = await signIn(market.url);
    const me = await apiClient(market.url, pair.access_token).json('/me');
    expect(me).toMatchObject({
      id: MAIN_SELLER_ID,
      login: 'sklep-demo',
      baseMarketplace: { id: 'allegro-pl' },
    });
    const company = me.company as { name: unknown; taxId: unknown };
    expect([typeof company.name, typeof company.taxId]).toEqual(['string', 'string']);
    expect(me.features).toContain('SUPER_SELLER');
  });
});
