import { migration } from './migration';

/**
 * The seller's shipping rate lists (each with its rates, as the marketplace lists them), tags, each offer's tags,
 * and variant sets with their offers: reference data read by the profile sync, shown offline and picked in the
 * offer editor. Delivery methods stay in `reference_data` (kind `delivery-methods`), read there since 034.
 * - `offer_tags` has a row per offer whose tags were read (an empty list included), so an offer never read is
 *   told from one without tags, and the sync reads the oldest first.
 */
export const m056DeliveryTags = migration(
  '056-delivery-tags',
  `
CREATE TABLE shipping_rate_lists (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  rates TEXT NOT NULL DEFAULT '[]',
  raw TEXT NOT NULL,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;

CREATE TABLE seller_tags (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1)),
  position INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;

CREATE TABLE offer_tags (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  offer_id TEXT NOT NULL,
  tag_ids TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tag_ids) AND json_type(tag_ids) = 'array'),
  read_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, offer_id)
) STRICT;
CREATE INDEX offer_tags_by_read ON offer_tags (account_id, read_at);

CREATE TABLE variant_sets (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  raw TEXT NOT NULL,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;

CREATE TABLE variant_set_offers (
  account_id TEXT NOT NULL,
  set_id TEXT NOT NULL,
  offer_id TEXT NOT NULL,
  color_pattern TEXT,
  position INTEGER NOT NULL,
  PRIMARY KEY (account_id, set_id, offer_id),
  FOREIGN KEY (account_id, set_id) REFERENCES variant_sets(account_id, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX variant_set_offers_by_offer ON variant_set_offers (account_id, offer_id);
`,
);
