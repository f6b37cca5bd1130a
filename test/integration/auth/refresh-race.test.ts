import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { bundleChild, removeBundle } from '../../helpers/children/bundle';
import { startTestMarket } from '../../helpers/demo-market';
import { repeated } from '../../helpers/long-runs';
import { localDb, signedInCore, vaultOf } from '../../helpers/core';
import { signInToDemo } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

const accountId = `demo:${MAIN_SELLER_ID}`;
const TRIALS = repeated('expired-token trials', { sample: 50, whole: 200 });
let market: DemoMarket;

beforeAll(async () => {
  market = await startTestMarket();
});
afterAll(() => market.close());

describe('single-flight refresh with rotating refresh tokens', () => {
  it(`${TRIALS} trials of 20 concurrent calls on an expired token: one refresh each, no dead token reused`, async () => {
    const { core } = await signedInCore(market, { requestBudget: 1_000_000 });
    const client = await core.accounts.client(accountId);
    market.control.resetTokenStats();
    for (let trial = 0; trial < TRIALS; trial++) {
      const before = market.control.tokenStats();
      market.control.expireAccessTokens({ userId: MAIN_SELLER_ID });
      if (trial % 2 === 1) {
        // Half the trials the app itself sees the token at its end: every caller takes the proactive path.
        const pair = (await vaultOf(core).read(accountId))!;
        await vaultOf(core).write(accountId, { ...pair, accessExpiresAt: Date.now() });
      }
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => client.get('/me')));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const after = market.control.tokenStats();
      expect(after.refreshes - before.refreshes, `trial ${trial}`).toBe(1);
      expect(after.refreshReuse).toBe(0);
    }
    expect(market.control.tokenStats()).toMatchObject({
      refreshes: TRIALS,
      refreshReuse: 0,
      invalidGrant: 0,
    });
    await core.close();
  }, 120_000);

  it('two processes on one data folder refresh once between them', async () => {
    const dataDir = tempDir('sd-race-');
    const { core } = await signedInCore(market, { dataDir, requestBudget: 1_000_000 });
    await core.close();
    // Bundled once: six starts through tsx would take most of the test on a busy machine.
    const child = await bundleChild(
      join(import.meta.dirname, '..', '..', 'helpers', 'children', 'concurrent-me.ts'),
    );
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const proc = spawn(process.execPath, [child, dataDir, market.url, accountId, '10']);
        let out = '';
        proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        proc.on('close', (code) =>
          code === 0 ? resolve(out.trim()) : reject(new Error(`child exited ${code}`)),
        );
      });
    try {
      for (let trial = 0; trial < 3; trial++) {
        const before = market.control.tokenStats();
        market.control.expireAccessTokens({ userId: MAIN_SELLER_ID });
        expect(await Promise.all([run(), run()])).toEqual(['10', '10']);
        const after = market.control.tokenStats();
        expect(after.refreshes - before.refreshes).toBe(1);
        expect(after.refreshReuse - before.refreshReuse).toBe(0);
      }
    } finally {
      removeBundle(child);
    }
  }, 120_000);
});

describe('a refresh whose answer is lost', () => {
  it('ends signed out with local data intact; signing in again as the same user resumes', async () => {
    const { core } = await signedInCore(market, { requestBudget: 1_000_000 });
    localDb(core).exec(`CREATE TABLE probe_local_data (
      account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE, note TEXT NOT NULL) STRICT`);
    localDb(core).prepare('INSERT INTO probe_local_data VALUES (?, ?)').run(accountId, 'unsent change');
    const client = await core.accounts.client(accountId);

    market.control.dropNextRefreshResponses({ count: 1 });
    market.control.expireAccessTokens({ userId: MAIN_SELLER_ID });
    await expect(client.get('/me')).rejects.toMatchObject({ code: 'SIGNED_OUT' });

    const [account] = await core.accounts.list();
    expect(account).toMatchObject({ id: accountId, status: 'signedOut', signInNeededBy: null });
    expect(await vaultOf(core).read(accountId)).toBeNull();
    expect(localDb(core).prepare('SELECT note FROM probe_local_data').all()).toEqual([
      { note: 'unsent change' },
    ]);

    const again = await signInToDemo(core);
    expect(again).toMatchObject({ id: accountId, status: 'signedIn' });
    expect(localDb(core).prepare('SELECT note FROM probe_local_data').all()).toEqual([
      { note: 'unsent change' },
    ]);
    const fresh = await core.accounts.client(accountId);
    expect(await fresh.get('/me')).toMatchObject({ id: MAIN_SELLER_ID });
    await core.close();
  });
});
