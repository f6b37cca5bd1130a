import { describe, expect, it } from 'vitest';
import { startTestMarket } from '../../helpers/demo-market';
import { localDb, signedInCore } from '../../helpers/core';
import { expectCopyOfMarket, localSnapshot, serverSnapshot } from '../../helpers/sync';

describe('sync under rate limits and faults', () => {
  it('sends nothing while the marketplace blocks the app (429), then finishes', async () => {
    // The block runs on the marketplace clock, so that clock runs with real time here.
    const market = await startTestMarket({ frozenClock: false, clockStart: '2026-03-02T10:00:00Z' });
    const { core, accountId } = await signedInCore(market);
    try {
      market.control.setLimits({ requestsPerMinute: 12, blockSeconds: 2 });
      market.control.clearRequestLog();
      // The lists compared below; the profile's reference data (many small reads) would only stretch the run at
      // 12 requests a minute while the marketplace's clock moves offers on meanwhile.
      await core.sync.runOnce({ accountId, streams: ['offers', 'orders', 'ratings'] });

      const log = market.control.requestLog({});
      const blocked = log.filter((entry) => entry.status === 429);
      expect(blocked.length).toBeGreaterThan(0);
      // The streams' requests go a few at once: those already on their way when the first 429 came arrive just
      // after it. Nothing is sent once the app knows of the block, until it ends.
      const onTheirWayMs = 500;
      for (const block of blocked) {
        const during = log.filter(
          (e) => e.realTime > block.realTime + onTheirWayMs && e.realTime < block.realTime + 2000,
        );
        expect(during).toEqual([]);
      }
      // Every 429 was the first request after a block, never one sent into it (which would extend the block).
      expect(market.control.limitStats().client.blockedRequests).toBe(blocked.length);
      expectCopyOfMarket(market, localDb(core), accountId, ['orders', 'offers', 'ratings']);
    } finally {
      await core.close();
      await market.close();
    }
  }, 120_000);

  it('ends in the same state as a clean run despite 5xx, resets, dropped answers and truncated bodies', async () => {
    const market = await startTestMarket({ offers: 150, orders: 50 });
    const clean = await signedInCore(market);
    const faulty = await signedInCore(market);
    try {
      await clean.core.sync.runOnce({ accountId: clean.accountId });
      market.control.setFaults({
        rules: [
          { kind: 'status', status: 503, share: 0.12, method: 'GET' },
          { kind: 'status', status: 500, share: 0.05, method: 'GET' },
          { kind: 'reset', share: 0.08, method: 'GET' },
          { kind: 'drop', share: 0.05, method: 'GET' },
          { kind: 'truncate', share: 0.1, method: 'GET' },
        ],
      });
      let failures = 0;
      for (;;) {
        try {
          await faulty.core.sync.runOnce({ accountId: faulty.accountId });
          break;
        } catch (error) {
          // A request that failed every retry ends the run; what was written stays, and the next run goes on.
          failures++;
          if (failures > 30) throw error;
        }
      }
      const stats = market.control.faultStats();
      expect(
        (stats.status ?? 0) + (stats.reset ?? 0) + (stats.truncate ?? 0) + (stats.drop ?? 0),
      ).toBeGreaterThan(10);
      market.control.clearFaults();

      const expected = localSnapshot(localDb(clean.core), clean.accountId);
      const actual = localSnapshot(localDb(faulty.core), faulty.accountId);
      expect(actual).toEqual(expected);
      expect(actual).toEqual(serverSnapshot(market));
      expect(localDb(faulty.core).pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      await clean.core.close();
      await faulty.core.close();
      await market.close();
    }
  }, 240_000);
});
