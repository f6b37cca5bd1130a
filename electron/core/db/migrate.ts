import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Migration } from './migrations';
import { iso } from '../kernel/time/iso';

export class MigrationError extends Error {}

const checksum = (sql: string): string => createHash('sha256').update(sql).digest('hex');

/**
 * Applies the migrations this database has not seen, each in its own transaction with its record.
 * Refuses a database that knows a migration this app does not (written by a newer version) or whose
 * applied migration text differs from ours (an edited migration): either would corrupt data silently.
 *
 * The app and the command line may open one fresh data folder at the same moment: each migration's transaction
 * takes the write lock first (BEGIN IMMEDIATE) and reads what is applied inside it, so the second process waits
 * (busy_timeout), then finds the migration recorded and skips it instead of running it again.
 */
export function migrate(db: Database.Database, migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous && migration.id <= previous.id) {
      throw new MigrationError(`Migration ${migration.name} is out of order after ${previous.name}`);
    }
  });
  const byId = new Map(migrations.map((migration) => [migration.id, migration]));
  const applyNext = db.transaction((): boolean => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      checksum TEXT NOT NULL,
      applied_at TEXT NOT NULL
    ) STRICT`);
    const applied = db
      .prepare<[], { id: number; name: string; checksum: string }>(
        'SELECT id, name, checksum FROM schema_migrations ORDER BY id',
      )
      .all();
    for (const row of applied) {
      const known = byId.get(row.id);
      if (!known) {
        throw new MigrationError(
          `The database was written by a newer Seller Desk (migration ${row.id} ${row.name}). Update the app.`,
        );
      }
      if (known.name !== row.name || checksum(known.sql) !== row.checksum) {
        throw new MigrationError(`Migration ${row.id} ${row.name} was changed after it was applied.`);
      }
    }
    const done = new Set(applied.map((row) => row.id));
    const migration = migrations.find((m) => !done.has(m.id));
    if (!migration) return false;
    db.exec(migration.sql);
    db.prepare('INSERT INTO schema_migrations (id, name, checksum, applied_at) VALUES (?, ?, ?, ?)').run(
      migration.id,
      migration.name,
      checksum(migration.sql),
      iso(Date.now()),
    );
    db.pragma(
      `user_version = ${Math.max(migration.id, db.pragma('user_version', { simple: true }) as number)}`,
    );
    return true;
  });
  // One migration a transaction, as before: a failure keeps the ones before it. Each transaction reads anew, so a
  // migration another process applied meanwhile is not run here.
  while (applyNext.immediate()) {
    /* the next one */
  }
}
