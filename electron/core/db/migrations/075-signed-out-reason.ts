import { migration } from './migration';

/**
 * Why an account is signed out, so its banner can say so after a restart too: `ended` (the marketplace ended the
 * session before its time: logged out everywhere, password or e-mail changed, a block, over 20 sessions), `expired`
 * (its sign-in ran out), `signed-out` (the seller signed out here). Null while signed in, and for the accounts
 * signed out before this was kept (nothing is known of why).
 */
export const m075SignedOutReason = migration(
  '075-signed-out-reason',
  `
ALTER TABLE accounts ADD COLUMN signed_out_reason TEXT
  CHECK (signed_out_reason IS NULL OR signed_out_reason IN ('ended', 'expired', 'signed-out'));
`,
);
