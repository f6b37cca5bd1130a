import { migration } from './migration';

/**
 * Courier pickup requests. A request's command id is committed here before the command is sent, so an answer
 * lost to a timeout, a 5xx or a crash is settled by reading that id back, never by sending a new command (which
 * would order a second courier). `parcel_ids` is the JSON array of the parcels (sorted), `slot` the chosen window
 * as JSON or NULL; `state` is 'requested' until the marketplace's answer is known, then 'done' (with the
 * marketplace's `pickup_id` when it gives one) or 'failed' (with its `errors`). Times are epoch milliseconds.
 */
export const m041PickupRequests = migration(
  '041-pickup-requests',
  `
CREATE TABLE pickup_requests (
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
);
CREATE INDEX pickup_requests_open ON pickup_requests (account_id, state);
`,
);
