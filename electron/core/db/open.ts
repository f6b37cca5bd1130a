import Database from 'better-sqlite3';
import { dirname } from 'node:path';
import { createPrivateDir, ensurePrivateFile } from '../kernel/private-files';
import { backupBeforeMigration } from './backup-files';
import { migrate } from './migrate';
import { migrations as allMigrations, type Migration } from './migrations';

export type Db = Database.Database;

export interface OpenOptions {
  /** Defaults to every migration of this version of the app; tests pass a prefix to migrate step by step. */
  migrations?: readonly Migration[];
  readonly?: boolean;
}

/**
 * The one way to open Seller Desk's database. WAL so readers never wait for the sync writer;
 * synchronous=FULL because the outbox and the print queue must survive a power cut, not only a crash;
 * foreign keys on, so a bug in a repository fails in tests instead of leaving orphans in the field.
 */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  if (file !== ':memory:' && !options.readonly) {
    // Created 0600 before SQLite opens it (SQLite would make it 0644 under the usual umask); its -wal and -shm
    // take this file's mode from SQLite, so they are the seller's alone too.
    createPrivateDir(dirname(file));
    ensurePrivateFile(file);
  }
  const db = new Database(file, { readonly: options.readonly ?? false, timeout: 5000 });
  try {
    if (!options.readonly) toWal(db);
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    if (!options.readonly) {
      backupBeforeMigration(db, file, options.migrations ?? allMigrations);
      migrate(db, options.migrations ?? allMigrations);
      immediateByDefault(db);
    }
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Every `db.transaction(fn)()` starts with BEGIN IMMEDIATE: two connections write this file (the window's thread
 * and the sync's writer thread). A deferred transaction that reads first and then writes while the other
 * connection commits fails at once with SQLITE_BUSY_SNAPSHOT instead of waiting; one that takes the write lock
 * at BEGIN waits (busy_timeout) and then sees the other's commit. Nested calls stay savepoints.
 */
function immediateByDefault(db: Db): void {
  const plain = db.transaction.bind(db);
  db.transaction = (fn: (...args: never[]) => unknown) => {
    const made = plain(fn);
    // Called as a function it runs `immediate`; its variants (`.deferred`, `.exclusive`...) stay as they are.
    return new Proxy(made, { apply: (_, self, args: never[]) => made.immediate.apply(self, args) });
  };
}

/**
 * Switching a new file to WAL takes an exclusive lock, and SQLite answers SQLITE_BUSY at once, without its busy
 * handler, while another process (the app and a command line started together) holds the file: wait and try again,
 * for as long as any other statement would wait.
 */
function toWal(db: Db, waitMs = 5000): void {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code?.startsWith('SQLITE_BUSY');
      if (!busy || Date.now() >= until) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}
