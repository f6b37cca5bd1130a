import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import { createLease } from '../../../electron/core/db/lease';
import { dbFile, upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

describe('migration 020-print-queue', () => {
  it('adds the queue beside existing data, with its checks', () => {
    const db = upgradedTo(20, (before) => {
      insertAccount(before, 'demo:1', 'sklep');
    });
    expect(db.prepare('SELECT login FROM accounts').get()).toEqual({ login: 'sklep' });
    db.prepare(
      `INSERT INTO print_documents (hash, format, bytes, size, created_at) VALUES ('h', 'zpl', x'5e5841', 3, 1)`,
    ).run();
    const job = db.prepare(
      `INSERT INTO print_jobs (kind, document_hash, format, title, printer_id, printer_label, backend,
         printer_name, page_size, orientation, copies, fit_to_page, state, max_attempts, created_at, updated_at)
       VALUES ('label', ?, 'zpl', 't', 'folder:/x', 'x', 'folder', '/x', 'a6', 'portrait', 1, 0, ?, 5, 1, 1)`,
    );
    expect(job.run('h', 'queued').changes).toBe(1);
    expect(() => job.run('h', 'printing')).toThrow(/CHECK/);
    expect(() => job.run('missing', 'queued')).toThrow(/FOREIGN KEY/);
    expect(() =>
      db
        .prepare(
          `INSERT INTO print_profiles (kind, page_size, orientation, copies, zpl_dpi, auto_print, start_quarter,
             updated_at) VALUES ('label', 'a6', 'portrait', 1, 600, 0, 1, 1)`,
        )
        .run(),
    ).toThrow(/CHECK/);
    const stored = db.prepare('SELECT bytes FROM print_documents').get() as { bytes: Buffer };
    expect(stored.bytes.toString()).toBe('^XA');
    db.close();
  });
});

describe.each(['print_worker_lease', 'outbox_worker_lease'] as const)('the worker lease in %s', (table) => {
  it('lets one process send at a time and hands over from a dead one, once', () => {
    const db = openDatabase(dbFile());
    let clock = 1000;
    const alive = new Set([101, 202]);
    const lease = (pid: number) =>
      createLease({ db, table, now: () => clock, pid, staleMs: 10_000, isAlive: (p) => alive.has(p) });
    const first = lease(101);
    const second = lease(202);
    const takeovers: string[] = [];

    expect(first.acquire(() => takeovers.push('first'))).toEqual({ held: true, takenOver: true });
    expect(first.acquire(() => takeovers.push('first again'))).toEqual({ held: true, takenOver: false });
    expect(second.acquire(() => takeovers.push('second'))).toEqual({ held: false });

    // The holder dies (kill -9): the next one takes over at once, not after the stale time.
    alive.delete(101);
    clock += 1;
    expect(second.acquire(() => takeovers.push('second'))).toEqual({ held: true, takenOver: true });
    expect(first.acquire()).toEqual({ held: false });

    // A holder that stops renewing (another machine on a shared folder) is presumed dead after staleMs.
    const third = lease(303);
    alive.add(303);
    expect(third.acquire()).toEqual({ held: false });
    clock += 10_001;
    expect(third.acquire(() => takeovers.push('third'))).toEqual({ held: true, takenOver: true });
    expect(takeovers).toEqual(['first', 'second', 'third']);

    third.release();
    expect(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
    db.close();
  });
});
