import { searchTotal, type CountCache, type SearchSpec } from './search-plan';
import type { StatementCache } from './statements';

/**
 * The first rows of the name order taken as candidates are this many times the rows a page needs: enough for the
 * page when at least one offer in this many matches (a prefix of one letter matches from a sixth to four fifths of
 * the offers), and still a small set (1600 rows for a first page) to hold while the matches are read.
 */
export const candidateSpread = 16;

/**
 * A search of the offers list in name order (either way), without other filters than the account and visibility.
 * Answers null when the page is too deep for it (the general plan, `searchPage`, then answers).
 *
 * The general plan reads the search index twice (the count, then the page), and a short prefix's page builds a set
 * of all its matches (up to 80 000) to walk the name index against: about 20 ms. Here one pass over the matches
 * counts them all and keeps those among the first rows of the name order: every visible row whose name key is at
 * most that of row `need × candidateSpread`, so that no row left out sorts before one taken, ties included. When
 * they are enough for the page, the page is sorted from them alone; otherwise (few matches, or matches bunched
 * later in the order) all matches are sorted through `offer_sort_keys`, the narrow copy of the name order, rather
 * than through their wide rows. Only the page's own rows are read from `offers`.
 *
 * The page's ids and the total are remembered until the database changes (`counts`): typing back over a prefix,
 * or coming back to a search, costs only the page's rows.
 */
export function searchOffersByName<R>(
  statements: StatementCache,
  counts: CountCache,
  tableCount: () => number,
  s: SearchSpec,
  accountId: string,
  descending: boolean,
): { rows: R[]; total: number } | null {
  if (!s.complement) return null;
  const need = s.offset + s.limit;
  if (need * candidateSpread * 2 > s.complement.visible()) return null;
  const direction = descending ? 'DESC' : 'ASC';
  const found = counts(`offers-search:${accountId}:${direction}:${s.offset}:${s.limit}:${s.match}`, () =>
    pageOf(statements, tableCount, s, accountId, direction, need * candidateSpread),
  );
  const rows = found.rowids.length
    ? statements<R>(
        `SELECT ${s.columns} FROM json_each(?) p CROSS JOIN offers o ON o.rowid = p.value ORDER BY p.key`,
      ).all(JSON.stringify(found.rowids))
    : [];
  return { rows, total: found.total };
}

/** The page's rowids in order, and the search's total. */
function pageOf(
  statements: StatementCache,
  tableCount: () => number,
  s: SearchSpec,
  accountId: string,
  direction: 'ASC' | 'DESC',
  candidates: number,
): { rowids: number[]; total: number } {
  const bound = statements<{ key: string }>(
    `SELECT name_key AS key FROM offers WHERE account_id = ? AND hidden = 0
     ORDER BY name_key ${direction} LIMIT 1 OFFSET ?`,
  ).get(accountId, candidates - 1)!.key;
  const pass = statements<{ n: number; hits: string }>(
    `SELECT count(*) AS n, json_group_array(rowid) FILTER (WHERE rowid IN (
       SELECT rowid FROM offers WHERE account_id = ? AND hidden = 0
         AND name_key ${direction === 'ASC' ? '<=' : '>='} ?)) AS hits
     FROM offers_fts WHERE offers_fts MATCH ?`,
  ).get(accountId, bound, s.match)!;
  if (pass.n === 0) return { rowids: [], total: 0 };
  const total = searchTotal(statements, tableCount, s, pass.n);
  if (total === 0 || s.offset >= total) return { rowids: [], total };
  const order = `k.name_key ${direction}, k.id ${direction}`;
  const fromHits = (JSON.parse(pass.hits) as number[]).length >= s.offset + s.limit;
  const page = fromHits
    ? statements<{ r: number }>(
        `SELECT k.offer_rowid AS r FROM json_each(?) h CROSS JOIN offer_sort_keys k ON k.offer_rowid = h.value
         ORDER BY ${order} LIMIT ? OFFSET ?`,
      ).all(pass.hits, s.limit, s.offset)
    : statements<{ r: number }>(
        `SELECT k.offer_rowid AS r FROM offers_fts f CROSS JOIN offer_sort_keys k ON k.offer_rowid = f.rowid
         WHERE offers_fts MATCH ? AND k.account_id = ? AND k.hidden = 0 ORDER BY ${order} LIMIT ? OFFSET ?`,
      ).all(s.match, accountId, s.limit, s.offset);
  return { rowids: page.map((row) => row.r), total };
}
