import Database from 'better-sqlite3';
import { existsSync, renameSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { Language } from '../../../shared/settings';
import { processAlive } from '../kernel/process-alive';
import { holderGone } from './lease';
import {
  BackupCheckError,
  backupsDirOf,
  copyBackupFile,
  fileStamp,
  readBackupFacts,
  type BackupFacts,
} from './backup';
import { backupMessages } from './backup-messages';
import { migrations } from './migrations';

/** The newest migration this app knows: a backup ahead of it was written by a newer version. */
export const appSchemaVersion = Math.max(...migrations.map((migration) => migration.id));

/** Where a restore waits for the next start when the data folder is in use. */
export const pendingRestoreOf = (databaseFile: string): string =>
  join(backupsDirOf(databaseFile), 'restore-pending.db');

type Account = BackupFacts['accounts'][number];
const keyOf = (account: Pick<Account, 'environment' | 'userId'>) =>
  `${account.environment}/${account.userId}`;
const named = (accounts: Account[]) => accounts.map((a) => `${a.login} (${a.environment})`).join(', ') || '-';

/** The accounts of the database in place: all of them, and those signed in. Empty for a missing or unreadable file. */
function currentAccounts(databaseFile: string): { all: Account[]; signedIn: Account[] } {
  if (!existsSync(databaseFile)) return { all: [], signedIn: [] };
  try {
    const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
    try {
      const rows = db
        .prepare<[], Account & { status: string }>(
          'SELECT id, environment, user_id AS userId, login, status FROM accounts',
        )
        .all();
      return { all: rows, signedIn: rows.filter((row) => row.status === 'signedIn') };
    } finally {
      db.close();
    }
  } catch {
    // A database that cannot be read has no accounts to protect: restoring is what it needs.
    return { all: [], signedIn: [] };
  }
}

/**
 * Whether a backup may replace this folder's database; throws the seller's reason when not. Refused: a damaged file
 * or one that is no Seller Desk database; one written by a newer app; one of another account set: an account
 * signed in here is missing from it, or it holds an account this folder never had (unless nobody is signed in here).
 */
export function judgeRestore(databaseFile: string, backupFile: string, language: Language): BackupFacts {
  let facts: BackupFacts;
  try {
    facts = readBackupFacts(backupFile);
  } catch (error) {
    if (!(error instanceof BackupCheckError)) throw error;
    throw backupMessages.error('VALIDATION_FAILED', 'damaged', language, { detail: error.message });
  }
  if (facts.schemaVersion > appSchemaVersion) {
    throw backupMessages.error('CONFLICT', 'newerVersion', language, {
      theirs: facts.schemaVersion,
      ours: appSchemaVersion,
    });
  }
  const here = currentAccounts(databaseFile);
  if (here.signedIn.length > 0) {
    const theirs = new Set(facts.accounts.map(keyOf));
    const known = new Set(here.all.map(keyOf));
    const missing = here.signedIn.some((account) => !theirs.has(keyOf(account)));
    const stranger = facts.accounts.some((account) => !known.has(keyOf(account)));
    if (missing || stranger) {
      throw backupMessages.error('CONFLICT', 'otherAccounts', language, {
        theirs: named(facts.accounts),
        ours: named(here.signedIn),
      });
    }
  }
  return facts;
}

interface LeaseRow {
  pid: number;
  host: string;
  heartbeat_at: number;
}

/**
 * Whether another live process works on this data folder (the app, `serve`, `sync`): it holds the outbox's, the print
 * queue's or an account's sync lease. Its open database must not be swapped under it. A holder on another machine counts while its
 * heartbeat is fresh.
 */
export function folderInUse(databaseFile: string, now: number, staleMs = 15_000): boolean {
  if (!existsSync(databaseFile)) return false;
  let rows: LeaseRow[] = [];
  try {
    const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
    try {
      const tables = db
        .prepare<[], { name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('outbox_worker_lease', 'print_worker_lease', 'sync_lease')",
        )
        .all();
      for (const { name } of tables) {
        rows = rows.concat(db.prepare<[], LeaseRow>(`SELECT pid, host, heartbeat_at FROM ${name}`).all());
      }
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
  // This process's own leases (a core of it that closed) never keep it from its own folder.
  const self = { pid: process.pid, host: hostname(), staleMs, isAlive: processAlive };
  return rows.some((row) => !(row.host === self.host && row.pid === self.pid) && !holderGone(row, now, self));
}

export type RestoreOutcome = { applied: true; keptAside: string | null } | { applied: false; staged: string };

/**
 * Restores a judged backup: copied (and checked) next to the database first, then, if no other process works on the
 * folder, the current database with its -wal and -shm is kept aside and the copy takes its place. Otherwise the copy
 * stays staged and the next start applies it (applyPendingRestore).
 */
export function restoreBackup(databaseFile: string, backupFile: string, now: number): RestoreOutcome {
  const pending = pendingRestoreOf(databaseFile);
  copyBackupFile(backupFile, pending);
  if (folderInUse(databaseFile, now)) return { applied: false, staged: pending };
  return { applied: true, keptAside: swapIn(databaseFile, pending, now) };
}

/** Only staged, for the app itself: its own database is open, so the swap waits for the next start. */
export function stageRestore(databaseFile: string, backupFile: string): string {
  const pending = pendingRestoreOf(databaseFile);
  copyBackupFile(backupFile, pending);
  return pending;
}

/**
 * Called on the open path before the database opens: a staged restore replaces the database now, unless another
 * process still works on the folder (it waits for a later start then). Answers the file kept aside, or null.
 */
export function applyPendingRestore(databaseFile: string, now: number): { keptAside: string | null } | null {
  if (databaseFile === ':memory:') return null;
  const pending = pendingRestoreOf(databaseFile);
  if (!existsSync(pending) || folderInUse(databaseFile, now)) return null;
  return { keptAside: swapIn(databaseFile, pending, now) };
}

/** Keeps the database and its -wal/-shm aside under one time, then renames the checked copy into its place. */
function swapIn(databaseFile: string, copy: string, now: number): string | null {
  const present = ['', '-wal', '-shm'].filter((suffix) => existsSync(databaseFile + suffix));
  const aside = present.length > 0 ? `${databaseFile}.before-restore-${fileStamp(now)}` : null;
  // The -wal may hold committed changes not yet in the main file: it goes aside with it, as a set. A -wal left
  // without its database goes too, or SQLite would replay it onto the restored file.
  for (const suffix of present) renameSync(databaseFile + suffix, `${aside}${suffix}`);
  renameSync(copy, databaseFile);
  return aside;
}
