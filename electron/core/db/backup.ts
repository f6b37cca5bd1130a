import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** What a backup file says of itself, read from the file: enough for a restore to judge it without side files. */
export interface BackupFacts {
  /** The newest migration the file has applied (0 for a file without any). */
  schemaVersion: number;
  accounts: { id: string; environment: string; userId: string; login: string }[];
}

export class BackupCheckError extends Error {}

/** The folder of the automatic and manual backups, beside the database; only the seller may list it. */
export function backupsDirOf(databaseFile: string): string {
  const dir = join(dirname(databaseFile), 'backups');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}

/** A time in a file name: sortable as text and without the colons Windows refuses. */
export const fileStamp = (at: number): string => new Date(at).toISOString().replace(/[:.]/g, '-');

/**
 * An online backup of an open database into `target`, through SQLite's backup API: consistent while the sync's
 * writer thread and the outbox write on their own connections. Written under a temporary name, checked, flushed,
 * then renamed, so a crash or a full disk never leaves a half-written file under a backup's name.
 */
export async function backupDatabase(db: Database.Database, target: string): Promise<{ size: number }> {
  const temp = tempName(target);
  try {
    // One step for the whole file: SQLite restarts a stepwise backup after every write of another connection, and
    // with the sync writing all the time that could go on for ever. One step reads in one read transaction.
    await db.backup(temp, { progress: () => 0x7fffffff });
    return { size: seal(temp, target) };
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** The same for a synchronous caller (the open path, before a migration): VACUUM INTO is one statement. */
export function backupDatabaseSync(db: Database.Database, target: string): { size: number } {
  const temp = tempName(target);
  try {
    db.prepare('VACUUM INTO ?').run(temp);
    return { size: seal(temp, target) };
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Copies a closed backup file (a restore's source) to `target` the same careful way, checking it first. */
export function copyBackupFile(source: string, target: string): void {
  readBackupFacts(source);
  const from = new Database(source, { readonly: true, fileMustExist: true });
  try {
    backupDatabaseSync(from, target);
  } finally {
    from.close();
  }
}

/**
 * Opens a backup read-only and reads what restore judges it by; refuses a file that is not a database, fails
 * SQLite's integrity check or is not a Seller Desk database, naming which.
 */
export function readBackupFacts(file: string): BackupFacts {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupCheckError(`${file} cannot be opened: ${(error as Error).message}`);
  }
  try {
    let result: string[];
    try {
      const rows = db.pragma('integrity_check') as { integrity_check: string }[];
      result = rows.map((row) => row.integrity_check);
    } catch (error) {
      throw new BackupCheckError(`${file} is not a readable database: ${(error as Error).message}`);
    }
    if (result.length !== 1 || result[0] !== 'ok') {
      throw new BackupCheckError(`${file} failed the integrity check: ${result.slice(0, 3).join('; ')}`);
    }
    const tables = new Set(
      db
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => row.name),
    );
    if (!tables.has('schema_migrations') || !tables.has('accounts')) {
      throw new BackupCheckError(`${file} is not a Seller Desk database (no migrations or accounts table)`);
    }
    const version = db.prepare<[], { v: number | null }>('SELECT max(id) AS v FROM schema_migrations').get();
    const accounts = db
      .prepare<[], BackupFacts['accounts'][number]>(
        'SELECT id, environment, user_id AS userId, login FROM accounts ORDER BY id',
      )
      .all();
    return { schemaVersion: version?.v ?? 0, accounts };
  } finally {
    db.close();
  }
}

/** Whether a database file has anything in it worth a copy: it has applied migrations. */
export function hasAppliedMigrations(db: Database.Database): boolean {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .get();
  return table !== undefined && db.prepare('SELECT 1 FROM schema_migrations LIMIT 1').get() !== undefined;
}

const tempName = (target: string): string =>
  join(dirname(target), `.${basename(target)}.${randomBytes(4).toString('hex')}.partial`);

/** Checks the written copy, makes it the seller's alone, flushes it and puts it in place; answers its size. */
function seal(temp: string, target: string): number {
  chmodSync(temp, 0o600);
  // A copy that reads back as damaged is no backup: it is removed, and the caller is told, rather than kept.
  readIntegrity(temp);
  const fd = openSync(temp, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, target);
  syncFolder(dirname(target));
  return statSync(target).size;
}

function readIntegrity(file: string): void {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new BackupCheckError(`The copy ${file} failed the integrity check: ${String(result)}`);
  } finally {
    db.close();
  }
}

/** The rename is durable only once the folder's entry is flushed too (not possible on Windows: skipped there). */
function syncFolder(dir: string): void {
  if (process.platform === 'win32') return;
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
