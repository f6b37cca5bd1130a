import type { Db } from './open';

/**
 * Indexes that a first load into an empty table (and the tables filled along with it) goes without and builds once
 * at its end: kept up row by row, they cost most of a page's write, as every page lands all over each of them.
 * `statements` are the CREATE INDEX statements exactly as the migrations define them (each table's test holds the
 * two together).
 */
export function deferredIndexes(db: Db, table: string, statements: readonly string[]) {
  const name = (sql: string): string => sql.split(' ')[2]!;
  const anyRow = db.prepare<[], { one: number }>(`SELECT 1 AS one FROM ${table} LIMIT 1`);
  return {
    /** Drops them when the table holds no row of any account; answers whether it did. */
    defer(): boolean {
      if (anyRow.get()) return false;
      for (const sql of statements) db.exec(`DROP INDEX IF EXISTS ${name(sql)}`);
      return true;
    },
    /**
     * Builds those that are missing (after a first load, or one that was given up; a no-op when they are there).
     * Each is its own transaction, so a write of the window's thread never waits for all of them.
     */
    build(): void {
      for (const sql of statements) db.exec(sql.replace('CREATE INDEX', 'CREATE INDEX IF NOT EXISTS'));
    },
  };
}
