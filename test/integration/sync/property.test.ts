import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { activityArb, applyActivity } from '../../helpers/activity';
import { startTestMarket } from '../../helpers/demo-market';
import { localDb, shiftedClock, signedInCore } from '../../helpers/core';
import { sampled } from '../../helpers/long-runs';
import { expectCopyOfMarket } from '../../helpers/sync';
import { defaultSyncOptions } from '../../../electron/core/sync/options';

const MINUTE = 60_000;
const { seed, runs } = sampled(import.meta.filename, 'sync property runs', { sample: 3, whole: 10 });

function journalBook(core: Core, accountId: string, stream: 'orders' | 'offers') {
  return localDb(core)
    .prepare<[string, string], { cursor: string | null; replayed_count: number; applied_count: number }>(
      'SELECT cursor, replayed_count, applied_count FROM sync_streams WHERE account_id = ? AND stream = ?',
    )
    .get(accountId, stream)!;
}

describe('sync after random background activity', () => {
  it(`makes the local copy equal to the server, whatever order, repetition or loss of events (${runs} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(activityArb, { minLength: 15, maxLength: 40 }),
        async (shop, activities) => {
          const market = await startTestMarket({ seed: shop, offers: 80, orders: 40, ratings: 20 });
          const clock = shiftedClock();
          const { core, accountId } = await signedInCore(market, { clock });
          try {
            market.control.setEventDelivery({ outOfOrder: 0.3, repeat: 0.3, missing: 0.25 });
            await core.sync.runOnce({ accountId });
            const seller = await core.accounts.client(accountId);
            for (const step of activities) {
              const then = await applyActivity(market, seller, step);
              if (step.kind === 'sync' || (step.kind === 'merge' && step.syncBetween)) {
                await core.sync.runOnce({ accountId });
              }
              then?.();
            }
            // The reconcile that catches events the journal never delivered runs at its interval.
            clock.shift(defaultSyncOptions.ordersReconcileMs + MINUTE);
            await core.sync.runOnce({ accountId });

            expectCopyOfMarket(market, localDb(core), accountId);

            const journal = market.control.orderEvents({ sellerId: MAIN_SELLER_ID });
            const orders = journalBook(core, accountId, 'orders');
            expect(orders.cursor).toBe(journal.at(-1)?.id ?? null);
            expect(orders.replayed_count).toBe(0);
            expect(journalBook(core, accountId, 'offers').replayed_count).toBe(0);
          } finally {
            await core.close();
            await market.close();
          }
        },
      ),
      { numRuns: runs, seed, endOnFailure: true },
    );
  }, 300_000);
});
