import { migration } from './migration';

/**
 * The buyer's login kept with each commission refund claim: the marketplace's claim names its buyer by id only, so
 * the login is found in the local copy of orders or, failing that, read once from the marketplace's orders.
 * `buyer_sought_at` is when that read was made (null: not yet), so a claim whose buyer was not found is not asked
 * about again on every turn. Claims whose order the local copy already holds get its login at once.
 */
export const m082ClaimBuyerLogins = migration(
  '082-claim-buyer-logins',
  `
ALTER TABLE refund_claims ADD COLUMN buyer_login TEXT;
ALTER TABLE refund_claims ADD COLUMN buyer_sought_at INTEGER;
UPDATE refund_claims SET buyer_login = (SELECT o.buyer_login FROM order_line_items li
    JOIN orders o ON o.account_id = li.account_id AND o.id = li.order_id
  WHERE li.account_id = refund_claims.account_id AND li.line_item_id = refund_claims.line_item_id
  ORDER BY o.superseded_by IS NOT NULL LIMIT 1);
`,
);
