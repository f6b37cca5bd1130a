import { migration } from './migration';

/**
 * The orders this computer took for packing (fulfillment set to PROCESSING from here), so an order in PROCESSING
 * that is not listed was taken on another station. `wanted`: asked for while the marketplace could not be reached,
 * tried again when it answers; `taken`: the marketplace has it. Keyed to the account, not to the orders cache
 * (which can be rebuilt). Times are epoch milliseconds.
 */
export const m042StationTakes = migration(
  '042-station-takes',
  `
CREATE TABLE station_takes (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  order_id TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('wanted', 'taken')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, order_id)
) WITHOUT ROWID;
CREATE INDEX station_takes_wanted ON station_takes (state, updated_at);
`,
);
