import type { SessionNote } from '../../../shared/accounts';
import type { Command } from '../command';
import { withCliCore } from '../cli-core';

/** Why the command line's session differs from the shared accounts table (shared/accounts.ts, SessionNote). */
const notes: Record<SessionNote, string> = {
  'signed-in-elsewhere':
    'signed in with the desktop app only (sign in here too: seller-desk login --environment {environment})',
  'vault-damaged':
    'signed out: the saved sign-in was damaged and kept aside (seller-desk login --environment {environment})',
  'secrets-unavailable': 'signed in, but the saved sign-in cannot be read just now',
  'tokens-unsaved': 'signed in, but the new session could not be saved to disk yet',
};

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
          const state = a.sessionNote
            ? notes[a.sessionNote].replace('{environment}', a.environment)
            : a.status === 'signedIn'
              ? 'signed in'
              : 'signed out';
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
