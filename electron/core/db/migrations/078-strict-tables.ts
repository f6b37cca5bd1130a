import { migration } from './migration';

/**
 * The last two tables made before every table was STRICT become STRICT, so a value of the wrong type is refused at
 * the write (as everywhere else) instead of being kept as text where a number belongs. SQLite cannot add STRICT to
 * a table, so each is rebuilt with every row, id and index as it was; the pickup ids keep counting from where they
 * were (the AUTOINCREMENT sequence follows the rename).
 */
export const m078StrictTables = migration(
  '078-strict-tables',
  `
CREATE TABLE pickup_requests_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  command_id TEXT NOT NULL UNIQUE,
  family TEXT NOT NULL CHECK (family IN ('parcel-management', 'shipment-management')),
  parcel_ids TEXT NOT NULL,
  slot TEXT,
  state TEXT NOT NULL CHECK (state IN ('requested', 'done', 'failed')),
  pickup_id TEXT,
  errors TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
INSERT INTO pickup_requests_next
  (id, account_id, command_id, family, parcel_ids, slot, state, pickup_id, errors, created_at, updated_at)
  SELECT id, account_id, command_id, family, parcel_ids, slot, state, pickup_id, errors, created_at, updated_at
  FROM pickup_requests;
DROP TABLE pickup_requests;
ALTER TABLE pickup_requests_next RENAME TO pickup_requests;
CREATE INDEX pickup_requests_open ON pickup_requests (account_id, state);

CREATE TABLE station_takes_next (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  order_id TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('wanted', 'sending', 'taken')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, order_id)
) STRICT, WITHOUT ROWID;
INSERT INTO station_takes_next (account_id, order_id, state, created_at, updated_at)
  SELECT account_id, order_id, state, created_at, updated_at FROM station_takes;
DROP TABLE station_takes;
ALTER TABLE station_takes_next RENAME TO station_takes;
CREATE INDEX station_takes_wanted ON station_takes (state, updated_at);
`,
);
