import { describe, expect, it } from 'vitest';
import { createLease, type LeaseTable } from '../../../electron/core/db/lease';
import { openDatabase } from '../../../electron/core/db/open';
import { dbFile, upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const account = 'demo:1';
const keyOf = (table: LeaseTable) => (table === 'sync_lease' ? { accountId: account } : {});

describe.each(['print_worker_lease', 'outbox_worker_lease', 'sync_lease'] as const)(
  'the lease in %s',
  (table) => {
    function setUp() {
      const db = openDatabase(dbFile());
      insertAccount(db, account);
      let clock = 1000;
      const alive = new Set([101, 202]);
      const lease = (pid: number, host?: string) =>
        createLease({
          db,
          table,
          ...keyOf(table),
          now: () => clock,
          pid,
          staleMs: 10_000,
          isAlive: (p) => alive.has(p),
          ...(host ? { host } : {}),
        });
      return { db, alive, lease, tick: (ms: number) => (clock += ms) };
    }

    it('lets one process work at a time and hands over from a dead one, once', () => {
      const { db, alive, lease, tick } = setUp();
      const first = lease(101);
      const second = lease(202);
      const takeovers: string[] = [];

      expect(first.acquire(() => takeovers.push('first'))).toEqual({ held: true, takenOver: true });
      expect(first.acquire(() => takeovers.push('first again'))).toEqual({ held: true, takenOver: false });
      expect(second.acquire(() => takeovers.push('second'))).toEqual({ held: false });
      expect(second.holder()).toMatchObject({ pid: 101 });
      expect([first.held(), second.held()]).toEqual([true, false]);

      // The holder dies (kill -9): the next one takes over at once, not after the stale time.
      alive.delete(101);
      tick(1);
      expect(second.acquire(() => takeovers.push('second'))).toEqual({ held: true, takenOver: true });
      expect(first.acquire()).toEqual({ held: false });
      expect([first.held(), second.held()]).toEqual([false, true]);
      expect(takeovers).toEqual(['first', 'second']);

      second.release();
      expect(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
      expect(first.holder()).toBeNull();
      db.close();
    });

    it('stays with a live holder of this machine however old its heartbeat (a long step may be sending)', () => {
      const { db, lease, tick } = setUp();
      const holder = lease(101);
      const other = lease(202);
      expect(holder.acquire().held).toBe(true);
      tick(60 * 60_000);
      expect(other.acquire()).toEqual({ held: false });
      expect(holder.held()).toBe(true);
      expect(holder.acquire()).toEqual({ held: true, takenOver: false });
      db.close();
    });

    it('passes from a silent holder on another machine after staleMs, and that holder no longer sends', () => {
      const { db, lease, tick } = setUp();
      const remote = lease(101, 'other-machine');
      const local = lease(202);
      expect(remote.acquire().held).toBe(true);
      tick(9_000);
      expect(local.acquire()).toEqual({ held: false });
      tick(1_001);
      expect(local.acquire()).toEqual({ held: true, takenOver: true });
      expect(remote.held()).toBe(false);
      // The machine that was silent finds the lease renewed and does not take it back.
      tick(9_000);
      expect(local.acquire()).toEqual({ held: true, takenOver: false });
      expect(remote.acquire()).toEqual({ held: false });
      db.close();
    });
  },
);

describe('the sync lease', () => {
  it('is held per account: two accounts sync in two processes at once', () => {
    const db = openDatabase(dbFile());
    insertAccount(db, 'demo:1');
    insertAccount(db, 'demo:2');
    const of = (accountId: string, pid: number) =>
      createLease({ db, table: 'sync_lease', accountId, now: () => 1, pid, isAlive: () => true });
    expect(of('demo:1', 101).acquire().held).toBe(true);
    expect(of('demo:2', 202).acquire().held).toBe(true);
    expect(of('demo:1', 202).acquire().held).toBe(false);
    db.close();
  });

  it('refuses a lease without its key, naming the table', () => {
    const db = openDatabase(dbFile());
    expect(() => createLease({ db, table: 'sync_lease', now: () => 1 })).toThrow(
      /sync_lease needs account id/,
    );
    expect(() => createLease({ db, table: 'outbox_worker_lease', accountId: 'x', now: () => 1 })).toThrow(
      /outbox_worker_lease takes no account id/,
    );
    db.close();
  });
});

describe('migration 079-sync-lease', () => {
  it('adds the per-account lease beside existing accounts; it goes with its account', () => {
    const db = upgradedTo(79, (before) => insertAccount(before, 'demo:1', 'sklep'));
    expect(db.prepare('SELECT login FROM accounts').get()).toEqual({ login: 'sklep' });
    db.prepare(
      `INSERT INTO sync_lease (account_id, owner, pid, host, heartbeat_at) VALUES ('demo:1', 'o', 1, 'h', 1)`,
    ).run();
    expect(() =>
      db
        .prepare(
          `INSERT INTO sync_lease (account_id, owner, pid, host, heartbeat_at) VALUES ('demo:9', 'o', 1, 'h', 1)`,
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.prepare(`DELETE FROM accounts WHERE id = 'demo:1'`).run();
    expect(db.prepare('SELECT count(*) AS n FROM sync_lease').get()).toEqual({ n: 0 });
    db.close();
  });
});
