import type { Command } from '../command';
import { withCliCore } from '../cli-core';

export const accountsCommand: Command = {
  name: 'accounts',
  summary: 'List the signed-in accounts',
  usage: 'accounts [--json]',
  options: { json: { type: 'boolean' } },
  async run(ctx, values) {
    return withCliCore(ctx, async (core) => {
      const accounts = await core.accounts.list();
      if (values.json) {
        ctx.io.stdout(JSON.stringify(accounts, null, 2));
      } else if (accounts.length === 0) {
        ctx.io.stdout('No accounts yet. Sign in with: seller-desk login --environment demo');
      } else {
        for (const a of accounts) {
          const state = a.status === 'signedIn' ? 'signed in' : 'signed out';
          const until = a.signInNeededBy ? `, sign in again by ${a.signInNeededBy.slice(0, 10)}` : '';
          ctx.io.stdout(
            `${a.active ? '*' : ' '} ${a.id}  ${a.login} (${a.environmentName}) ${state}${until}`,
          );
        }
      }
      return 0;
    });
  },
};
