import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultWorkerOptions } from '../../electron/core/shipping/worker';
import { defaultSyncOptions } from '../../electron/core/sync/options';
import type { OfferRow } from '../../shared/offers';
import type { OrderRow } from '../../shared/orders';
import type { ChangeCounts } from '../../shared/outbox';
import type { Page } from '../../shared/page';
import type { SyncStatus } from '../../shared/sync-status';
import { coreWithDemo } from '../helpers/core';
import { hostStatusAnswer, startPrinterListener } from '../helpers/printer-listener';
import { addLabelPrinter, builtinPrinterId, useProfile } from '../helpers/printing';
import { signInToDemo } from '../helpers/sign-in';
import { tempDir } from '../helpers/temp-dir';
import { benchBudget, benchLimits, control, round, startBenchMarket, summary } from './support/bench-market';
import { bridgeCaller } from '../helpers/bridge';
import { soakDay } from './support/soak-day';
import {
  describeLine,
  fastClock,
  recordingLogger,
  slope,
  soakProbes,
  type Sample,
} from './support/soak-probes';

const HOUR = 3_600_000;
const DAY_HOURS = 8;

/**
 * A working day (8 hours) compressed into MINUTES of real time (10), the core on a clock running as much faster,
 * against the demo marketplace (its own process, its clock moved along with the core's): the marketplace's
 * background activity (orders, payments, cancellations, merges, stock and price changes, ratings) every 30
 * seconds of the day, a parcel packed and its label printed (TCP 9100) every 3 minutes, an offer changed through
 * the outbox every 2, one batch change and two protocols; meanwhile the window's reads go through the registrar
 * every 250 ms of real time. Figures:
 * - `rssGrowthMbPerHour`: slope of resident memory (after a full collection) over simulated hours 1..8, the first
 *   hour being warm-up; `heapGrowthMbPerHour` the same for the JavaScript heap;
 * - `dbMb`: the database file and its WAL at the end; `bridgeP95Ms`: the window's reads, p95;
 * - `logErrors`: warnings and errors the core logged (`logFirst`: the first of them), `benchErrors` what the day's
 *   own steps met; `hours`: memory, handles, file descriptors, database and event-loop delay per simulated hour.
 * Arguments: MINUTES (10).
 */
