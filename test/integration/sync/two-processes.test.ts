import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import { closeAfterEach } from '../../helpers/cleanup';
import { cliTestTimeout, readyLine, runCli, startCli } from '../../helpers/cli';
import { coreWithDemo } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

const closing = closeAfterEach();
const accountId = 'custom:43218765';
const wait = { timeout: 60_000, interval: 100 };

/** The sync lease's holder as the database file says, read through a connection of the test's own. */
function leaseHolder(dataDir: string): { pid: number } | undefined {
  const db = openDatabase(join(dataDir, 'seller-desk.db'), { readonly: true });
  try {
    return db
      .prepare<[string], { pid: number }>('SELECT pid FROM sync_lease WHERE account_id = ?')
      .get(accountId);
  } finally {
    db.close();
  }
}

/** A signed-in data folder whose account a long-running `sync` (as the app would) holds. */
async function heldByLongSync() {
  const market = closing(await startTestMarket({ offers: 30, orders: 20, ratings: 5 }));
  const dataDir = tempDir('sd-two-sync-');
  expect((await loginWithCli(dataDir, market.url)).code).toBe(0);
  const holder = startCli(['--data-dir', dataDir, 'sync']);
  closing({ close: () => holder.stop('SIGKILL') });
  expect(await readyLine(holder, 'sync')).toBe('Syncing; stop with Ctrl+C.');
  await vi.waitFor(() => expect(leaseHolder(dataDir)).toEqual({ pid: holder.child.pid }), wait);
  return { market, dataDir, holder };
}

describe('two processes syncing one data folder', () => {
  it(
    'one syncs an account at a time: the command line says who does and exits 3, the app skips it until that process is gone',
    async () => {
      const { market, dataDir, holder } = await heldByLongSync();

      // A second command line refuses to sync it too, in one line naming the holder.
      const second = await runCli(['--data-dir', dataDir, 'sync', '--once']);
      expect(second.code).toBe(3);
      expect(second.stderr).toContain(
        `seller-desk: ${accountId} is synced by another process (pid ${holder.child.pid}`,
      );
      expect(second.stdout).not.toContain(`Synced ${accountId}`);

      // The app on the same folder skips the account and says who syncs it, without an error.
      const app = closing(coreWithDemo(market, { dataDir, syncOptions: { leaseRenewMs: 200 } }));
      app.sync.start();
      await vi.waitFor(
        () =>
          expect(app.sync.status().syncedElsewhere).toEqual([
            { accountId, pid: holder.child.pid, host: hostname() },
          ]),
        wait,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(app.sync.status().accounts).toEqual([]);
      expect(leaseHolder(dataDir)).toEqual({ pid: holder.child.pid });

      // The holder is killed: the app takes the account over at its next look, and syncs it.
      await holder.stop('SIGKILL');
      await vi.waitFor(() => expect(leaseHolder(dataDir)).toEqual({ pid: process.pid }), wait);
      await vi.waitFor(
        () => expect(app.sync.status().accounts.map((a) => a.accountId)).toEqual([accountId]),
        wait,
      );
      expect(app.sync.status().syncedElsewhere).toEqual([]);
      await app.sync.stop();
      expect(leaseHolder(dataDir)).toBeUndefined();
    },
    cliTestTimeout,
  );

  it(
    'sync --once --wait waits for the other process to let the account go, then syncs it',
    async () => {
      const { dataDir, holder } = await heldByLongSync();

      const waiting = startCli(['--data-dir', dataDir, 'sync', '--once', '--wait']);
      closing({ close: () => waiting.stop('SIGKILL') });
      await vi.waitFor(
        () =>
          expect(waiting.stderr).toContain(
            `seller-desk: waiting for ${accountId}: synced by another process (pid ${holder.child.pid})`,
          ),
        wait,
      );
      // Stopped with Ctrl+C, the holder gives the lease back; the waiting one goes on.
      expect(await holder.stop('SIGINT')).toBe(0);
      expect(await waiting.exited).toBe(0);
      expect(waiting.stdout.join('\n')).toContain(`Synced ${accountId}:`);
    },
    cliTestTimeout,
  );
});
