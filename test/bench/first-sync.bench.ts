import { performance } from 'node:perf_hooks';
import { defaultSyncOptions } from '../../electron/core/sync/options';
import { coreWithDemo, localDb } from '../helpers/core';
import { signInToDemo } from '../helpers/sign-in';
import { tempDir } from '../helpers/temp-dir';
import { watchInFlight } from '../helpers/in-flight';
import { benchBudget, control, percentile, round, startBenchMarket } from './support/bench-market';
import {
  countByPath,
  requestLog,
  scanDuring,
  waitingOrders,
  watchFirstSync,
} from './support/first-sync-probes';
import { quietHour } from './support/quiet-hour';

const SELLER = '43218765';
const shop = { offers: 5000, orders: 2000, ratings: 500 };
const latencyMs = 150;

const spread = (values: number[]) => ({
  p50: round(percentile(values, 50), 1),
  p95: round(percentile(values, 95), 1),
  max: round(Math.max(...values), 1),
});

/**
 * The first sync of a real-size shop (5000 offers, 2000 orders, 500 ratings) against a marketplace 150 ms away with
 * its per-user leaky bucket on, as the app runs it (the core started, then the seller signs in), with the app's own
 * sync settings. Meanwhile a packing station scans 20 orders, one every 1.5 s (its two reads, interactive). Then
 * the app starts again on that copy for a quiet hour of the marketplace's clock, SPEED times faster, with nothing
 * going on but 12 new paid orders at random minutes (support/quiet-hour.ts). Figures:
 * - `firstSyncSeconds`: sign-in to every stream caught up; `ordersReadySeconds`: sign-in to every order waiting to
 *   be packed in the local copy with its tracking numbers (the packing queue works);
 * - `requests`, `answered429`, `requestsByPath` of the first sync, and `mostInFlight`, the most of the app's
 *   requests in flight at once (scans included);
 * - `interactiveWaitP95Ms`: how long a scan's request waited in the app from the call to leaving on the socket
 *   (`interactiveWait`), and to its arrival at the marketplace, whose queue the sync's requests share
 *   (`interactiveArrival`);
 * - `idleRequestsPerMinute` (per simulated minute of the quiet hour, by path in `idleRequestsByPath`) and
 *   `newOrderVisibleP95Seconds`, marketplace time from a new paid order to its row in the local copy.
 * Arguments: BUDGET (requests a minute the app's gate allows; 0: the app's own; default the benchmarks' huge one),
 * SPEED (20).
 */
export default async function firstSyncBench(args: string[]): Promise<Record<string, unknown>> {
  const requestBudget = Number(args[0] ?? benchBudget);
  const speed = Number(args[1] ?? 20);
  if (!(speed >= 1)) throw new Error('SPEED must be at least 1');
  const market = await startBenchMarket(shop, { bucket: 'on', latencyMs });
  const dataDir = tempDir('sd-bench-first-sync-');
  const syncOptions = { ...defaultSyncOptions };
  try {
    const core = coreWithDemo({ url: market.url }, { dataDir, requestBudget, syncOptions });
    let first: Record<string, unknown>;
    let accountId = '';
    try {
      const scanned = (
        await control<{ id: string; status: string; waybills: string[] }[]>(market.url, 'orders', {
          sellerId: SELLER,
        })
      )
        // Not sent in part: the sync does not read their tracking numbers, so a read of that path is the scan's own.
        .filter((order) => order.status === 'READY_FOR_PROCESSING' && order.waybills.length === 0)
        .map((order) => order.id)
        .slice(0, 20);
      core.start();
      const signedIn = await signInToDemo(core);
      accountId = signedIn.id;
      const from = performance.now();
      const since = Date.now();
      const watch = watchFirstSync(core, localDb(core), accountId, from);
      const inFlight = watchInFlight();
      const scans = scanDuring(core, accountId, scanned, { everyMs: 1500, scans: 20 });
      const caughtUp = await watch.done(30 * 60_000);
      inFlight.stop();
      const log = () => requestLog(market.url, since);
      const scan = await scans.stop(log);
      const synced = (await log()).filter((e) => !scan.traceIds.has(e.traceId));
      const waiting = await waitingOrders(core, accountId, syncOptions.ordersBackfillDays);
      const readyMs = watch.readyAt(waiting);
      watch.stop();
      const status = core.sync.status().accounts[0]!;
      first = {
        firstSyncSeconds: round(caughtUp.ms / 1000, 1),
        ordersReadySeconds: readyMs === null ? null : round(readyMs / 1000, 1),
        requests: synced.length,
        answered429: synced.filter((e) => e.status === 429).length,
        interactiveWaitP95Ms: round(percentile(scan.waits, 95), 1),
        interactiveWait: { scans: scan.scans, ...spread(scan.waits) },
        interactiveArrival: spread(scan.arrivals),
        mostInFlight: inFlight.most(),
        waitingToPack: waiting.length,
        caughtUpSeconds: caughtUp.streams,
        counts: Object.fromEntries(Object.entries(status.streams).map(([name, s]) => [name, s.count])),
        requestsByPath: countByPath(synced),
      };
    } finally {
      await core.close();
    }
    const quiet = await quietHour({
      url: market.url,
      dataDir,
      accountId,
      speed,
      latencyMs,
      requestBudget,
      newOrders: 12,
    });
    const { requestsByPath, ...figures } = first;
    return {
      ...figures,
      idleRequestsPerMinute: quiet.idleRequestsPerMinute,
      newOrderVisibleP95Seconds: quiet.newOrderVisibleP95Seconds,
      newOrderVisible: quiet.newOrderVisible,
      shop,
      latencyMs,
      leakyBucket: 'on',
      requestBudget: requestBudget || 'app',
      speed,
      requestsByPath,
      idleRequestsByPath: quiet.idleRequestsByPath,
    };
  } finally {
    await market.stop();
  }
}
