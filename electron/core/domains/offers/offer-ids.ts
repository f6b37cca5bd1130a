import type { OfferListQuery } from '../../../../shared/contract/offers';
import { ftsQuery } from '../../db/search-text';
import { offerFilter, orderBy } from './offer-queries';
import type { StatementCache } from '../../db/statements';

/** As many offers as one change from the list takes (the batch channels' own limit). */
export const offerIdsLimit = 100_000;

/**
 * The ids of every offer the list's filters match, in the list's order, not only the pages loaded: "select all
 * matching the filter" before a change of many offers. Same rows as `listOffers` with the same query.
 */
export function listOfferIds(
  statements: StatementCache,
  accountId: string,
  q: Omit<OfferListQuery, 'offset' | 'limit'>,
): string[] {
  const { where, args } = offerFilter(accountId, q);
  const match = ftsQuery(q.search);
  if (match) {
    where.push('o.rowid IN (SELECT rowid FROM offers_fts WHERE offers_fts MATCH ?)');
    args.push(match);
  }
  return statements<{ id: string }>(
    `SELECT o.id FROM offers o WHERE ${where.join(' AND ')} ORDER BY ${orderBy[q.sort]} LIMIT ?`,
  )
    .all(...args, offerIdsLimit)
    .map((row) => row.id);
}
