import type { Command } from '../command';
import { accountFor, withCliCore } from '../cli-core';

export const logoutCommand: Command = {
  name: 'logout',
  summary: 'Sign an account out (its local data stays)',
  usage: 'logout [--account ID]   (default: the active account)',
  options: { account: { type: 'string' } },
  async run(ctx, values) {
    return withCliCore(ctx, async (core) => {
      const accountId = accountFor(core, typeof values.account === 'string' ? values.account : undefined);
      if (!accountId) {
        ctx.io.stderr('seller-desk: no account to sign out.');
        return 1;
      }
      await core.accounts.signOut(accountId);
      ctx.io.stdout(`Signed out ${accountId}. Its local data is kept.`);
      return 0;
    });
  },
};
