import { searchTotal, type CountCache, type SearchSpec } from '../../db/search-plan';
import type { StatementCache } from '../../db/statements';

/**
 * The first rows of the name order taken as candidates are this many times the rows a page needs: enough for the
 * page when at least one offer in this many matches (a prefix of one letter matches from a sixth to four fifths of
 * the offers), and still a small set (1600 rows for a first page) to hold while the matches are read.
 */
export const candidateSpread = 16;

/** The matches first read, in the search index's order (the rowids'), to foresee how many fall among the candidates. */
const sampleSize = 64;

/** Past this share of the visible offers, a search's matches are sorted by walking the name index against them. */
const walkShare = 0.2;

/** How a page was found: tests check that their rows take each route. */
export type OfferSearchRoute = 'candidates' | 'sorted' | 'walk';

/**
 * A search of the offers list in name order (either way), without other filters than the account and visibility.
 * Answers null when the page is too deep for it (the general plan, `searchPage`, then answers).
 *
 * The general plan reads the search index twice (the count, then the page), and a short prefix's page builds a set
 * of all its matches (up to 80 000) to walk the name index against: about 20 ms. Here the candidates are the first
 * rows of the name order: every visible row whose name key is at most that of row `need × candidateSpread`, so
 * that no row left out sorts before one taken, ties included. The first 64 matches by rowid (a sample: rowids
 * follow the order offers came in, not their names) foresee how many matches fall among them.
 * - Enough foreseen ('candidates'): one pass over the matches counts them and keeps those among the candidates;
 *   the page is sorted from those alone (found as below when fewer than the page needs turn up).
 * - Else, a count of the matches, then for a match in five offers or more ('walk') the general plan's walk of the
 *   name index, which stops at the page's last row; for fewer ('sorted') all matches sorted through
 *   `offer_sort_keys`, the narrow copy of the name order, rather than through their wide rows.
 * Only the page's own rows are read from `offers`.
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
): { rows: R[]; total: number; route: OfferSearchRoute | null } | null {
  if (!s.complement) return null;
  const need = s.offset + s.limit;
  const visible = s.complement.visible();
  if (need * candidateSpread * 2 > visible) return null;
  const direction = descending ? 'DESC' : 'ASC';
  const found = counts(`offers-search:${accountId}:${direction}:${s.offset}:${s.limit}:${s.match}`, () =>
    pageOf(statements, tableCount, s, { accountId, direction, need, visible }),
  );
  const rows = found.rowids.length
    ? statements<R>(
        `SELECT ${s.columns} FROM json_each(?) p CROSS JOIN offers o ON o.rowid = p.value ORDER BY p.key`,
      ).all(JSON.stringify(found.rowids))
    : [];
  return { rows, total: found.total, route: found.route };
}

interface Found {
  rowids: number[];
  total: number;
  route: OfferSearchRoute | null;
}

/** The page's rowids in order, the search's total and the route that found them. */
function pageOf(
  statements: StatementCache,
  tableCount: () => number,
  s: SearchSpec,
  p: { accountId: string; direction: 'ASC' | 'DESC'; need: number; visible: number },
): Found {
  const within = p.direction === 'ASC' ? '<=' : '>=';
  const bound = statements<{ key: string }>(
    `SELECT name_key AS key FROM offers WHERE account_id = ? AND hidden = 0
     ORDER BY name_key ${p.direction} LIMIT 1 OFFSET ?`,
  ).get(p.accountId, p.need * candidateSpread - 1)!.key;
  // The first matches by rowid are a sample of all of them (a rowid follows the order offers came in, not names).
  const sample = statements<{ rowid: number; inside: number }>(
    `SELECT f.rowid AS rowid, k.name_key ${within} ? AS inside
     FROM offers_fts f CROSS JOIN offer_sort_keys k ON k.offer_rowid = f.rowid
     WHERE offers_fts MATCH ? AND k.account_id = ? AND k.hidden = 0 LIMIT ${sampleSize}`,
  ).all(bound, s.match, p.accountId);
  const last = sample.at(-1)?.rowid;
  if (sample.length === sampleSize && last !== undefined) {
    const rows = statements<{ n: number }>('SELECT max(rowid) AS n FROM offers').get()!.n;
    const expected = (sample.filter((row) => row.inside).length * rows) / last;
    if (expected >= 2 * p.need) return fromCandidates(statements, tableCount, s, p, bound);
  }
  const ftsCount = statements<{ n: number }>(
    'SELECT count(*) AS n FROM offers_fts WHERE offers_fts MATCH ?',
  ).get(s.match)!.n;
  const total = ftsCount === 0 ? 0 : searchTotal(statements, tableCount, s, ftsCount);
  if (total === 0 || s.offset >= total) return { rowids: [], total, route: null };
  return afterCount(statements, s, p, ftsCount, total);
}

