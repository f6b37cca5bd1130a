import { migration } from './migration';

/**
 * Where each offer's goods lie on the seller's shelves ("A-03-2"), for the pick list. The seller's own data, kept
 * in the local copy only and never sent to the marketplace: tied to the account, not to the offers' rows, so a
 * re-list that drops and brings back an offer (or a cache rebuilt) keeps its bin.
 */
export const m083OfferBins = migration(
  '083-offer-bins',
  `
CREATE TABLE offer_bins (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  offer_id TEXT NOT NULL,
  bin TEXT NOT NULL CHECK (bin <> ''),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, offer_id)
) STRICT, WITHOUT ROWID;
`,
);
