import { migration } from './migration';

/** The ratings cache: filter and sort columns plus the marketplace's JSON. `seen_pass` serves full passes. */
export const m033Ratings = migration(
  '033-ratings',
  `
CREATE TABLE ratings (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_changed_at TEXT,
  recommended INTEGER NOT NULL,
  answered INTEGER NOT NULL,
  buyer_login TEXT,
  raw TEXT NOT NULL,
  seen_pass INTEGER NOT NULL DEFAULT 0,
  synced_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;
CREATE INDEX ratings_by_changed ON ratings (account_id, last_changed_at);
CREATE INDEX ratings_by_created ON ratings (account_id, created_at);
`,
);
