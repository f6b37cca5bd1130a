import Database from 'better-sqlite3';
import { existsSync, openSync, readdirSync, statSync, writeSync, closeSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupDatabaseSync, readBackupFacts } from '../../../electron/core/db/backup';
import { dailyKept, takeDailyBackup, takeManualBackup } from '../../../electron/core/db/backup-files';
import { migrations } from '../../../electron/core/db/migrations';
import { openDatabase, type Db } from '../../../electron/core/db/open';
import {
  appSchemaVersion,
  applyPendingRestore,
  judgeRestore,
  pendingRestoreOf,
  restoreBackup,
} from '../../../electron/core/db/restore';
import type { AppError } from '../../../electron/core/kernel/errors';
import { dbFile, migratedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const backupsOf = (file: string) => join(file, '..', 'backups');
const namesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);
const day = (n: number) => new Date(2026, 11, n, 9, 30).getTime();

/** A database file with account `id` signed in (or out) and one waiting change of it. */
function sellerDb(id = 'demo:1', status: 'signedIn' | 'signedOut' = 'signedIn', file = dbFile()): string {
  const db = openDatabase(file);
  insertAccount(db, id, `seller-${id}`);
  db.prepare('UPDATE accounts SET status = ? WHERE id = ?').run(status, id);
  db.close();
  return file;
}

/** A copy of a database (closed) as a backup file elsewhere, after `change` altered the copy. */
function backupOf(file: string, change: (db: Db) => void = () => undefined): string {
  const db = openDatabase(file);
  const target = join(dbFile(), '..', 'copy.db');
  backupDatabaseSync(db, target);
  db.close();
  const copy = new Database(target);
  change(copy);
  copy.close();
  return target;
}

describe('the copy before a migration', () => {
  it('is written when a database with data has migrations to run, named by the migration it stood at', () => {
    const file = dbFile();
    const older = migratedTo(77, file);
    insertAccount(older);
    older.close();
    expect(namesIn(backupsOf(file))).toEqual([]);

    openDatabase(file).close();
    const [copy, ...more] = namesIn(backupsOf(file));
    expect(more).toEqual([]);
    expect(copy).toMatch(/^pre-migration-077-[0-9TZ-]+\.db$/);
    const facts = readBackupFacts(join(backupsOf(file), copy!));
    expect(facts).toMatchObject({ schemaVersion: 77, accounts: [{ id: 'demo:1', environment: 'demo' }] });
    expect(statSync(backupsOf(file)).mode & 0o777).toBe(0o700);
    expect(statSync(join(backupsOf(file), copy!)).mode & 0o777).toBe(0o600);

    // Opening it again, with nothing left to run, copies nothing more; nor does a new database.
    openDatabase(file).close();
    expect(namesIn(backupsOf(file))).toEqual([copy]);
    const fresh = dbFile();
    openDatabase(fresh).close();
    expect(namesIn(backupsOf(fresh))).toEqual([]);
  });

  it('keeps the last five', () => {
    const file = dbFile();
    const first = migratedTo(70, file);
    insertAccount(first);
    first.close();
    for (const id of migrations.map((m) => m.id).filter((id) => id > 70)) migratedTo(id, file).close();
    const copies = namesIn(backupsOf(file));
    expect(copies).toHaveLength(5);
    expect(copies.map((name) => name.slice(0, 17))).toEqual(
      migrations
        .map((m) => m.id)
        .filter((id) => id >= 70 && id < appSchemaVersion)
        .slice(-5)
        .map((id) => `pre-migration-${String(id).padStart(3, '0')}`),
    );
  });
});

describe('the daily copy', () => {
  it('is written once a day and kept for seven days; the seller’s own copies stay', async () => {
    const file = sellerDb();
    const db = openDatabase(file);
    const dir = backupsOf(file);
    const own = await takeManualBackup(db, file, day(1));
    writeFileSync(join(dir, 'my-copy.db'), 'mine');
    for (let n = 1; n <= 9; n++) expect(await takeDailyBackup(db, file, day(n))).not.toBeNull();
    expect(await takeDailyBackup(db, file, day(9) + 3_600_000)).toBeNull();
    db.close();
    const dailies = namesIn(dir).filter((name) => name.startsWith('daily-'));
    expect(dailies).toHaveLength(dailyKept);
    expect(dailies[0]).toBe('daily-2026-12-03.db');
    expect(dailies.at(-1)).toBe('daily-2026-12-09.db');
    expect(namesIn(dir)).toEqual(expect.arrayContaining(['my-copy.db', own.file.split('/').at(-1)]));
    expect(readBackupFacts(join(dir, 'daily-2026-12-09.db')).accounts).toHaveLength(1);
  });

  it('is not written for a database without any account', async () => {
    const file = dbFile();
    const db = openDatabase(file);
    expect(await takeDailyBackup(db, file, day(1))).toBeNull();
    db.close();
  });
});

