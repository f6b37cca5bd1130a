import { migration } from './migration';

/**
 * The orders cache (checkout forms): list columns plus the marketplace's JSON (`raw`) and the order's tracking
 * numbers (`shipments_raw`, read separately). A buyer's merge never deletes an order: the old one keeps its row
 * with `superseded_by` naming the new one. `missing_since` marks an order that answered 404 before the order
 * that took its line items was seen. `order_line_items` maps line item ids to orders (after a merge the same id
 * is in both) and to offers. Search goes through the contentless `orders_fts` (rowid = the order's rowid).
 */
export const m032Orders = migration(
  '032-orders',
  `
CREATE TABLE orders (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  status TEXT NOT NULL,
  fulfillment_status TEXT,
  revision TEXT,
  buyer_login TEXT NOT NULL,
  buyer_login_key TEXT NOT NULL,
  buyer_name TEXT,
  bought_at TEXT,
  updated_at TEXT,
  total_amount TEXT,
  total_value REAL,
  currency TEXT,
  payment_type TEXT,
  paid INTEGER NOT NULL DEFAULT 0,
  delivery_method_id TEXT,
  delivery_method_name TEXT,
  item_count INTEGER NOT NULL DEFAULT 0,
  line_item_count INTEGER NOT NULL DEFAULT 0,
  first_item_title TEXT,
  line_items_sent TEXT,
  has_message INTEGER NOT NULL DEFAULT 0,
  superseded_by TEXT,
  missing_since INTEGER,
  raw TEXT NOT NULL,
  shipments_raw TEXT,
  shipments_revision TEXT,
  synced_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;
CREATE INDEX orders_by_bought ON orders (account_id, bought_at);
CREATE INDEX orders_by_updated ON orders (account_id, updated_at);
CREATE INDEX orders_by_status ON orders (account_id, status, bought_at);
CREATE INDEX orders_by_fulfillment ON orders (account_id, fulfillment_status, bought_at);
CREATE INDEX orders_by_method ON orders (account_id, delivery_method_id);

CREATE TABLE order_line_items (
  account_id TEXT NOT NULL,
  line_item_id TEXT NOT NULL,
  order_id TEXT NOT NULL,
  offer_id TEXT,
  PRIMARY KEY (account_id, line_item_id, order_id),
  FOREIGN KEY (account_id, order_id) REFERENCES orders (account_id, id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
CREATE INDEX order_line_items_by_order ON order_line_items (account_id, order_id);
CREATE INDEX order_line_items_by_offer ON order_line_items (account_id, offer_id);

CREATE VIRTUAL TABLE orders_fts USING fts5(
  order_id, buyer, items, waybills,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
);
`,
);
