import { migration } from './migration';

/**
 * The buyers' returns and the refunds of payments, read by the buyers stream and shown offline:
 * - `customer_returns`: a row per return with what the list filters and sorts on (status, creation, order,
 *   the first parcel's waybill) and the marketplace's body whole;
 * - `refunds`: a row per refund of a payment; one made here waits under a local id (`local-…`) until the
 *   marketplace answers, and remembers the return it was made for (the marketplace does not).
 * Orders are not referenced by key: a return may name an order the local copy has not read yet.
 */
export const m061CustomerReturns = migration(
  '061-customer-returns',
  `
CREATE TABLE customer_returns (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  order_id TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  reference_number TEXT,
  buyer_login TEXT,
  waybill TEXT,
  raw TEXT NOT NULL CHECK (json_valid(raw)),
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;
CREATE INDEX customer_returns_by_created ON customer_returns (account_id, created_at DESC);
CREATE INDEX customer_returns_by_order ON customer_returns (account_id, order_id);

CREATE TABLE refunds (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  payment_id TEXT NOT NULL,
  order_id TEXT NOT NULL,
  return_id TEXT,
  status TEXT NOT NULL,
  total TEXT NOT NULL,
  currency TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  raw TEXT NOT NULL CHECK (json_valid(raw)),
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;
CREATE INDEX refunds_by_order ON refunds (account_id, order_id);
CREATE INDEX refunds_by_payment ON refunds (account_id, payment_id);
`,
);
