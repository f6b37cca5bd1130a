import { describe, expect, it } from 'vitest';
import { createLease } from '../../../electron/core/db/lease';
import { openDatabase } from '../../../electron/core/db/open';
import type { Logger } from '../../../electron/core/kernel/ports';
import { createAccountLeases } from '../../../electron/core/sync/account-leases';
import { dbFile } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

function recording() {
  const lines: string[] = [];
  const log = (level: string) => (message: string) => void lines.push(`${level} ${message}`);
  const logger: Logger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
  return { logger, lines };
}

describe("the sync engine's account leases", () => {
  it('say once that another process syncs an account, not at every round, and take it when it is let go', () => {
    const db = openDatabase(dbFile());
    insertAccount(db, 'demo:1');
    const other = createLease({
      db,
      table: 'sync_lease',
      accountId: 'demo:1',
      now: Date.now,
      pid: process.ppid,
      isAlive: () => true,
    });
    expect(other.acquire().held).toBe(true);
    const { logger, lines } = recording();
    const leases = createAccountLeases({ db, now: Date.now, logger });
    for (let round = 0; round < 5; round++) expect(leases.take('demo:1')).toBe(false);
    expect(lines).toEqual(['info account synced by another process']);
    expect(leases.elsewhere()).toEqual([
      { accountId: 'demo:1', pid: process.ppid, host: expect.any(String) as string },
    ]);
    other.release();
    expect(leases.take('demo:1')).toBe(true);
    expect(leases.elsewhere()).toEqual([]);
    leases.releaseAll();
    expect(db.prepare('SELECT count(*) AS n FROM sync_lease').get()).toEqual({ n: 0 });
    db.close();
  });

  it('keep a held account synced when the database cannot answer a renewal, and say so', () => {
    const db = openDatabase(dbFile());
    insertAccount(db, 'demo:1');
    const { logger, lines } = recording();
    const leases = createAccountLeases({ db, now: Date.now, logger });
    expect(leases.take('demo:1')).toBe(true);
    db.close();
    expect(leases.take('demo:1')).toBe(true);
    expect(() => leases.releaseAll()).not.toThrow();
    expect(lines).toEqual(['warn sync lease not renewed', 'warn sync lease not released']);
  });
});
