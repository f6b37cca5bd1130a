import type { Command } from '../command';
import { createCliCore } from '../cli-core';

export const logoutCommand: Command = {
  name: 'logout',
  summary: 'Sign an account out (its local data stays)',
  usage: 'logout [--account ID]   (default: the active account)',
  options: { account: { type: 'string' } },
  async run(ctx, values) {
    const core = createCliCore(ctx);
    try {
      const accountId =
        typeof values.account === 'string' ? values.account : core.settings.get().activeAccountId;
      if (!accountId) {
        ctx.io.stderr('seller-desk: no account to sign out.');
        return 1;
      }
      await core.accounts.signOut(accountId);
      ctx.io.stdout(`Signed out ${accountId}. Its local data is kept.`);
      return 0;
    } finally {
      await core.close();
    }
  },
};
