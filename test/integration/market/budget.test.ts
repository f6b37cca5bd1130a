import { describe, expect, it } from 'vitest';
import { withPriority } from '../../../electron/core/market/client';
import { startTestMarket } from '../../helpers/demo-market';
import { localDb, signedInCore } from '../../helpers/core';
import { expectCopyOfMarket } from '../../helpers/sync';

describe('the request budget against the demo marketplace', () => {
  it('slows down with a tightened leaky bucket, without a storm of 429s, and loses nothing', async () => {
    const market = await startTestMarket({ offers: 2000, orders: 400, ratings: 60 });
    const { core, accountId } = await signedInCore(market);
    try {
      // A small bucket that drains slowly: past a few requests every answer is held back.
      market.control.setLimits({ bucket: { capacity: 2, leakPerSecond: 5, maxDelayMs: 1000 } });
      market.control.clearRequestLog();
      await core.sync.runOnce({ accountId, streams: ['offers', 'orders', 'ratings'] });

      const stats = market.control.limitStats();
      expect(stats.bucket.delayed).toBeGreaterThan(0);
      const log = market.control.requestLog({});
      expect(log.filter((entry) => entry.status === 429)).toEqual([]);
      expectCopyOfMarket(market, localDb(core), accountId, ['orders', 'offers', 'ratings']);
    } finally {
      await core.close();
      await market.close();
    }
  }, 120_000);

  it('sends a seller’s request at once while the sync’s requests wait for their places', async () => {
    const market = await startTestMarket({ latencyMs: 80 });
    const { core, accountId } = await signedInCore(market);
    try {
      const client = await core.accounts.client(accountId);
      const background = withPriority(client, 'background');
      const sync = Array.from({ length: 24 }, () =>
        background.request({ method: 'GET', path: '/sale/offers', query: { limit: 10 } }),
      );
      // The sync's requests have filled the account's places; the scan comes after all of them.
      const scans = [];
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        scans.push(await client.request({ method: 'GET', path: '/me' }));
      }
      const synced = await Promise.all(sync);
      expect(Math.max(...synced.map((r) => r.waitedMs))).toBeGreaterThan(200);
      for (const scan of scans) expect(scan.waitedMs).toBeLessThan(20);
      expect(core.sync.status().blockedUntil).toBeNull();
    } finally {
      await core.close();
      await market.close();
    }
  }, 60_000);
});
