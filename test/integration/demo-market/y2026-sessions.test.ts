import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { apiClient, signIn, startTestMarket, tokenRequest, type TokenPair } from '../../helpers/demo-market';

let market: DemoMarket;
beforeAll(async () => {
  market = await startTestMarket({ api: '2026' });
});
afterAll(() => market.close());

const me = (tokens: TokenPair) => apiClient(market.url, tokens.access_token).get('/me');
const refresh = (tokens: TokenPair) =>
  tokenRequest(market.url, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token });

/** A dead session, as the marketplace shows it: 401 invalid_token, and a refresh that is an invalid_grant. */
async function expectEnded(tokens: TokenPair) {
  const request = await me(tokens);
  expect(request.status).toBe(401);
  expect(await request.json()).toEqual({ error: 'invalid_token', error_description: 'Invalid access token' });
  const refreshed = await refresh(tokens);
  expect(refreshed.status).toBe(400);
  expect(await refreshed.json()).toEqual({
    error: 'invalid_grant',
    error_description: 'Invalid refresh token',
  });
}

describe('sessions that end before their tokens expire', () => {
  it('ends every session of the seller who logged out everywhere; the answers do not say why', async () => {
    const first = await signIn(market.url);
    const second = await signIn(market.url);
    expect((await me(first)).status).toBe(200);
    expect(
      market.control.endSessions({ sellerId: MAIN_SELLER_ID, reason: 'LOGGED_OUT_EVERYWHERE' }).ended,
    ).toBeGreaterThanOrEqual(2);
    await expectEnded(first);
    await expectEnded(second);
    expect(market.control.activeSessions({ userId: MAIN_SELLER_ID }).sessions).toBe(0);
  });

  it('ends a refresh token already rotated within its grace as well (a password change)', async () => {
    market.control.setRefreshGrace({ seconds: 60 });
    const first = await signIn(market.url);
    const rotated = (await (await refresh(first)).json()) as TokenPair;
    market.control.endSessions({ sellerId: MAIN_SELLER_ID, reason: 'PASSWORD_CHANGED' });
    await expectEnded(first);
    await expectEnded(rotated);
    market.control.setRefreshGrace({ seconds: 0 });
  });

  it('lets the seller sign in again afterwards, and leaves other sellers signed in', async () => {
    const other = await signIn(market.url, SECOND_SELLER_ID);
    const mine = await signIn(market.url);
    market.control.endSessions({ sellerId: MAIN_SELLER_ID, reason: 'PASSWORD_CHANGED' });
    await expectEnded(mine);
    expect((await me(other)).status).toBe(200);
    const again = await signIn(market.url);
    expect((await me(again)).status).toBe(200);
    expect((await refresh(again)).status).toBe(200);
  });

  it('ends only the oldest session when the seller opens one too many', async () => {
    market.control.endSessions({ sellerId: MAIN_SELLER_ID, reason: 'LOGGED_OUT_EVERYWHERE' });
    market.control.advanceClock({ seconds: 1 });
    const oldest = await signIn(market.url);
    market.control.advanceClock({ seconds: 1 });
    const newest = await signIn(market.url);
    expect(market.control.endSessions({ sellerId: MAIN_SELLER_ID, reason: 'TOO_MANY_SESSIONS' })).toEqual({
      ended: 1,
    });
    await expectEnded(oldest);
    expect((await me(newest)).status).toBe(200);
  });

  it('refuses a reason it does not know', () => {
    expect(() =>
      market.control.endSessions({ sellerId: MAIN_SELLER_ID, reason: 'BORED' as 'PASSWORD_CHANGED' }),
    ).toThrow(/reason must be one of/);
  });
});
