import { performance } from 'node:perf_hooks';
import {
  benchCore,
  benchLimits,
  benchSyncOptions,
  control,
  round,
  rssSampler,
  startBenchMarket,
} from './support/bench-market';

const SELLER = '43218765';

/**
 * 20 000 orders with their events: the first sync (cursor from event-stats, back-fill of every order, tracking
 * numbers of the recent ones), then a burst of new purchases, payments and merges applied from the journal.
 */
export default async function syncOrders(args: string[]): Promise<Record<string, unknown>> {
  const orders = Number(args[0] ?? 20_000);
  const burst = Number(args[1] ?? 1000);
  const market = await startBenchMarket({ offers: 2000, orders, ratings: 0 });
  const { core, accountId } = await benchCore(market.url);
  try {
    const journalBefore = (await control<unknown[]>(market.url, 'orderEvents', { sellerId: SELLER })).length;
    const peak = rssSampler();
    const started = performance.now();
    await core.sync.runOnce({ accountId, streams: ['orders'] });
    const backfillSeconds = (performance.now() - started) / 1000;
    const backfilled = core.sync.accountStatus(accountId).streams.orders.count;

    for (let i = 0; i < burst; i++) {
      const order = await control<{ id: string }>(market.url, 'addOrder', {
        stage: i % 3 === 0 ? 'BOUGHT' : 'READY_FOR_PROCESSING',
      });
      if (i % 3 === 0) await control(market.url, 'payOrder', { orderId: order.id });
    }
    const events =
      (await control<unknown[]>(market.url, 'orderEvents', { sellerId: SELLER })).length - journalBefore;
    const eventsStarted = performance.now();
    await core.sync.runOnce({ accountId, streams: ['orders'] });
    const eventsSeconds = (performance.now() - eventsStarted) / 1000;
    const book = core.sync.repos.state.get(accountId, 'orders');
    return {
      orders: backfilled,
      journalEvents: journalBefore,
      backfillSeconds: round(backfillSeconds),
      ordersPerSecond: Math.round(backfilled / backfillSeconds),
      newEvents: events,
      eventsApplied: book.appliedCount,
      eventsSeconds: round(eventsSeconds),
      eventsPerSecond: Math.round(book.appliedCount / eventsSeconds),
      ordersAfter: core.sync.accountStatus(accountId).streams.orders.count,
      peakRssMb: peak(),
      ...benchLimits,
      trackingNumbersReadForDays: benchSyncOptions.ordersShipmentsDays,
    };
  } finally {
    await core.close();
    await market.stop();
  }
}
