import { migration } from './migration';

/**
 * What the marketplace charged the account (`GET /billing/billing-entries`) and the names of its billing types
 * (`GET /billing/billing-types`). Money is kept in integer grosze (`value_minor`, `balance_minor`), so the screens'
 * totals are exact sums in SQL; `raw` keeps the entry whole. `billing_sync` is the reader's place in a read that
 * takes more than one turn: the range it reads (`range_from`..`range_to`) and how far into it (`next_offset`).
 */
export const m058Billing = migration(
  '058-billing',
  `
CREATE TABLE billing_entries (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  type_id TEXT NOT NULL,
  type_name TEXT,
  offer_id TEXT,
  offer_name TEXT,
  order_id TEXT,
  value_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  balance_minor INTEGER,
  balance_currency TEXT,
  raw TEXT NOT NULL,
  synced_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;
CREATE INDEX billing_entries_by_time ON billing_entries (account_id, occurred_at);
CREATE INDEX billing_entries_by_offer ON billing_entries (account_id, offer_id, occurred_at);
CREATE INDEX billing_entries_by_type ON billing_entries (account_id, type_id, occurred_at);

CREATE TABLE billing_types (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;

CREATE TABLE billing_sync (
  account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  types_read_at INTEGER,
  range_from TEXT,
  range_to TEXT,
  next_offset INTEGER NOT NULL DEFAULT 0,
  entries_read_at INTEGER
) STRICT;
`,
);