export default async function soakBench(args: string[]): Promise<Record<string, unknown>> {
  const minutes = Number(args[0] ?? 10);
  if (!(minutes > 0)) throw new Error('MINUTES must be a positive number');
  const speed = (DAY_HOURS * 60) / minutes;
  // A small shop: a few thousand offers, three months of orders.
  const market = await startBenchMarket({ offers: 3000, orders: 2000, ratings: 400 });
  const listener = await startPrinterListener({ hostStatus: hostStatusAnswer({}) });
  const dataDir = tempDir('sd-bench-soak-');
  const logger = recordingLogger(join(dataDir, 'logs', 'seller-desk.log'));
  const clock = fastClock(speed);
  // Pauses between turns are real time, so the polls are shortened by the clock's speed: each stream runs as
  // often per simulated hour as the app's defaults say. Intervals compared with the clock stay as they are.
  const poll = (ms: number) => Math.max(1, Math.round(ms / speed));
  const core = coreWithDemo(
    { url: market.url },
    {
      dataDir,
      clock,
      logger,
      requestBudget: benchBudget,
      syncOptions: {
        ...defaultSyncOptions,
        ordersBackfillDays: 120,
        ordersShipmentsDays: 14,
        ordersPollMs: poll(defaultSyncOptions.ordersPollMs),
        offersPollMs: poll(defaultSyncOptions.offersPollMs),
        ratingsPollMs: poll(defaultSyncOptions.ratingsPollMs),
        profilePollMs: poll(defaultSyncOptions.profilePollMs),
        errorRetryMs: poll(defaultSyncOptions.errorRetryMs),
      },
      // The parcel worker waits the marketplace's Retry-After in real seconds, and gives a command up to
      // "pending" after a time on the clock: that time is stretched as much as the clock runs faster.
      shippingOptions: { pendingAfterMs: defaultWorkerOptions.pendingAfterMs * speed },
    },
  );
  const unhandled: string[] = [];
  const onUnhandled = (error: unknown) =>
    unhandled.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.on('unhandledRejection', onUnhandled);
  let closed = false;
  try {
    await control(market.url, 'setParcelCommandSeconds', { seconds: 0 });
    const account = await signInToDemo(core);
    const firstSyncStarted = performance.now();
    await core.sync.runOnce();
    const firstSyncMs = Math.round(performance.now() - firstSyncStarted);
    await addLabelPrinter(core.printing, listener.port, { autoPrint: true });
    // Protocols go to the folder printer every installation has (files in the data folder).
    useProfile(core.printing, 'protocol', { printerId: await builtinPrinterId(core.printing) });

    const call = bridgeCaller(core);
    const probes = soakProbes(dataDir);
    const simHour = () => clock.simElapsed() / HOUR;
    const samples: Sample[] = [probes.sample(0)];
    const hours: Record<string, unknown>[] = [];
    const bridgeMs: number[] = [];
    const bridgeByChannel = new Map<string, number[]>();
    let bridgeHour: number[] = [];

    core.start();
    await control(market.url, 'setActivity', { seconds: 30 });
    const endAt = DAY_HOURS * HOUR;
    const done = () => clock.simElapsed() >= endAt;
    const untilSim = async (at: number) => {
      const wait = (at - clock.simElapsed()) / speed;
      if (wait > 0) await sleep(wait);
    };

    // The marketplace's clock follows the core's; its scheduled work (activity, offer commands) runs as it moves.
    const clockLoop = (async () => {
      while (!done()) {
        const now = await control<{ ms: number }>(market.url, 'now');
        const behind = clock.now() - now.ms;
        if (behind > 0) await control(market.url, 'advanceClock', { ms: behind });
        await sleep(100);
      }
    })();

    // The window: its lists re-read, an order opened, the outbox and packing counts, the sync status.
    const windowLoop = (async () => {
      const searches = ['', '', 'a', 'zestaw', 'ko'];
      let turn = 0;
      let recent: string[] = [];
      const timed = async <T>(channel: string, input: unknown): Promise<T> => {
        const started = performance.now();
        const result = await call<T>(channel, input);
        const ms = performance.now() - started;
        bridgeMs.push(ms);
        bridgeHour.push(ms);
        let list = bridgeByChannel.get(channel);
        if (!list) bridgeByChannel.set(channel, (list = []));
        list.push(ms);
        return result;
      };
      while (!done()) {
        const search = searches[turn++ % searches.length]!;
        const orders = await timed<Page<OrderRow>>('orders:list', {
          limit: 100,
          ...(search ? { search } : {}),
        });
        if (!search) recent = orders.rows.slice(0, 20).map((row) => row.id);
        await timed<Page<OfferRow>>('offers:list', { limit: 100, ...(search ? { search } : {}) });
        if (recent.length > 0) await timed('orders:get', { orderId: recent[turn % recent.length] });
        await timed<ChangeCounts>('outbox:counts', {});
        await timed('shipping:queueCounts', {});
        await timed<SyncStatus>('sync:getStatus', undefined);
        await sleep(250);
      }
    })();

    const day = soakDay({ market: market.url, listener, call, untilSim, done, accountId: account.id });

    for (let quarter = 1; quarter <= DAY_HOURS * 4; quarter++) {
      await untilSim(quarter * (HOUR / 4));
      samples.push(probes.sample(simHour()));
      if (quarter % 4 === 0) {
        const status = await call<SyncStatus>('sync:getStatus', undefined);
        const queue = await call<{ total: number }>('shipping:queueCounts', {});
        const streams = status.accounts[0]?.streams;
        const sample = samples.at(-1)!;
        hours.push({
          hour: quarter / 4,
          rssMb: sample.rssMb,
          heapMb: sample.heapMb,
          externalMb: sample.externalMb,
          handles: sample.handles,
          fds: sample.fds,
          dbMb: sample.dbMb,
          walMb: sample.walMb,
          loop: probes.hourLoop(),
          bridgeP95Ms: summary(bridgeHour).p95,
          orders: streams?.orders.count ?? null,
          offers: streams?.offers.count ?? null,
          waitingToPack: queue.total,
          ...day.progress(),
        });
        bridgeHour = [];
      }
    }
    await Promise.all([clockLoop, windowLoop, day.finished]);
    await control(market.url, 'setActivity', { seconds: null });
    const loop = probes.wholeLoop();
    const database = probes.database();
    const counts = await call<ChangeCounts>('outbox:counts', {});
    const afterWarmUp = samples.filter((s) => s.simHour >= 1);
    const first = samples[0]!;
    const last = samples.at(-1)!;
    await core.close();
    closed = true;
    const errors = logger.lines.filter((line) => line.level === 'error').length;
    return {
      minutes,
      speed: round(speed, 1),
      simHours: DAY_HOURS,
      rssGrowthMbPerHour: round(slope(afterWarmUp.map((s) => ({ x: s.simHour, y: s.rssMb }))), 2),
      heapGrowthMbPerHour: round(slope(afterWarmUp.map((s) => ({ x: s.simHour, y: s.heapMb }))), 2),
      dbMb: round(database.dbMb + database.walMb, 2),
      bridgeP95Ms: summary(bridgeMs).p95,
      bridgeMs: { ...summary(bridgeMs), max: round(Math.max(...bridgeMs), 1), count: bridgeMs.length },
      bridgeP95ByChannel: Object.fromEntries(
        [...bridgeByChannel].map(([channel, values]) => [channel, summary(values).p95]),
      ),
      logErrors: logger.lines.length,
      logErrorLevel: errors,
      logWarnLevel: logger.lines.length - errors,
      logFirst: logger.lines.slice(0, 5).map(describeLine),
      logByMessage: countBy(logger.lines.map((line) => `${line.level}: ${line.message}`)),
      unhandledRejections: unhandled.length,
      unhandledFirst: unhandled.slice(0, 3),
      ...day.report(),
      outbox: counts,
      maxStallMs: loop.maxMs,
      eventLoop: loop,
      firstSyncMs,
      rssMb: { start: first.rssMb, hour1: afterWarmUp[0]?.rssMb, end: last.rssMb },
      heapMb: { start: first.heapMb, end: last.heapMb },
      handles: { start: first.handleTypes, end: last.handleTypes },
      fds: { start: first.fds, end: last.fds },
      database,
      hours,
      ...benchLimits,
    };
  } finally {
    process.off('unhandledRejection', onUnhandled);
    if (!closed) await core.close();
    await listener.close();
    await market.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const countBy = (values: string[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
};
