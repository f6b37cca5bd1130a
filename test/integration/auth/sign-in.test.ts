import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import { createSignInFlows } from '../../../electron/core/auth/sign-in-flows';
import { createTokenClient } from '../../../electron/core/auth/token-client';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { MAIN_SELLER_ID, SECOND_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { startTestMarket } from '../../helpers/demo-market';
import { coreWithDemo, vaultOf } from '../../helpers/core';
import { approveInBrowser } from '../../helpers/sign-in';
import { createEnvironmentResolver } from '../../../electron/core/market/environments/resolver';
import { defaultSettings } from '../../../shared/settings';

let market: DemoMarket;
let core: Core;

beforeAll(async () => {
  market = await startTestMarket({ frozenClock: false, clockStart: Date.now() });
});
afterAll(() => market.close());
afterEach(async () => {
  await core?.close();
});

const connectionRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/callback' }, () => resolve(false));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    req.end();
  });

describe('sign-in through the authorization page', () => {
  it('signs in with PKCE S256 and a state, names the account through /me, and closes the listener', async () => {
    core = coreWithDemo(market);
    const started = await core.accounts.startSignIn('demo', 'browser');
    if (started.method !== 'browser') throw new Error('browser flow expected');
    const authorize = new URL(started.url);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')!.length).toBeGreaterThanOrEqual(43);
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/^http:\/\/localhost:\d+\/callback$/);

    const finished = core.accounts.finishSignIn(started.flowId);
    const landing = await approveInBrowser(started.url);
    expect(landing.status).toBe(200);
    expect(landing.body).toContain('Zalogowano');
    const account = await finished;
    expect(account).toMatchObject({
      id: `demo:${MAIN_SELLER_ID}`,
      login: 'sklep-demo',
      companyName: 'Sklep Demo Anna Kowalska',
      status: 'signedIn',
      active: true,
    });
    expect(await connectionRefused(Number(landing.redirect.port))).toBe(true);
    expect(await core.accounts.list()).toHaveLength(1);
  });

  it('refuses a wrong state before any token request, and still takes the right one after it', async () => {
    core = coreWithDemo(market);
    market.control.resetTokenStats();
    const started = await core.accounts.startSignIn('demo', 'browser');
    if (started.method !== 'browser') throw new Error('browser flow expected');
    const finished = core.accounts.finishSignIn(started.flowId);
    finished.catch(() => undefined);
    const state = new URL(started.url).searchParams.get('state')!;
    const landing = await approveInBrowser(started.url, {
      tamperRedirect: (url) => url.searchParams.set('state', 'forged-by-another-page'),
    });
    expect(landing.status).toBe(400);
    expect(market.control.tokenStats().byGrant.authorization_code ?? 0).toBe(0);
    expect(await core.accounts.list()).toEqual([]);
    const right = new URL(landing.redirect);
    right.searchParams.set('state', state);
    expect((await fetch(right)).status).toBe(200);
    await expect(finished).resolves.toMatchObject({ status: 'signedIn' });
    expect(market.control.tokenStats().byGrant.authorization_code).toBe(1);
  });

  it('reports a PKCE verifier the server refuses', async () => {
    core = coreWithDemo(market);
    const started = await core.accounts.startSignIn('demo', 'browser');
    if (started.method !== 'browser') throw new Error('browser flow expected');
    const finished = core.accounts.finishSignIn(started.flowId);
    finished.catch(() => undefined);
    // The page is asked for another challenge than the app's: the app's verifier no longer matches it.
    await approveInBrowser(started.url, {
      tamper: (url) => url.searchParams.set('code_challenge', 'A'.repeat(43)),
    });
    await expect(finished).rejects.toMatchObject({
      code: 'SIGN_IN_FAILED',
      message: expect.stringContaining('invalid_grant') as string,
    });
    expect(await core.accounts.list()).toEqual([]);
  });

  it('reports denied consent and stores nothing', async () => {
    core = coreWithDemo(market);
    const started = await core.accounts.startSignIn('demo', 'browser');
    if (started.method !== 'browser') throw new Error('browser flow expected');
    const finished = core.accounts.finishSignIn(started.flowId);
    finished.catch(() => undefined);
    const landing = await approveInBrowser(started.url, { decision: 'deny' });
    expect(landing.body).toContain('Logowanie przerwane');
    await expect(finished).rejects.toMatchObject({ code: 'SIGN_IN_DENIED' });
    expect(await core.accounts.list()).toEqual([]);
  });

  it('keeps two accounts side by side and switches between them', async () => {
    core = coreWithDemo(market);
    for (const seller of [MAIN_SELLER_ID, SECOND_SELLER_ID]) {
      const started = await core.accounts.startSignIn('demo', 'browser');
      if (started.method !== 'browser') throw new Error('browser flow expected');
      const finished = core.accounts.finishSignIn(started.flowId);
      await approveInBrowser(started.url, { seller });
      await finished;
    }
    const accounts = await core.accounts.list();
    expect(accounts.map((a) => [a.login, a.active])).toEqual([
      ['sklep-demo', true],
      ['drugi-sklep', false],
    ]);
    core.accounts.setActive(`demo:${SECOND_SELLER_ID}`);
    expect((await core.accounts.list()).find((a) => a.active)?.login).toBe('drugi-sklep');
  });
});

