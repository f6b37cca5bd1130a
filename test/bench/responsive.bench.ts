import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { OrderRow } from '../../shared/orders';
import type { Page } from '../../shared/page';
import { bridgeCaller } from '../helpers/bridge';
import { benchCore, benchLimits, round, startBenchMarket, summary } from './support/bench-market';

/** The orders list as the window asks for it: its pages, sorts and searches in turn. */
const orderQueries = [
  { limit: 100 },
  { limit: 100, offset: 100 },
  { limit: 100, sort: 'buyerLogin' },
  { limit: 100, search: 'a' },
  { limit: 100, status: ['READY_FOR_PROCESSING'] },
  { limit: 100, sort: '-totalToPay' },
];

/**
 * The window while a first sync of 100 000 offers runs: the orders are in the local copy, the offers stream
 * starts its complete re-list, and the window's orders list is read through the bridge every 50 ms until the
 * sync ends. Prints how long those reads took (`queryP95Ms`) and the longest stall of this thread's event loop
 * during the sync (`maxStallMs`, from Node's event-loop delay histogram at 10 ms resolution), the thread that in
 * the app answers the window.
 */
export default async function responsive(args: string[]): Promise<Record<string, unknown>> {
  const offers = Number(args[0] ?? 100_000);
  const orders = Number(args[1] ?? 20_000);
  const market = await startBenchMarket({ offers, orders, ratings: 0 });
  const { core, accountId } = await benchCore(market.url);
  try {
    await core.sync.runOnce({ accountId, streams: ['profile', 'orders'] });
    const call = bridgeCaller(core);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const queryMs: number[] = [];
    const byQuery = orderQueries.map(() => [] as number[]);
    let syncing = true;
    const window = (async () => {
      for (let turn = 0; syncing; turn++) {
        const query = orderQueries[turn % orderQueries.length]!;
        const started = performance.now();
        const page = await call<Page<OrderRow>>('orders:list', { accountId, ...query });
        queryMs.push(performance.now() - started);
        byQuery[turn % orderQueries.length]!.push(performance.now() - started);
        if (turn === 0 && page.rows.length === 0)
          throw new Error('the orders list is empty: nothing measured');
        await sleep(50);
      }
    })();
    loop.enable();
    const started = performance.now();
    await core.sync.runOnce({ accountId, streams: ['offers'] });
    const syncSeconds = (performance.now() - started) / 1000;
    loop.disable();
    syncing = false;
    await window;
    return {
      offers: core.sync.accountStatus(accountId).streams.offers.count,
      orders: core.sync.accountStatus(accountId).streams.orders.count,
      syncSeconds: round(syncSeconds, 2),
      queries: queryMs.length,
      queryP95Ms: summary(queryMs).p95,
      queryP50Ms: summary(queryMs).p50,
      queryMaxMs: round(Math.max(...queryMs), 1),
      queryP95ByQuery: Object.fromEntries(
        orderQueries.map((q, i) => [JSON.stringify(q), summary(byQuery[i]!).p95]),
      ),
      maxStallMs: round(loop.max / 1e6, 1),
      stallP99Ms: round(loop.percentile(99) / 1e6, 1),
      ...benchLimits,
    };
  } finally {
    await core.close();
    await market.stop();
  }
}
