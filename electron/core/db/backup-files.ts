import type Database from 'better-sqlite3';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BackupEntry, BackupKind } from '../../../shared/backups';
import { backupDatabase, backupDatabaseSync, backupsDirOf, fileStamp, hasAppliedMigrations } from './backup';
import type { Migration } from './migrations/migration';

/** Daily copies kept: a week of the seller's days, however many calendar days that spans. */
export const dailyKept = 7;
/** Copies before a migration kept: the last few updates of the app. */
export const preMigrationKept = 5;

const kindOf = (name: string): BackupKind | null => {
  if (/^daily-\d{4}-\d{2}-\d{2}\.db$/.test(name)) return 'daily';
  if (/^pre-migration-\d+-[0-9TZ-]+\.db$/.test(name)) return 'pre-migration';
  if (/^manual-[0-9TZ-]+\.db$/.test(name)) return 'manual';
  return null;
};

/** The backups in the folder, newest first; anything else there (a staged restore, a partial copy) is not one. */
export function listBackups(backupsDir: string): BackupEntry[] {
  let names: string[];
  try {
    names = readdirSync(backupsDir);
  } catch {
    return [];
  }
  const entries: BackupEntry[] = [];
  for (const name of names) {
    const kind = kindOf(name);
    if (!kind) continue;
    const stat = statSync(join(backupsDir, name), { throwIfNoEntry: false });
    if (stat?.isFile()) {
      entries.push({ name, kind, createdAt: new Date(stat.mtimeMs).toISOString(), size: stat.size });
    }
  }
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
}

/** Removes the oldest copies of one kind beyond `keep`. Manual copies are the seller's and never pruned. */
function prune(backupsDir: string, kind: 'daily' | 'pre-migration', keep: number): void {
  const own = listBackups(backupsDir)
    .filter((entry) => entry.kind === kind)
    // Daily names carry their day: the order of the names is the order of the days, whatever the mtimes.
    .sort((a, b) => (kind === 'daily' ? b.name.localeCompare(a.name) : 0));
  for (const old of own.slice(keep)) rmSync(join(backupsDir, old.name), { force: true });
}

/** The seller's calendar day of an instant, as the daily copy is named. */
const localDay = (at: number): string => {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/**
 * Today's daily copy, unless it exists already (a cheap check, made at start and then hourly) or the database holds
 * no account yet (nothing synced or made to keep). Answers the file written, or null.
 */
export async function takeDailyBackup(
  db: Database.Database,
  databaseFile: string,
  now: number,
): Promise<string | null> {
  const dir = backupsDirOf(databaseFile);
  const target = join(dir, `daily-${localDay(now)}.db`);
  if (statSync(target, { throwIfNoEntry: false })) return null;
  if (!db.prepare('SELECT 1 FROM accounts LIMIT 1').get()) return null;
  await backupDatabase(db, target);
  prune(dir, 'daily', dailyKept);
  return target;
}

/** A copy the seller asked for, in `backups/` under a name with its time. */
export async function takeManualBackup(
  db: Database.Database,
  databaseFile: string,
  now: number,
): Promise<{ file: string; size: number }> {
  const file = join(backupsDirOf(databaseFile), `manual-${fileStamp(now)}.db`);
  return { file, ...(await backupDatabase(db, file)) };
}

/**
 * Before a database that has data gets migrations it has not seen: a copy under `backups/`, named with the
 * migration it stands at, so an update that goes wrong can be undone by restoring it. Runs on the open handle
 * before the migrations' transactions; a fresh database (nothing applied) needs none. Answers the file or null.
 */
export function backupBeforeMigration(
  db: Database.Database,
  databaseFile: string,
  migrations: readonly Migration[],
  now = Date.now(),
): string | null {
  if (databaseFile === ':memory:' || !hasAppliedMigrations(db)) return null;
  const applied = db.prepare<[], { id: number }>('SELECT id FROM schema_migrations').all();
  const done = new Set(applied.map((row) => row.id));
  if (migrations.every((migration) => done.has(migration.id))) return null;
  const from = String(Math.max(...done)).padStart(3, '0');
  const dir = backupsDirOf(databaseFile);
  const target = join(dir, `pre-migration-${from}-${fileStamp(now)}.db`);
  backupDatabaseSync(db, target);
  prune(dir, 'pre-migration', preMigrationKept);
  return target;
}
