import { migration } from './migration';

/**
 * The account's commission refund claims: a row each with the columns the lists filter and sort by and the
 * marketplace's body whole (`raw`). A claim names a line item, not an order: `order_id` is the order the local
 * copy knew for it when stored (null when the order is not in the copy). A claim made here waits under a local id
 * (`local-…`) until the marketplace gives it one. `refund_claims_reading` keeps where the sync's reading of the
 * list stands, so a long list is read over several turns without starting over.
 */
export const m062RefundClaims = migration(
  '062-refund-claims',
  `
CREATE TABLE refund_claims (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  status TEXT NOT NULL,
  type TEXT,
  line_item_id TEXT NOT NULL,
  order_id TEXT,
  offer_id TEXT,
  buyer_id TEXT,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  commission_amount TEXT,
  currency TEXT,
  created_at TEXT,
  raw TEXT NOT NULL,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;
CREATE INDEX refund_claims_by_created ON refund_claims (account_id, created_at);
CREATE INDEX refund_claims_by_line_item ON refund_claims (account_id, line_item_id);
CREATE INDEX refund_claims_by_order ON refund_claims (account_id, order_id);

CREATE TABLE refund_claims_reading (
  account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  next_offset INTEGER NOT NULL DEFAULT 0
) STRICT;
`,
);
