import { migration } from './migration';

/**
 * Accounts: one row per signed-in seller per environment. Every cached table references it, so removing an
 * account removes its local data in one statement; signing out only changes `status`.
 */
export const m001Accounts = migration(
  '001-accounts',
  `
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  environment TEXT NOT NULL,
  user_id TEXT NOT NULL,
  login TEXT NOT NULL,
  company_name TEXT,
  status TEXT NOT NULL CHECK (status IN ('signedIn', 'signedOut')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (environment, user_id)
) STRICT;
`,
);
