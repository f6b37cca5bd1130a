import { migration } from './migration';

/**
 * The running fees of the account's offers as the marketplace last quoted them (`GET /pricing/offer-quotes`), a row
 * per offer: the quotes whole (`raw`), and what the offers list shows of them, the fee per cycle of the enabled
 * quotes and their next charge date. `offer_price` and `offer_status` are the offer's as stored when it was quoted:
 * an offer whose price or status changed since is quoted again at the next read.
 */
export const m052OfferQuotes = migration(
  '052-offer-quotes',
  `
CREATE TABLE offer_quotes (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  offer_id TEXT NOT NULL,
  running_fee TEXT,
  currency TEXT,
  next_date TEXT,
  raw TEXT NOT NULL,
  offer_price TEXT,
  offer_status TEXT,
  fetched_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, offer_id)
) STRICT;
CREATE INDEX offer_quotes_by_age ON offer_quotes (account_id, fetched_at);
`,
);
