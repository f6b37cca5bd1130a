import type { Db } from './open';
import type { StatementCache } from './statements';

/**
 * A page is read from the matches while they are at most one row in this many of the table, otherwise by walking
 * the sort's index. Reading a match is a seek into the table and its wide row (2-3 µs; an order's raw JSON makes
 * its row about a page of its own), walking is about 0.1 µs an index entry: up to one row in 25, reading every
 * match costs no more than walking the whole index would, and past it the walk is the cheaper one even when the
 * matches sit at its end (spread over the sort it stops after a few hundred entries). A fixed count ties the
 * choice to one table's size: 4000 matches are one offer in 25, but one order in 5, whose page then took ten
 * times as long as the walk.
 */
const sparseRatio = 25;

/** Whether a page is read from the search's `matches` rather than from the sort's index, in a table of `rows`. */
export const readsFromMatches = (matches: number, rows: number): boolean => matches * sparseRatio <= rows;

/** Up to this many rows outside the list (other accounts, hidden, superseded) are taken off the index's count. */
const smallComplement = 20_000;

export interface SearchSpec {
  fts: 'offers_fts' | 'orders_fts';
  table: 'offers' | 'orders';
  match: string;
  /** The WHERE of the list on `o`, with its arguments (account, visibility, filters). */
  where: string;
  args: unknown[];
  /**
   * When the list has no filter but the account and visibility: the rows outside it, as a SELECT of rowids with
   * its arguments, and the visible rows' count. Null with any other filter.
   */
  complement: { rowids: string; args: unknown[]; visible: () => number } | null;
  columns: string;
  orderBy: string;
  limit: number;
  offset: number;
}

/**
 * Plans a search so that typing stays fast over 100 000 rows. The search index counts its own matches cheaply;
 * the total is that count less the matching rows outside the list (usually none, or a few hidden or superseded
 * ones), and only with other filters does it visit every match. A page of few matches (relative to the table) is
 * read from the matches and sorted; a page of many is read by walking the sort's index.
 */
export function searchPage<R>(statements: StatementCache, tableCount: () => number, s: SearchSpec) {
  const ftsCount = statements<{ n: number }>(`SELECT count(*) AS n FROM ${s.fts} WHERE ${s.fts} MATCH ?`).get(
    s.match,
  )!.n;
  if (ftsCount === 0) return { rows: [] as R[], total: 0 };
  const total = searchTotal(statements, tableCount, s, ftsCount);
  if (total === 0 || s.offset >= total) return { rows: [] as R[], total };
  const rows = readsFromMatches(ftsCount, tableCount())
    ? statements<R>(
        `SELECT ${s.columns} FROM ${s.fts} f CROSS JOIN ${s.table} o ON o.rowid = f.rowid
           WHERE ${s.fts} MATCH ? AND ${s.where} ORDER BY ${s.orderBy} LIMIT ? OFFSET ?`,
      ).all(s.match, ...s.args, s.limit, s.offset)
    : statements<R>(
        `SELECT ${s.columns} FROM ${s.table} o
           WHERE ${s.where} AND o.rowid IN (SELECT rowid FROM ${s.fts} WHERE ${s.fts} MATCH ?)
           ORDER BY ${s.orderBy} LIMIT ? OFFSET ?`,
      ).all(...s.args, s.match, s.limit, s.offset);
  return { rows, total };
}

/**
 * The list's total from the search index's count of its matches (`ftsCount`, every row's): that count less the
 * matching rows outside the list when they are few, else the matches counted in the list.
 */
export function searchTotal(
  statements: StatementCache,
  tableCount: () => number,
  s: Pick<SearchSpec, 'fts' | 'table' | 'match' | 'where' | 'args' | 'complement'>,
  ftsCount: number,
): number {
  const outside = s.complement ? tableCount() - s.complement.visible() : Infinity;
  if (s.complement && outside === 0) return ftsCount;
  if (s.complement && outside <= smallComplement) {
    const inside = statements<{ n: number }>(
      `SELECT count(*) AS n FROM (${s.complement.rowids}) c
       WHERE c.rowid IN (SELECT rowid FROM ${s.fts} WHERE ${s.fts} MATCH ?)`,
    ).get(...s.complement.args, s.match)!.n;
    return ftsCount - inside;
  }
  return statements<{ n: number }>(
    `SELECT count(*) AS n FROM ${s.fts} f CROSS JOIN ${s.table} o ON o.rowid = f.rowid
     WHERE ${s.fts} MATCH ? AND ${s.where}`,
  ).get(s.match, ...s.args)!.n;
}

/** Values remembered between two changes of the database, at most (then it starts again). */
const rememberedValues = 256;

/**
 * Counts (and a search's page: its total and rows' ids) that only change when the database does, remembered until
 * it does: `total_changes()` moves with this connection's writes (those of triggers included) and
 * `PRAGMA data_version` with other connections' commits, such as the sync's writer thread's.
 */
export function createCountCache(db: Db) {
  const version = db.prepare<[], { n: number }>('SELECT total_changes() AS n');
  const cache = new Map<string, unknown>();
  let key = '';
  return <T = number>(name: string, compute: () => T): T => {
    const now = `${version.get()!.n}:${db.pragma('data_version', { simple: true }) as number}`;
    if (now !== key || cache.size >= rememberedValues) {
      cache.clear();
      key = now;
    }
    if (cache.has(name)) return cache.get(name) as T;
    const value = compute();
    cache.set(name, value);
    return value;
  };
}

export type CountCache = ReturnType<typeof createCountCache>;
