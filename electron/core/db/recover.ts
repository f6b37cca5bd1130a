import Database from 'better-sqlite3';
import {
  closeSync,
  copyFileSync,
  existsSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { keptName } from '../kernel/time/file-stamp';
import { openDatabase } from './open';
import { migrations as allMigrations, type Migration } from './migrations';

/** The database's file name in the data folder. */
export const databaseFileName = 'seller-desk.db';

/** What every SQLite file starts with; a file whose first bytes differ is refused as SQLITE_NOTADB. */
const sqliteMagic = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * The tables only this copy holds: what the seller made here and the marketplace cannot give back (changes not sent
 * yet, parcels and their labels, pickups, print jobs and their documents, printer profiles and added printers,
 * parcel templates, the packing station's takes), with the accounts they belong to. Parents before children, so
 * every foreign key finds its row. The rest (offers, orders, ratings, reference data, sync state...) is synced anew.
 */
export const ownTables = [
  'accounts',
  'outbox_batches',
  'outbox_changes',
  'shipments',
  'shipment_labels',
  'pickup_requests',
  'station_takes',
  'parcel_templates',
  'print_documents',
  'print_printers',
  'print_profiles',
  'print_jobs',
] as const;

/** SQLite's word for a file it cannot read as a database: a damaged page, or not a database at all. */
export function isCorruption(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB');
}

/**
 * Moves the database and its `-wal` and `-shm` aside as `<name>.<why>-<stamp>` (and `-wal`, `-shm` after it, so
 * SQLite still finds the journal beside the kept file). Nothing is deleted: the seller or support can still open it.
 * Returns the kept file's path.
 */
export function moveDatabaseAside(file: string, why: 'damaged' | 'aside', now: number): string {
  const aside = keptName(file, why, now);
  // The journal first: a crash between two renames must never leave a journal beside a file it does not belong
  // to, which SQLite would replay into the new database made there.
  for (const suffix of ['-shm', '-wal', '']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
  }
  return aside;
}

/**
 * Cheap enough for every start: the check of the tables only this copy holds, which are small next to the synced
 * ones (about 4 ms on a shop of 100 000 offers and 20 000 orders, where `quick_check` of the whole 220 MB file
 * takes 3 s). Throws SQLITE_CORRUPT when one of
 * them has a damaged page or index; damage in a synced table is left to be found where a read meets it.
 */
export function checkOwnTables(db: Database.Database): void {
  const present = new Set(
    db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table'")
      .pluck()
      .all() as unknown as string[],
  );
  for (const table of ownTables) {
    if (!present.has(table)) continue;
    const result = db.pragma(`quick_check(${table})`, { simple: true });
    if (result !== 'ok') {
      throw Object.assign(new Error(`Table ${table} is damaged: ${String(result)}`), {
        code: 'SQLITE_CORRUPT',
      });
    }
  }
}

export interface RecoveredTable {
  table: string;
  rows: number;
  /** Rows SQLite could not read (a damaged page) or the new file refused: counted, never made up. */
  unreadable: boolean;
}

export interface Recovery {
  /** The damaged file, kept. */
  aside: string;
  tables: RecoveredTable[];
}

/**
 * A database SQLite calls corrupt: moved aside with its journal, a new one made, and the tables only this copy
 * holds read back into it row by row as far as they can be read. The new file is migrated as far as the damaged one
 * was, filled, then left for the normal open to migrate the rest, so old rows go through the same migrations as
 * ever rather than being fitted to today's tables by hand.
 */
export function recoverDatabase(
  file: string,
  now: number,
  migrations: readonly Migration[] = allMigrations,
): Recovery {
  const aside = moveDatabaseAside(file, 'damaged', now);
  const scratch = readableCopy(aside);
  try {
    const source = openSource(scratch);
    try {
      const appliedIds = readApplied(source);
      const known = migrations.filter((m) => appliedIds === null || m.id <= Math.max(...appliedIds, 0));
      const target = openDatabase(file, { migrations: appliedIds === null ? migrations : known });
      try {
        target.pragma('foreign_keys = ON');
        const tables = ownTables.map((table) => copyTable(source, target, table));
        return { aside, tables };
      } finally {
        target.close();
      }
    } finally {
      source?.close();
    }
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(scratch + suffix, { force: true });
  }
}

/**
 * A copy of the kept file to read from (the kept one stays as it was found), with the SQLite header string put
 * back if it was overwritten: the rest of the file says where every page is.
 */
function readableCopy(aside: string): string {
  const scratch = join(dirname(aside), `.${basename(aside)}.reading`);
  if (existsSync(aside)) copyFileSync(aside, scratch);
  if (existsSync(`${aside}-wal`)) copyFileSync(`${aside}-wal`, `${scratch}-wal`);
  if (!existsSync(scratch)) return scratch;
  const fd = openSync(scratch, 'r+');
  try {
    const head = Buffer.alloc(sqliteMagic.length);
    readSync(fd, head, 0, head.length, 0);
    if (!head.equals(sqliteMagic)) writeSync(fd, sqliteMagic, 0, sqliteMagic.length, 0);
  } finally {
    closeSync(fd);
  }
  return scratch;
}

/** The damaged copy, or null when not even its first page can be read (nothing to recover then). */
function openSource(scratch: string): Database.Database | null {
  if (!existsSync(scratch)) return null;
  try {
    const db = new Database(scratch, { fileMustExist: true });
    db.pragma('query_only = ON');
    db.prepare('SELECT count(*) FROM sqlite_schema').get();
    return db;
  } catch {
    return null;
  }
}

function readApplied(source: Database.Database | null): number[] | null {
  if (!source) return null;
  try {
    return source.prepare('SELECT id FROM schema_migrations').pluck().all() as number[];
  } catch {
    return null;
  }
}

function columnsOf(db: Database.Database, table: string): { name: string; pk: number }[] {
  return db
    .prepare<[], { name: string; pk: number }>(`SELECT name, pk FROM pragma_table_info('${table}')`)
    .all();
}

/**
 * Rows in key order until SQLite meets a damaged page, then in reverse order from the end until it meets one
 * again: what lies on either side of the damage comes back, what lies on the damaged pages does not.
 */
function copyTable(
  source: Database.Database | null,
  target: Database.Database,
  table: string,
): RecoveredTable {
  const result: RecoveredTable = { table, rows: 0, unreadable: false };
  if (!source) return { ...result, unreadable: true };
  let sourceColumns: { name: string; pk: number }[];
  try {
    sourceColumns = columnsOf(source, table);
  } catch {
    return { ...result, unreadable: true };
  }
  const targetNames = new Set(columnsOf(target, table).map((c) => c.name));
  const names = sourceColumns.map((c) => c.name).filter((name) => targetNames.has(name));
  if (names.length === 0) return result;
  const pk = sourceColumns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
  const withoutRowid = isWithoutRowid(source, table);
  const keyColumns = withoutRowid ? pk.map((c) => `"${c.name}"`) : ['rowid'];
  const list = names.map((n) => `"${n}"`).join(', ');
  const select = (direction: 'ASC' | 'DESC') =>
    source
      .prepare(
        `SELECT ${keyColumns.join(', ')}, ${list} FROM "${table}" ORDER BY ${keyColumns.map((k) => `${k} ${direction}`).join(', ')}`,
      )
      .raw();
  const insert = target.prepare(
    `INSERT OR IGNORE INTO "${table}" (${list}) VALUES (${names.map(() => '?').join(', ')})`,
  );
  const seen = new Set<string>();
  target.transaction(() => {
    for (const direction of ['ASC', 'DESC'] as const) {
      try {
        for (const row of select(direction).iterate() as Iterable<unknown[]>) {
          const key = JSON.stringify(row.slice(0, keyColumns.length));
          // Reading backwards reached what was read forwards: the whole table is read.
          if (seen.has(key)) return;
          seen.add(key);
          try {
            if (insert.run(...row.slice(keyColumns.length)).changes === 1) result.rows++;
            else result.unreadable = true;
          } catch {
            result.unreadable = true;
          }
        }
        return;
      } catch {
        result.unreadable = true;
      }
    }
  })();
  return result;
}

function isWithoutRowid(db: Database.Database, table: string): boolean {
  try {
    db.prepare(`SELECT rowid FROM "${table}" LIMIT 0`).all();
    return false;
  } catch {
    return true;
  }
}
