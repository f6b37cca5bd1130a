import { migration } from './migration';

/**
 * Which process syncs an account: the app and a command line on one data folder each run a sync engine, and two
 * syncing one account at once would spend its request budget twice and write the same rows in turn. The holder
 * renews `heartbeat_at` (epoch milliseconds); another process on the same host takes the lease only once the holder's
 * pid is gone, one on another host also when the heartbeat is old (see db/lease.ts).
 */
export const m079SyncLease = migration(
  '079-sync-lease',
  `
CREATE TABLE sync_lease (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  owner TEXT NOT NULL,
  pid INTEGER NOT NULL,
  host TEXT NOT NULL,
  heartbeat_at INTEGER NOT NULL
) STRICT;
`,
);
