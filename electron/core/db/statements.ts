import type { Statement } from 'better-sqlite3';
import type { Db } from './open';

/**
 * Prepared statements keyed by their SQL: a list query's SQL depends on which filters are set, and each shape
 * is prepared once and reused.
 */
export function createStatementCache(db: Db) {
  const cache = new Map<string, Statement>();
  return <R>(sql: string): Statement<unknown[], R> => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement as Statement<unknown[], R>;
  };
}

export type StatementCache = ReturnType<typeof createStatementCache>;

/** `?, ?, ?` for an IN list. */
export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

export function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