/** The page once the matches are counted: walked for a match in five offers or more, else sorted. */
function afterCount(
  statements: StatementCache,
  s: SearchSpec,
  p: { accountId: string; direction: 'ASC' | 'DESC'; visible: number },
  ftsCount: number,
  total: number,
): Found {
  return ftsCount > p.visible * walkShare
    ? { rowids: walked(statements, s, p), total, route: 'walk' }
    : { rowids: sorted(statements, s, p), total, route: 'sorted' };
}

/**
 * One pass over the matches counts them and keeps those among the candidates (the visible rows up to the bound's
 * name key, ties included); the page is sorted from those when they are enough, else found as after a count.
 */
function fromCandidates(
  statements: StatementCache,
  tableCount: () => number,
  s: SearchSpec,
  p: { accountId: string; direction: 'ASC' | 'DESC'; need: number; visible: number },
  bound: string,
): Found {
  const pass = statements<{ n: number; hits: string }>(
    `SELECT count(*) AS n, json_group_array(rowid) FILTER (WHERE rowid IN (
       SELECT rowid FROM offers WHERE account_id = ? AND hidden = 0
         AND name_key ${p.direction === 'ASC' ? '<=' : '>='} ?)) AS hits
     FROM offers_fts WHERE offers_fts MATCH ?`,
  ).get(p.accountId, bound, s.match)!;
  const total = pass.n === 0 ? 0 : searchTotal(statements, tableCount, s, pass.n);
  if (total === 0 || s.offset >= total) return { rowids: [], total, route: null };
  if ((JSON.parse(pass.hits) as number[]).length < p.need) return afterCount(statements, s, p, pass.n, total);
  const rowids = statements<{ r: number }>(
    `SELECT k.offer_rowid AS r FROM json_each(?) h CROSS JOIN offer_sort_keys k ON k.offer_rowid = h.value
     ORDER BY k.name_key ${p.direction}, k.id ${p.direction} LIMIT ? OFFSET ?`,
  )
    .all(pass.hits, s.limit, s.offset)
    .map((row) => row.r);
  return { rowids, total, route: 'candidates' };
}

/** Every match sorted through the narrow copy of the name order: about 0.4 µs a match. */
function sorted(
  statements: StatementCache,
  s: SearchSpec,
  p: { accountId: string; direction: 'ASC' | 'DESC' },
): number[] {
  return statements<{ r: number }>(
    `SELECT k.offer_rowid AS r FROM offers_fts f CROSS JOIN offer_sort_keys k ON k.offer_rowid = f.rowid
     WHERE offers_fts MATCH ? AND k.account_id = ? AND k.hidden = 0
     ORDER BY k.name_key ${p.direction}, k.id ${p.direction} LIMIT ? OFFSET ?`,
  )
    .all(s.match, p.accountId, s.limit, s.offset)
    .map((row) => row.r);
}

/**
 * The name index walked against a set of all matches: building the set costs about 0.2 µs a match and the walk
 * stops at the page's last row, so for a match in five offers or more it beats sorting them all.
 */
function walked(
  statements: StatementCache,
  s: SearchSpec,
  p: { accountId: string; direction: 'ASC' | 'DESC' },
): number[] {
  return statements<{ r: number }>(
    `SELECT o.rowid AS r FROM offers o
     WHERE o.account_id = ? AND o.hidden = 0 AND o.rowid IN (SELECT rowid FROM offers_fts WHERE offers_fts MATCH ?)
     ORDER BY o.name_key ${p.direction}, o.id ${p.direction} LIMIT ? OFFSET ?`,
  )
    .all(p.accountId, s.match, s.limit, s.offset)
    .map((row) => row.r);
}
