import { migration } from './migration';

/**
 * Streams for money (billing, payment operations, commission refunds) and for buyers (messages, disputes,
 * returns): the list of stream names moves from the table's CHECK to `syncStreams` in shared/sync-status.ts, as the
 * outbox's kinds did in 050, so a new stream needs no table rebuild. The CHECK left keeps the name's shape.
 */
export const m057SyncStreamNames = migration(
  '057-sync-stream-names',
  `
CREATE TABLE sync_streams_next (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  stream TEXT NOT NULL CHECK (stream GLOB '[a-z]*' AND stream NOT GLOB '*[^a-z-]*'),
  cursor TEXT,
  journal_read_at INTEGER,
  last_event_at TEXT,
  last_success_at INTEGER,
  last_attempt_at INTEGER,
  last_complete_at INTEGER,
  last_reconcile_at INTEGER,
  watermark TEXT,
  last_error TEXT,
  applied_count INTEGER NOT NULL DEFAULT 0,
  replayed_count INTEGER NOT NULL DEFAULT 0,
  resume TEXT,
  PRIMARY KEY (account_id, stream)
) STRICT;
INSERT INTO sync_streams_next SELECT * FROM sync_streams;
DROP TABLE sync_streams;
ALTER TABLE sync_streams_next RENAME TO sync_streams;
`,
);
