import { migration } from './migration';

/**
 * The account's after-sales conditions (return policies, implied warranties, warranties), a row each: the name
 * the seller picks them by, and the marketplace's body of the condition whole (what a screen shows and a change
 * starts from). `stored_at` is when that body last changed in the local copy.
 */
export const m047AfterSalesConditions = migration(
  '047-after-sales-conditions',
  `
CREATE TABLE after_sales_conditions (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('return-policy', 'implied-warranty', 'warranty')),
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  raw TEXT NOT NULL,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, kind, id)
) STRICT;

CREATE INDEX after_sales_conditions_by_name ON after_sales_conditions (account_id, kind, name COLLATE NOCASE);
`,
);