describe('session expiry', () => {
  it('warns seven days before the refresh token runs out, not earlier', async () => {
    core = coreWithDemo(market);
    const started = await core.accounts.startSignIn('demo', 'browser');
    if (started.method !== 'browser') throw new Error('browser flow expected');
    const finished = core.accounts.finishSignIn(started.flowId);
    await approveInBrowser(started.url);
    const account = await finished;
    const day = 24 * 3600_000;
    expect(Date.parse(account.signInNeededBy!) - Date.now()).toBeGreaterThan(80 * day);
    expect(account.expiryWarning).toBe(false);
    const pair = (await vaultOf(core).read(account.id))!;
    await vaultOf(core).write(account.id, { ...pair, refreshExpiresAt: Date.now() + 8 * day });
    expect((await core.accounts.list())[0]!.expiryWarning).toBe(false);
    await vaultOf(core).write(account.id, { ...pair, refreshExpiresAt: Date.now() + 6 * day });
    expect((await core.accounts.list())[0]!.expiryWarning).toBe(true);
  });
});

describe('device flow', () => {
  it('shows a code, honours slow_down and signs in once the seller approves', async () => {
    core = coreWithDemo(market);
    market.control.setTokenLifetimes({ deviceIntervalSeconds: 1 });
    const environment = await createEnvironmentResolver({
      settings: () => defaultSettings,
      vault: vaultOf(core),
      demo: { url: () => Promise.resolve(market.url), close: () => Promise.resolve() },
    }).resolve('demo');
    const waits: number[] = [];
    let approve: () => Promise<void> = () => Promise.resolve();
    const flows = createSignInFlows({
      resolve: () => Promise.resolve(environment),
      tokenClient: (env) => createTokenClient(env),
      callbackPort: () => 0,
      language: () => 'pl',
      clock: { now: () => Date.now() },
      logger: silentLogger,
      // A wait moves the marketplace's clock, by which it tells a poll too soon, instead of taking real seconds.
      // The second wait is cut short, as a machine waking from sleep might: the server must say slow_down.
      // The seller approves only after that, so the client has to keep polling at the slower pace.
      sleep: async (ms) => {
        waits.push(ms);
        if (waits.length === 3) await approve();
        market.control.advanceClock({ ms: waits.length === 2 ? 100 : ms });
      },
    });
    const started = await flows.startDevice('demo');
    if (started.method !== 'device') throw new Error('device flow expected');
    expect(started.userCode).toMatch(/^[a-z0-9]{9}$/);
    const page = await fetch(started.verificationUriComplete!);
    expect(await page.text()).toContain(started.userCode);
    approve = async () => {
      const approved = await fetch(started.verificationUri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ user_code: started.userCode, seller: MAIN_SELLER_ID, decision: 'allow' }),
      });
      expect(approved.status).toBe(200);
    };
    const { pair } = await flows.result(started.flowId);
    expect(pair.accessToken).toBeTruthy();
    // Poll, poll too soon (slow_down), then five seconds more than the interval before.
    expect(waits).toEqual([1000, 1000, 6000]);
    market.control.setTokenLifetimes({ deviceIntervalSeconds: 5 });
  }, 30_000);
});
