import { migration } from './migration';

/**
 * Values the marketplace may add without notice are kept as they come: a payment operation of a wallet type the app
 * does not know, and a compatibility category of an input type it does not know, were left out before (the columns
 * allowed only the documents' values). The tables are made again without those limits, their rows and indexes kept.
 */
export const m072UnknownMarketValues = migration(
  '072-unknown-market-values',
  `
CREATE TABLE payment_operations_next (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  occurred_ms INTEGER NOT NULL,
  type TEXT NOT NULL,
  op_group TEXT NOT NULL,
  wallet_type TEXT NOT NULL,
  wallet_operator TEXT,
  currency TEXT NOT NULL,
  value_amount TEXT NOT NULL,
  value_cents INTEGER NOT NULL,
  balance_amount TEXT,
  balance_cents INTEGER,
  payment_id TEXT,
  participant_login TEXT,
  participant_name TEXT,
  raw TEXT NOT NULL,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;
INSERT INTO payment_operations_next SELECT * FROM payment_operations;
DROP TABLE payment_operations;
ALTER TABLE payment_operations_next RENAME TO payment_operations;
CREATE INDEX payment_operations_by_time ON payment_operations (account_id, occurred_ms);
CREATE INDEX payment_operations_by_wallet ON payment_operations (account_id, wallet_type, occurred_ms);
CREATE INDEX payment_operations_by_payment ON payment_operations (account_id, payment_id);

CREATE TABLE compatibility_categories_next (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  category_id TEXT NOT NULL,
  name TEXT NOT NULL,
  items_type TEXT NOT NULL,
  input_type TEXT NOT NULL,
  max_rows INTEGER NOT NULL CHECK (max_rows > 0),
  max_characters INTEGER CHECK (max_characters IS NULL OR max_characters > 0),
  PRIMARY KEY (account_id, category_id)
) STRICT;
INSERT INTO compatibility_categories_next SELECT * FROM compatibility_categories;
DROP TABLE compatibility_categories;
ALTER TABLE compatibility_categories_next RENAME TO compatibility_categories;
`,
);
