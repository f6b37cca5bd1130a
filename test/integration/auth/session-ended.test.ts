import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import type { Core } from '../../../electron/core/compose';
import { signedInCore, vaultOf } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

let open: { core: Core; market: DemoMarket } | null = null;
afterEach(async () => {
  await open?.core.close();
  await open?.market.close();
  open = null;
});

async function signedIn(api: 'documents' | '2026') {
  const market = await startTestMarket({ api });
  const { core, accountId } = await signedInCore(market, { api });
  open = { core, market };
  await core.sync.runOnce({ accountId, streams: ['ratings'] });
  return { core, market, accountId };
}

describe('a session the marketplace ends before its time', () => {
  it.each(['documents', '2026'] as const)(
    '%s: signs the account out at the first refused request, says why, and asks nothing more',
    async (api) => {
      const { core, market, accountId } = await signedIn(api);
      market.control.endSessions({ sellerId: MAIN_SELLER_ID, reason: 'PASSWORD_CHANGED' });
      market.control.clearRequestLog();
      await expect(core.sync.runOnce({ accountId })).rejects.toMatchObject({ code: 'SIGNED_OUT' });
      const [account] = await core.accounts.list();
      expect(account).toMatchObject({ status: 'signedOut', signedOutReason: 'ended' });
      // One refused token: each stream's first request, one refresh, and nothing after.
      const asked = market.control.requestLog();
      expect(asked.filter((e) => e.path === '/auth/oauth/token')).toHaveLength(1);
      expect(asked.filter((e) => e.status === 200 && !e.path.startsWith('/auth'))).toEqual([]);
      const after = asked.length;
      await expect(core.sync.runOnce({ accountId })).rejects.toMatchObject({ code: 'SIGNED_OUT' });
      expect(market.control.requestLog()).toHaveLength(after);
      expect(await vaultOf(core).read(accountId)).toBeNull();
    },
  );

  it('tells a sign-in that ran out from one ended early, and from the seller signing out', async () => {
    const { core, market, accountId } = await signedIn('documents');
    const pair = (await vaultOf(core).read(accountId))!;
    await vaultOf(core).write(accountId, {
      ...pair,
      accessExpiresAt: Date.now() - 1,
      refreshExpiresAt: Date.now() - 1,
    });
    market.control.endSessions({ sellerId: MAIN_SELLER_ID, reason: 'LOGGED_OUT_EVERYWHERE' });
    await expect(core.sync.runOnce({ accountId, streams: ['ratings'] })).rejects.toMatchObject({
      code: 'SIGNED_OUT',
    });
    expect((await core.accounts.list())[0]).toMatchObject({ signedOutReason: 'expired' });
    await core.accounts.signOut(accountId);
    expect((await core.accounts.list())[0]).toMatchObject({ signedOutReason: 'signed-out' });
  });
});

describe('migration 075: why an account is signed out', () => {
  it('knows nothing of the accounts signed out before, and takes only the three reasons', () => {
    const db = upgradedTo(75, (old) => insertAccount(old));
    expect(db.prepare('SELECT signed_out_reason AS r FROM accounts').get()).toEqual({ r: null });
    db.prepare("UPDATE accounts SET signed_out_reason = 'ended'").run();
    expect(() => db.prepare("UPDATE accounts SET signed_out_reason = 'bored'").run()).toThrow(/CHECK/);
  });
});
