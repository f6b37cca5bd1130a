import { setTimeout as sleep } from 'node:timers/promises';
import { defaultSyncOptions } from '../../../electron/core/sync/options';
import { coreWithDemo, localDb } from '../../helpers/core';
import { control, percentile, round } from './bench-market';
import { countByPath, requestLog } from './first-sync-probes';
import { fastClock } from './soak-probes';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * This process's timers run `speed` times faster until `restore`: with a clock as much faster, every pause of the
 * core (between a stream's turns, of its workers, of its backoffs) lasts what it would on that clock, so the app's
 * own intervals are measured as they are, not shortened by hand. The benchmark's own pauses use timers/promises,
 * which these do not touch.
 */
function scaledTimers(speed: number): { restore(): void } {
  const { setTimeout: timeout, setInterval: interval } = globalThis;
  type Callback = (...args: unknown[]) => void;
  globalThis.setTimeout = ((fn: Callback, ms?: number, ...rest: unknown[]) =>
    timeout(fn, (ms ?? 0) / speed, ...rest)) as typeof setTimeout;
  globalThis.setInterval = ((fn: Callback, ms?: number, ...rest: unknown[]) =>
    interval(fn, (ms ?? 0) / speed, ...rest)) as typeof setInterval;
  return {
    restore() {
      globalThis.setTimeout = timeout;
      globalThis.setInterval = interval;
    },
  };
}

/** Deterministic: the same minutes every run (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An hour of the marketplace's clock with nothing going on but new paid orders at random minutes, run `speed` times
 * faster by a core on the data folder a first sync filled (the app started again on it), on a clock and timers as
 * much faster. The marketplace's own scheduled work (offers the seller set to start at a later hour, up to two weeks
 * ahead in the demo shop) would be activity too: its clock moves past all of it first, and the app catches up with
 * that (`sync --once`) before the hour. The marketplace's clock follows the core's, and its distance is divided by
 * `speed` too, so an answer still takes `latencyMs` of simulated time. Figures: requests a simulated minute and per
 * path, and how long each new order took, in simulated time, from its payment to its row in the local copy.
 */
export async function quietHour(input: {
  url: string;
  dataDir: string;
  accountId: string;
  speed: number;
  latencyMs: number;
  requestBudget: number;
  newOrders: number;
}) {
  const { url, speed, accountId } = input;
  await control(url, 'setActivity', { seconds: null });
  const skipped = await control<{ ms: number }>(url, 'advanceClock', { ms: 15 * DAY });
  await control(url, 'setLatency', { ms: input.latencyMs / speed });
  const clock = fastClock(speed, skipped.ms);
  const timers = scaledTimers(speed);
  const core = coreWithDemo(
    { url },
    {
      dataDir: input.dataDir,
      clock,
      requestBudget: input.requestBudget,
      syncOptions: { ...defaultSyncOptions },
    },
  );
  const db = localDb(core);
  const known = db.prepare<[string, string], { n: number }>(
    'SELECT count(*) AS n FROM orders WHERE account_id = ? AND id = ?',
  );
  let ended = false;
  // The marketplace's clock follows the core's; what it has scheduled runs as it moves.
  const clockLoop = (async () => {
    while (!ended) {
      const now = await control<{ ms: number }>(url, 'now');
      const behind = clock.now() - now.ms;
      if (behind > 0) await control(url, 'advanceClock', { ms: behind });
      await sleep(50);
    }
  })();
  try {
    await core.sync.runOnce();
    core.start();
    const hourStart = clock.simElapsed();
    const untilSim = async (at: number) => {
      const wait = (hourStart + at - clock.simElapsed()) / speed;
      if (wait > 0) await sleep(wait);
    };
    const since = Date.now();
    const random = seeded(7);
    const at = Array.from({ length: input.newOrders }, () => random() * (HOUR - 2 * MINUTE)).sort(
      (a, b) => a - b,
    );
    const visibleAfter: number[] = [];
    const watching: Promise<void>[] = [];
    for (const when of at) {
      await untilSim(when);
      const order = await control<{ id: string }>(url, 'addOrder', { stage: 'READY_FOR_PROCESSING' });
      const paidAt = clock.simElapsed();
      watching.push(
        (async () => {
          while (known.get(accountId, order.id)!.n === 0) {
            if (clock.simElapsed() - paidAt > 10 * MINUTE) return;
            await sleep(5);
          }
          visibleAfter.push((clock.simElapsed() - paidAt) / 1000);
        })(),
      );
    }
    await untilSim(HOUR);
    const log = (await requestLog(url, since)).filter((e) => e.realTime < since + HOUR / speed);
    await Promise.all(watching);
    return {
      idleRequestsPerMinute: round(log.length / 60, 2),
      newOrderVisibleP95Seconds: round(percentile(visibleAfter, 95), 1),
      newOrderVisible: {
        orders: input.newOrders,
        seen: visibleAfter.length,
        p50: round(percentile(visibleAfter, 50), 1),
        max: round(Math.max(...visibleAfter), 1),
      },
      idleRequestsByPath: countByPath(log),
    };
  } finally {
    ended = true;
    await clockLoop;
    await core.close();
    timers.restore();
    await control(url, 'setLatency', { ms: input.latencyMs });
  }
}
