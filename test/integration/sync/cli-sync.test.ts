import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { syncStreams } from '../../../shared/sync-status';
import { runCli } from '../../helpers/cli';
import { startTestMarket } from '../../helpers/demo-market';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

const DAY = 86_400_000;

describe('seller-desk sync and status', () => {
  // A first sync reads every stream until caught up within the account's request budget (90 a minute): about a
  // minute here, so the test's time limit leaves room for a loaded machine.
  it('sync --once copies the account, and status --json reports the marketplace counts', async () => {
    const market = await startTestMarket({ offers: 90, orders: 70, ratings: 25 });
    const dataDir = tempDir('sd-cli-sync-');
    try {
      expect((await loginWithCli(dataDir, market.url)).code).toBe(0);

      const sync = await runCli(['--data-dir', dataDir, 'sync', '--once']);
      expect(sync.stderr).toMatch(/custom:43218765 offers: relist \d+ of \d+/);
      expect(sync.code).toBe(0);

      // What the marketplace holds: listed offers, every rating, and the orders of the back-fill's 60 days.
      const offers = market.control
        .offers({ sellerId: MAIN_SELLER_ID })
        .filter((o) => !o.hidden && !o.gone).length;
      const ratings = market.control.ratings({ sellerId: MAIN_SELLER_ID }).length;
      const lastEvent = Date.parse(
        market.control.orderEvents({ sellerId: MAIN_SELLER_ID }).at(-1)!.occurredAt,
      );
      const orders = market.control
        .orders({ sellerId: MAIN_SELLER_ID })
        .filter(
          (o) =>
            Math.min(...market.control.order({ id: o.id })!.lineItems.map((li) => li.boughtAt)) >=
            lastEvent - 60 * DAY,
        ).length;
      expect(sync.stdout).toBe(
        `Synced custom:43218765: ${offers} offers, ${orders} orders, ${ratings} ratings`,
      );

      const status = await runCli(['--data-dir', dataDir, 'status', '--json']);
      expect(status.code).toBe(0);
      const report = JSON.parse(status.stdout) as {
        accounts: {
          accountId: string;
          counts: unknown;
          streams: Record<string, { cursor: string | null; lastSuccessAt: string | null; error: unknown }>;
        }[];
      };
      expect(report.accounts).toHaveLength(1);
      const account = report.accounts[0]!;
      expect(account.accountId).toBe('custom:43218765');
      expect(account.counts).toEqual({ offers, orders, ratings });
      expect(account.streams.orders!.cursor).toBe(
        market.control.orderEvents({ sellerId: MAIN_SELLER_ID }).at(-1)!.id,
      );
      for (const stream of syncStreams) {
        expect(account.streams[stream]!.lastSuccessAt).not.toBeNull();
        expect(account.streams[stream]!.error).toBeNull();
      }
      expect(status.stdout).not.toMatch(/token/i);
    } finally {
      await market.close();
    }
  }, 180_000);

  it('refuses an account that is not signed in', async () => {
    const dataDir = tempDir('sd-cli-sync-');
    const result = await runCli(['--data-dir', dataDir, 'sync', '--once', '--account', 'demo:1']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('no signed-in account demo:1');
  });
});
