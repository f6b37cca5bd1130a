import Database from 'better-sqlite3';
import { closeSync, existsSync, openSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBackupFacts } from '../../../electron/core/db/backup';
import { openDatabase } from '../../../electron/core/db/open';
import { applyPendingRestore, pendingRestoreOf } from '../../../electron/core/db/restore';
import { cliTestTimeout, runCli } from '../../helpers/cli';
import { insertAccount } from '../../helpers/rows';
import { tempDir } from '../../helpers/temp-dir';

/** A data folder whose database has account `id` signed in; `login` tells copies of it apart. */
function dataFolder(id = 'demo:1', login = 'seller'): string {
  const dataDir = tempDir('sd-cli-backup-');
  const db = openDatabase(join(dataDir, 'seller-desk.db'));
  insertAccount(db, id, login);
  db.close();
  return dataDir;
}

const loginIn = (file: string) => readBackupFacts(file).accounts[0]?.login;

describe('seller-desk backup', () => {
  it(
    'writes a checked copy into backups/ or to --to FILE and prints it with its size',
    async () => {
      const dataDir = dataFolder();
      const plain = await runCli(['--data-dir', dataDir, 'backup']);
      expect(plain.code).toBe(0);
      const [, file, size] =
        /^Backed up to (.+\/backups\/manual-[0-9TZ-]+\.db) \((\d+) bytes\)$/.exec(plain.stdout) ?? [];
      expect(Number(size)).toBe(statSync(file!).size);
      expect(loginIn(file!)).toBe('seller');

      const to = join(tempDir('sd-usb-'), 'shop.db');
      const named = await runCli(['--data-dir', dataDir, 'backup', '--to', to]);
      expect(named.stdout).toBe(`Backed up to ${to} (${statSync(to).size} bytes)`);
      expect(statSync(to).mode & 0o777).toBe(0o600);

      const nowhere = await runCli(['--data-dir', dataDir, 'backup', '--to', '/no/such/folder/x.db']);
      expect(nowhere.code).toBe(2);
      expect(nowhere.stderr).toMatch(/--to: the folder \/no\/such\/folder does not exist/);
      const empty = await runCli(['--data-dir', tempDir('sd-empty-'), 'backup']);
      expect(empty.code).toBe(1);
      expect(empty.stderr).toMatch(/there is no database in .* yet, so nothing to back up/);

      const help = await runCli(['--help']);
      expect(help.stdout).toMatch(/^ {2}backup +Copy the database/m);
      expect(help.stdout).toMatch(/^ {2}restore +Put a backup in place of the database/m);
    },
    cliTestTimeout,
  );
});

describe('seller-desk restore', () => {
  it(
    'refuses another account set, a newer version and a damaged file, in one line each',
    async () => {
      const dataDir = dataFolder('demo:1');
      const theirs = join(tempDir('sd-theirs-'), 'theirs.db');
      await runCli(['--data-dir', dataFolder('demo:2', 'other'), 'backup', '--to', theirs]);

      const newer = join(tempDir('sd-newer-'), 'newer.db');
      await runCli(['--data-dir', dataDir, 'backup', '--to', newer]);
      const writable = new Database(newer);
      writable
        .prepare(
          "INSERT INTO schema_migrations (id, name, checksum, applied_at) VALUES (999, '999-next', 'x', 'y')",
        )
        .run();
      writable.close();

      const damaged = join(tempDir('sd-damaged-'), 'damaged.db');
      await runCli(['--data-dir', dataDir, 'backup', '--to', damaged]);
      const fd = openSync(damaged, 'r+');
      writeSync(fd, Buffer.from('not SQLite anymore'), 0, 16, 0);
      closeSync(fd);

      for (const [file, reason] of [
        [
          theirs,
          /belongs to other accounts \(other \(demo\)\) than the ones signed in here \(seller \(demo\)\)/,
        ],
        [newer, /made by a newer Seller Desk \(database version 999/],
        [damaged, /damaged or is not a Seller Desk database/],
        [join(dataDir, 'missing.db'), /There is no file .*missing\.db/],
      ] as const) {
        const refused = await runCli(['--data-dir', dataDir, 'restore', file]);
        expect(refused.code).toBe(1);
        expect(refused.stderr.split('\n')).toHaveLength(1);
        expect(refused.stderr).toMatch(reason);
      }
      // Nothing was swapped or staged.
      expect(loginIn(join(dataDir, 'seller-desk.db'))).toBe('seller');
      expect(existsSync(pendingRestoreOf(join(dataDir, 'seller-desk.db')))).toBe(false);
    },
    cliTestTimeout,
  );

  it(
    'stages the backup while the app holds the folder and says to restart; the next start applies it',
    async () => {
      const dataDir = dataFolder('demo:1', 'before');
      const databaseFile = join(dataDir, 'seller-desk.db');
      const copy = join(tempDir('sd-copy-'), 'copy.db');
      await runCli(['--data-dir', dataDir, 'backup', '--to', copy]);
      const db = openDatabase(databaseFile);
      db.prepare("UPDATE accounts SET login = 'after'").run();
      // This test's process holds the outbox, as the running app does.
      db.prepare(
        "INSERT INTO outbox_worker_lease (id, owner, pid, host, heartbeat_at) VALUES (1, 'app', ?, ?, ?)",
      ).run(process.pid, hostname(), Date.now());

      const staged = await runCli(['--data-dir', dataDir, 'restore', copy]);
      expect(staged.code).toBe(0);
      expect(staged.stdout).toMatch(
        /Seller Desk is using this data folder, so the backup is staged .* Restart it to finish\./,
      );
      expect(loginIn(databaseFile)).toBe('after');

      // The app stops (its lease goes) and starts again: the open path swaps the staged copy in first.
      db.prepare('DELETE FROM outbox_worker_lease').run();
      db.close();
      expect(applyPendingRestore(databaseFile, Date.now())?.keptAside).toMatch(/before-restore-/);
      expect(loginIn(databaseFile)).toBe('before');

      const restored = await runCli(['--data-dir', dataDir, 'restore', copy]);
      expect(restored.stdout).toMatch(
        /^Restored .*copy\.db into .*\nThe database it replaced is kept as .*before-restore-/,
      );
    },
    cliTestTimeout,
  );
});
