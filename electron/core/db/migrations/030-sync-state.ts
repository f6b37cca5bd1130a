import { migration } from './migration';

/**
 * Sync bookkeeping, kept apart from the cache (which can be rebuilt from the marketplace): one row per account
 * and stream with its journal cursor, its times and its last error, and one row per journal event applied.
 * A cursor only moves in the transaction that writes the effects of the events it covers, together with their
 * `applied_events` rows; an event met again after that counts in `replayed_count` instead of being applied.
 */
export const m030SyncState = migration(
  '030-sync-state',
  `
CREATE TABLE sync_streams (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  stream TEXT NOT NULL CHECK (stream IN ('profile', 'offers', 'orders', 'ratings')),
  cursor TEXT,
  -- Local time (ms) the journal was last read up to its head: a journal forgets, so a long gap means a re-list.
  journal_read_at INTEGER,
  last_event_at TEXT,
  last_success_at INTEGER,
  last_attempt_at INTEGER,
  -- Local time (ms) the last complete re-list or back-fill started.
  last_complete_at INTEGER,
  last_reconcile_at INTEGER,
  -- Marketplace time from which the next incremental read asks for changes (updatedAt.gte, lastChangedAt.gte).
  watermark TEXT,
  last_error TEXT,
  applied_count INTEGER NOT NULL DEFAULT 0,
  replayed_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, stream)
) STRICT;

CREATE TABLE applied_events (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  stream TEXT NOT NULL,
  event_id TEXT NOT NULL,
  occurred_at TEXT,
  applied_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, stream, event_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX applied_events_age ON applied_events (account_id, stream, applied_at);
`,
);
