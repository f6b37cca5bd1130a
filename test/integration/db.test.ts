import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../electron/core/db/open';
import { MigrationError } from '../../electron/core/db/migrate';
import { migrations, type Migration } from '../../electron/core/db/migrations';
import { migration } from '../../electron/core/db/migrations/migration';
import { dbFile, migratedTo } from '../helpers/migrations';

describe('openDatabase', () => {
  it('sets WAL, synchronous=FULL and foreign keys on a real file', () => {
    const db = openDatabase(dbFile());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.id);
    db.close();
  });

  it('starts each transaction with the write lock, so another connection committing meanwhile cannot fail it', () => {
    const file = dbFile();
    const window = openDatabase(file);
    const writer = openDatabase(file);
    writer.pragma('busy_timeout = 0');
    window.exec('CREATE TABLE t (x INTEGER) STRICT');
    const add = (db: typeof window, x: number) => db.prepare('INSERT INTO t VALUES (?)').run(x);
    // Read, let the other connection try to commit, then write: deferred, the write would fail (BUSY_SNAPSHOT).
    window.transaction(() => {
      window.prepare('SELECT count(*) FROM t').get();
      expect(() => add(writer, 1)).toThrow(/database is locked/);
      add(window, 2);
    })();
    add(writer, 3);
    expect(window.prepare('SELECT x FROM t ORDER BY x').pluck().all()).toEqual([2, 3]);
    window.close();
    writer.close();
  });

  it('applies each migration once', () => {
    const file = dbFile();
    openDatabase(file).close();
    const db = openDatabase(file);
    expect(db.prepare('SELECT count(*) AS n FROM schema_migrations').get()).toEqual({ n: migrations.length });
    db.close();
  });

  it('refuses a database written by a newer version', () => {
    const file = dbFile();
    const newer: Migration = {
      id: migrations.at(-1)!.id + 1,
      name: 'future',
      sql: 'CREATE TABLE future (x INTEGER) STRICT;',
    };
    openDatabase(file, { migrations: [...migrations, newer] }).close();
    expect(() => openDatabase(file)).toThrow(/newer Seller Desk/);
  });

  it('refuses a migration edited after it was applied', () => {
    const file = dbFile();
    const original: Migration = { id: 1, name: 'one', sql: 'CREATE TABLE t (x INTEGER) STRICT;' };
    openDatabase(file, { migrations: [original] }).close();
    const edited = { ...original, sql: 'CREATE TABLE t (x TEXT) STRICT;' };
    expect(() => openDatabase(file, { migrations: [edited] })).toThrow(MigrationError);
  });

  it('applies a migration that landed with a lower id after a higher one', () => {
    const file = dbFile();
    const one: Migration = { id: 1, name: 'one', sql: 'CREATE TABLE a (x INTEGER) STRICT;' };
    const three: Migration = { id: 3, name: 'three', sql: 'CREATE TABLE c (x INTEGER) STRICT;' };
    const two: Migration = { id: 2, name: 'two', sql: 'CREATE TABLE b (x INTEGER) STRICT;' };
    openDatabase(file, { migrations: [one, three] }).close();
    const db = openDatabase(file, { migrations: [one, two, three] });
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name IN ('a','b','c')").get()).toEqual({
      n: 3,
    });
    db.close();
  });

  it('refuses migrations listed out of order', () => {
    const a: Migration = { id: 2, name: 'a', sql: 'SELECT 1;' };
    const b: Migration = { id: 1, name: 'b', sql: 'SELECT 1;' };
    expect(() => openDatabase(dbFile(), { migrations: [a, b] })).toThrow(/out of order/);
  });

  it('reads a migration id from its NNN-what name and refuses any other name', () => {
    expect(migration('041-pickups', 'SELECT 1;')).toEqual({ id: 41, name: '041-pickups', sql: 'SELECT 1;' });
    for (const name of ['41-pickups', '041_pickups', '000-nothing', '041-']) {
      expect(() => migration(name, 'SELECT 1;'), name).toThrow(/NNN-what/);
    }
    for (const known of migrations)
      expect(known.name.startsWith(String(known.id).padStart(3, '0'))).toBe(true);
  });

  it('leaves no trace of a failing migration', () => {
    const file = dbFile();
    const good: Migration = { id: 1, name: 'good', sql: 'CREATE TABLE t (x INTEGER) STRICT;' };
    const bad: Migration = {
      id: 2,
      name: 'bad',
      sql: 'CREATE TABLE u (y INTEGER) STRICT; INSERT INTO nope VALUES (1);',
    };
    expect(() => openDatabase(file, { migrations: [good, bad] })).toThrow();
    const db = openDatabase(file, { migrations: [good] });
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'u'").get()).toBeUndefined();
    db.close();
  });
});

describe('migration 001-accounts', () => {
  it('keeps one account per environment and user, with a known status', () => {
    const db = migratedTo(1);
    const insert = db.prepare(
      `INSERT INTO accounts (id, environment, user_id, login, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`,
    );
    insert.run('demo:1', 'demo', '1', 'sklep', 'signedIn');
    expect(() => insert.run('demo:1b', 'demo', '1', 'sklep', 'signedIn')).toThrow(/UNIQUE/);
    expect(() => insert.run('demo:2', 'demo', '2', 'x', 'maybe')).toThrow(/CHECK/);
    db.close();
  });
});
