import { migration } from './migration';

/**
 * The account's promotions (bundles, multipacks, large-order discounts, wholesale price lists): a row each with
 * the listing type, the status and the marketplace's body whole; and which offers each names, so an offer's
 * detail finds its promotions by index. A promotion created here waits under a local id (`local-…`) until the
 * marketplace gives it one. Offers are not referenced by key: a promotion may name an offer the copy lacks.
 */
export const m053Promotions = migration(
  '053-promotions',
  `
CREATE TABLE promotions (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('BUNDLE', 'MULTIPACK', 'CROSS_MULTIPACK', 'LARGE_ORDER_DISCOUNT', 'WHOLESALE_PRICE_LIST')),
  status TEXT NOT NULL,
  label TEXT NOT NULL,
  raw TEXT NOT NULL,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;

CREATE TABLE promotion_offers (
  account_id TEXT NOT NULL,
  promotion_id TEXT NOT NULL,
  offer_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (account_id, promotion_id, offer_id),
  FOREIGN KEY (account_id, promotion_id) REFERENCES promotions (account_id, id) ON DELETE CASCADE ON UPDATE CASCADE
) STRICT;

CREATE INDEX promotion_offers_by_offer ON promotion_offers (account_id, offer_id);
`,
);
