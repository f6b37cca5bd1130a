import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { request } from 'undici';
import {
  benchCore,
  benchCoreOn,
  bareLoopMedian,
  benchLimits,
  benchSyncOptions,
  control,
  round,
  startBenchMarket,
  syncAlone,
  type BenchMarket,
} from './support/bench-market';
import type { Core } from '../../electron/core/compose';
import { vaultOf } from '../helpers/core';

const SELLER = '43218765';
const pageLimit = 100;

/**
 * The back-fill's pages as a bare loop reads them: by purchase time from the first order on (keyset, the orders at
 * the last page's instant skipped by offset), the request and the JSON, nothing written.
 */
async function bareLoop(url: string, token: string): Promise<{ fetched: number; seconds: number }> {
  const headers = { authorization: `Bearer ${token}`, accept: 'application/vnd.allegro.public.v1+json' };
  const started = performance.now();
  let gte = '2000-01-01T00:00:00.000Z';
  let tie = 0;
  let fetched = 0;
  for (;;) {
    const query = new URLSearchParams({
      'lineItems.boughtAt.gte': gte,
      sort: 'lineItems.boughtAt',
      limit: String(pageLimit),
      offset: String(tie),
    });
    const response = await request(`${url}/order/checkout-forms?${query.toString()}`, { headers });
    const forms = ((await response.body.json()) as { checkoutForms: { lineItems: { boughtAt: string }[] }[] })
      .checkoutForms;
    fetched += forms.length;
    // An order's purchase time is its earliest line item's, as the marketplace sorts them.
    const bought = (form: (typeof forms)[number]) => form.lineItems.map((li) => li.boughtAt).sort()[0];
    const last = forms.length > 0 ? bought(forms.at(-1)!) : undefined;
    if (forms.length < pageLimit || !last) break;
    const same = forms.filter((form) => bought(form) === last).length;
    tie = last === gte ? tie + same : same;
    gte = last;
  }
  return { fetched, seconds: (performance.now() - started) / 1000 };
}

/**
 * The first sync of the orders stream by a process that only syncs, as the app is built, on a signed-in data
 * folder: how long its back-fill took (from its first page to its last write; the tracking numbers read
 * afterwards are not part of it), and the token for the bare loop.
 */
async function firstSync(market: BenchMarket) {
  const { core, accountId, dataDir } = await benchCore(market.url);
  const token = (await vaultOf(core).read(accountId))!.accessToken;
  await core.close();
  const alone = await syncAlone(dataDir, market.url, ['orders']);
  return {
    ...alone,
    backfillSeconds: alone.backfillSeconds ?? alone.seconds,
    synced: alone.counts.orders ?? 0,
    accountId,
    dataDir,
    token,
  };
}

/**
 * A turn of the orders stream with nothing new, as the app takes one every little while all day: how long it took,
 * and the longest stall of this thread's event loop meanwhile (Node's histogram at 10 ms resolution), the thread
 * that in the app answers the window. What a turn asks of the local copy must not grow with the shop.
 */
async function quietTurn(core: Core, accountId: string): Promise<{ ms: number; maxStallMs: number }> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  await core.sync.runOnce({ accountId, streams: ['orders'] });
  const ms = performance.now() - started;
  // The histogram records a stall when its timer next runs: after the turn's last synchronous stretch.
  await new Promise((resolve) => setTimeout(resolve, 30));
  loop.disable();
  return { ms, maxStallMs: loop.max / 1e6 };
}

/**
 * 20 000 orders with their events: the first sync (cursor from event-stats, back-fill of every order, tracking
 * numbers of the recent ones) against a bare loop over the back-fill's pages, then a burst of new purchases,
 * payments and merges applied from the journal, and a turn with nothing new; then a first sync and the bare loop
 * again with the marketplace answering every request 150 ms later (a real marketplace's distance). The first syncs run in a process that
 * does nothing else: their time and peak memory are of that one run.
 */
export default async function syncOrders(args: string[]): Promise<Record<string, unknown>> {
  const orders = Number(args[0] ?? 20_000);
  const burst = Number(args[1] ?? 1000);
  const latencyMs = Number(args[2] ?? 150);
  const market = await startBenchMarket({ offers: 2000, orders, ratings: 0 });
  let core: Core | undefined;
  try {
    const journalBefore = (await control<unknown[]>(market.url, 'orderEvents', { sellerId: SELLER })).length;
    const sync = await firstSync(market);
    const raw = await bareLoopMedian(() => bareLoop(market.url, sync.token));

    for (let i = 0; i < burst; i++) {
      const order = await control<{ id: string }>(market.url, 'addOrder', {
        stage: i % 3 === 0 ? 'BOUGHT' : 'READY_FOR_PROCESSING',
      });
      if (i % 3 === 0) await control(market.url, 'payOrder', { orderId: order.id });
    }
    const events =
      (await control<unknown[]>(market.url, 'orderEvents', { sellerId: SELLER })).length - journalBefore;
    // The journal's new events, applied by a core on the folder the first sync filled.
    core = benchCoreOn(market.url, { dataDir: sync.dataDir });
    const eventsStarted = performance.now();
    await core.sync.runOnce({ accountId: sync.accountId, streams: ['orders'] });
    const eventsSeconds = (performance.now() - eventsStarted) / 1000;
    const book = core.sync.repos.state.get(sync.accountId, 'orders');
    const ordersAfter = core.sync.accountStatus(sync.accountId).streams.orders.count;
    const quiet = await quietTurn(core, sync.accountId);
    await core.close();

    await control(market.url, 'setLatency', { ms: latencyMs });
    const rawFar = await bareLoop(market.url, sync.token);
    const syncFar = await firstSync(market);
    return {
      orders: sync.synced,
      journalEvents: journalBefore,
      fetchedRaw: raw.fetched,
      backfillSeconds: round(sync.backfillSeconds),
      firstSyncSeconds: round(sync.seconds),
      ordersPerSecond: Math.round(sync.synced / sync.backfillSeconds),
      rawSeconds: round(raw.seconds),
      rawRunsSeconds: raw.runs,
      ratio: round(sync.backfillSeconds / raw.seconds, 2),
      // The processor time of the syncing process (all its threads) during the back-fill.
      backfillCpuSeconds: round(sync.backfillCpuSeconds ?? sync.cpuSeconds),
      newEvents: events,
      eventsApplied: book.appliedCount,
      eventsSeconds: round(eventsSeconds),
      eventsPerSecond: Math.round(book.appliedCount / eventsSeconds),
      ordersAfter,
      quietTurnMs: round(quiet.ms, 1),
      quietTurnMaxStallMs: round(quiet.maxStallMs, 1),
      // The peak of the process that ran the timed first sync and nothing else.
      peakRssMb: sync.peakRssMb,
      latencyMs,
      backfillSecondsWithLatency: round(syncFar.backfillSeconds),
      rawSecondsWithLatency: round(rawFar.seconds),
      ratioWithLatency: round(syncFar.backfillSeconds / rawFar.seconds, 3),
      ...benchLimits,
      trackingNumbersReadForDays: benchSyncOptions.ordersShipmentsDays,
    };
  } finally {
    await core?.close().catch(() => undefined);
    await market.stop();
  }
}
