import { join } from 'node:path';
import { openDatabase, type Db } from '../../electron/core/db/open';
import { migrations } from '../../electron/core/db/migrations';
import { insertAccount } from './rows';
import { tempDir } from './temp-dir';

/** A path for a new database file in a folder of its own. */
export const dbFile = (): string => join(tempDir('sd-db-'), 'seller-desk.db');

/**
 * Opens a database file (a new one unless given) migrated up to and including migration `id`. A migration test
 * in Signal's shape: `migratedTo(N - 1, file)`, write rows, close, `migratedTo(N, file)`, check the rows.
 */
export function migratedTo(id: number, file: string = dbFile()): Db {
  return openDatabase(file, { migrations: migrations.filter((migration) => migration.id <= id) });
}

/**
 * A migration test's set-up in one call: a new file migrated to just before migration `id`, the rows `seed`
 * writes there, then the file migrated up to `id`, open for the test to check its rows and the new tables.
 */
export function upgradedTo(id: number, seed: (old: Db) => void): Db {
  const file = dbFile();
  const old = migratedTo(id - 1, file);
  seed(old);
  old.close();
  return migratedTo(id, file);
}

/** upgradedTo with a seed of account demo:1 and the one row `sql` writes (with `params`). */
export function upgradedWithRow(id: number, sql: string, ...params: unknown[]): Db {
  return upgradedTo(id, (old) => {
    insertAccount(old);
    old.prepare(sql).run(...params);
  });
}

/**
 * The file of a migration test's database, closed and opened again with every migration: for checks through the
 * repositories, which are written against the newest tables, once the migration's own rows were checked.
 */
export function reopenedNewest(db: Db): Db {
  const file = db.name;
  db.close();
  return openDatabase(file);
}

/**
 * The seed of the migrations that add a kind of reference data: an account with its profile already read, which
 * the migration must keep (`profileKept` checks it afterwards).
 */
export function seedAccountWithProfile(old: Db): void {
  insertAccount(old);
  old
    .prepare(
      "INSERT INTO reference_data (account_id, kind, body, fetched_at) VALUES ('demo:1', 'me', '{}', 1)",
    )
    .run();
}

export const profileKept = (db: Db): unknown => db.prepare('SELECT kind FROM reference_data').get();
