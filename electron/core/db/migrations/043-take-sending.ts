import { migration } from './migration';

/**
 * A take gets a third state, `sending`: written before the status change goes out, so a station that crashes or
 * loses the answer after the marketplace applied it still knows the order in PROCESSING is its own (before, it
 * read as taken by another station). SQLite cannot change a CHECK in place, so the table is rebuilt; every row
 * is kept as it was.
 */
export const m043TakeSending = migration(
  '043-take-sending',
  `
CREATE TABLE station_takes_next (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  order_id TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('wanted', 'sending', 'taken')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, order_id)
) WITHOUT ROWID;
INSERT INTO station_takes_next (account_id, order_id, state, created_at, updated_at)
  SELECT account_id, order_id, state, created_at, updated_at FROM station_takes;
DROP TABLE station_takes;
ALTER TABLE station_takes_next RENAME TO station_takes;
CREATE INDEX station_takes_wanted ON station_takes (state, updated_at);
`,
);
