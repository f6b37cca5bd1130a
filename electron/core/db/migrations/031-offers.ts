import { migration } from './migration';

/**
 * The offers cache: the columns the list filters, sorts and shows, plus the marketplace's JSON as it came from
 * the offers list (`list_raw`) and from the single-offer read (`detail_raw`, with the description).
 * `relist_seen` is the number of the last complete re-list that listed the offer: one it missed is checked
 * before it is removed, because offset paging can shift under concurrent changes. `hidden` offers (hidden by
 * the seller: readable on their own, absent from the marketplace's list) stay for order details but leave lists.
 * Search goes through `offers_fts`, a contentless index whose rowid is the offer's rowid and whose text is
 * folded by the app (the tokenizer does not fold ł).
 */
export const m031Offers = migration(
  '031-offers',
  `
CREATE TABLE offers (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  status TEXT,
  format TEXT,
  price_amount TEXT,
  price_value REAL,
  currency TEXT,
  stock_available INTEGER,
  stock_sold INTEGER,
  stock_unit TEXT,
  external_id TEXT,
  image_url TEXT,
  category_id TEXT,
  ending_at TEXT,
  updated_at TEXT,
  hidden INTEGER NOT NULL DEFAULT 0,
  relist_seen INTEGER NOT NULL DEFAULT 0,
  list_raw TEXT,
  detail_raw TEXT,
  detail_synced_at INTEGER,
  synced_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;
CREATE INDEX offers_by_name ON offers (account_id, hidden, name_key);
CREATE INDEX offers_by_price ON offers (account_id, hidden, price_value);
CREATE INDEX offers_by_stock ON offers (account_id, hidden, stock_available);
CREATE INDEX offers_by_sold ON offers (account_id, hidden, stock_sold);
CREATE INDEX offers_by_status ON offers (account_id, status);

CREATE VIRTUAL TABLE offers_fts USING fts5(
  title, ids,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
);
`,
);