function corruptPage(file: string): void {
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(4096, 0xa5), 0, 4096, 4096 * 3);
  closeSync(fd);
}

describe('judging a restore', () => {
  it.each([
    {
      why: 'another account set',
      folder: () => sellerDb('demo:1'),
      backup: () => backupOf(sellerDb('demo:2')),
      refused:
        /belongs to other accounts \(seller-demo:2 \(demo\)\) than the ones signed in here \(seller-demo:1/,
    },
    {
      why: 'an account missing from it',
      folder: () => {
        const file = sellerDb('demo:1');
        return sellerDb('demo:2', 'signedIn', file);
      },
      backup: () => backupOf(sellerDb('demo:1')),
      refused: /belongs to other accounts/,
    },
    {
      why: 'a newer version',
      folder: () => sellerDb(),
      backup: () =>
        backupOf(sellerDb(), (db) =>
          db.exec(
            "INSERT INTO schema_migrations (id, name, checksum, applied_at) VALUES (999, '999-future', 'x', 'now')",
          ),
        ),
      refused: new RegExp(
        `newer Seller Desk \\(database version 999; this app knows up to ${appSchemaVersion}\\)`,
      ),
    },
    {
      why: 'a corrupt page',
      folder: () => sellerDb(),
      backup: () => {
        const file = backupOf(sellerDb());
        corruptPage(file);
        return file;
      },
      refused: /damaged or is not a Seller Desk database/,
    },
    {
      why: 'a file that is no database',
      folder: () => sellerDb(),
      backup: () => {
        const file = join(dbFile(), '..', 'notes.db');
        writeFileSync(file, 'not a database at all, but long enough to be read as one'.repeat(100));
        return file;
      },
      refused: /not restored: .*notes\.db is not a readable database: file is not a database/,
    },
  ])('refuses $why with the reason', ({ folder, backup, refused }) => {
    const here = folder();
    const file = backup();
    expect(() => judgeRestore(here, file, 'en')).toThrow(refused);
  });

  it('accepts another account set in a folder where nobody is signed in, and says so in Polish too', () => {
    const file = backupOf(sellerDb('demo:2'));
    expect(judgeRestore(sellerDb('demo:1', 'signedOut'), file, 'en').accounts).toHaveLength(1);
    const refusal = (() => {
      try {
        judgeRestore(sellerDb('demo:1'), file, 'pl');
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(refusal?.code).toBe('CONFLICT');
    expect(refusal?.userMessage).toMatch(/należy do innych kont/);
  });
});

describe('restoring', () => {
  it('keeps the database and its -wal/-shm aside and puts the copy in place', () => {
    const here = sellerDb();
    const copy = backupOf(here, (db) => db.exec("UPDATE accounts SET login = 'from-backup'"));
    const live = openDatabase(here);
    live.exec("UPDATE accounts SET login = 'later'");
    // The -wal of an open database holds the change: the set goes aside together.
    const outcome = restoreBackup(here, copy, day(2));
    expect(outcome).toMatchObject({ applied: true });
    const aside = (outcome as { keptAside: string }).keptAside;
    expect(aside).toMatch(/seller-desk\.db\.before-restore-2026-12-02T/);
    expect(existsSync(`${aside}-wal`)).toBe(true);
    expect(existsSync(`${here}-wal`)).toBe(false);
    live.close();
    expect(readBackupFacts(here).accounts[0]!.login).toBe('from-backup');
    expect(statSync(here).mode & 0o777).toBe(0o600);
  });

  it('stages the copy while another process holds the folder, and the next open applies it', () => {
    const here = sellerDb();
    const copy = backupOf(here, (db) => db.exec("UPDATE accounts SET login = 'from-backup'"));
    const db = openDatabase(here);
    // The lease of a live process of this machine (this test's parent, say: alive and not us).
    db.prepare(
      'INSERT INTO outbox_worker_lease (id, owner, pid, host, heartbeat_at) VALUES (1, ?, ?, ?, ?)',
    ).run('other', process.ppid, hostname(), Date.now());
    db.close();
    const outcome = restoreBackup(here, copy, Date.now());
    expect(outcome).toEqual({ applied: false, staged: pendingRestoreOf(here) });
    expect(applyPendingRestore(here, Date.now())).toBeNull();
    expect(readBackupFacts(here).accounts[0]!.login).toBe('seller-demo:1');

    const freed = openDatabase(here);
    freed.prepare('DELETE FROM outbox_worker_lease').run();
    freed.close();
    expect(applyPendingRestore(here, Date.now())?.keptAside).toMatch(/before-restore-/);
    expect(readBackupFacts(here).accounts[0]!.login).toBe('from-backup');
    expect(existsSync(pendingRestoreOf(here))).toBe(false);
  });
});
