import type { Core } from '../../../electron/core/app/core';
import { defaultSyncOptions } from '../../../electron/core/sync/options';
import { readyLine, startCli, type RunningCli } from '../../helpers/cli';
import { signInToDemo } from '../../helpers/sign-in';
import { coreWithDemo } from '../../helpers/core';
import { tempDir } from '../../helpers/temp-dir';
import { control } from '../../helpers/market-control';

/**
 * The benchmarks raise the app's request budget (its default, 120 per minute, would measure the budget) and the
 * demo marketplace's per-user leaky bucket; every bench prints both in its figures.
 */
/** The one way to call a demo marketplace's control methods, for the benchmarks too. */
export { control };

export const benchBudget = 1_000_000;
export const benchLimits = { requestBudget: benchBudget, marketLeakyBucket: 'raised' };

export interface BenchMarket {
  url: string;
  cli: RunningCli;
  stop(): Promise<void>;
}

/**
 * A demo marketplace in its own process, so generating its answers does not share this process's event loop
 * with the app under measurement (as a real marketplace would not).
 */
export async function startBenchMarket(counts: {
  offers: number;
  orders: number;
  ratings: number;
}): Promise<BenchMarket> {
  const cli = startCli([
    'demo-market',
    '--port',
    '0',
    '--seed',
    '5',
    '--offers',
    String(counts.offers),
    '--orders',
    String(counts.orders),
    '--ratings',
    String(counts.ratings),
    '--control',
  ]);
  const line = await readyLine(cli, 'the demo marketplace', 120_000);
  const url = line.replace(/^Demo marketplace: /, '');
  // The per-user leaky bucket would hold answers back after 600 quick requests: the figures would measure it.
  await control(url, 'setLimits', { bucket: { capacity: 1_000_000_000 } });
  return { url, cli, stop: async () => void (await cli.stop()) };
}

/** The app's sync settings, except that the back-fill reaches every generated order (90 days). */
export const benchSyncOptions = {
  ordersBackfillDays: 120,
  ordersShipmentsDays: defaultSyncOptions.ordersShipmentsDays,
};

/** A core on an empty data folder, signed in to the bench marketplace. */
export async function benchCore(url: string, dataDir = tempDir('sd-bench-')) {
  const core: Core = coreWithDemo(
    { url },
    { dataDir, requestBudget: benchBudget, syncOptions: benchSyncOptions },
  );
  const account = await signInToDemo(core);
  return { core, accountId: account.id, dataDir };
}

/** Calls a control method of the bench marketplace over HTTP. */

/** Samples this process's resident memory until stopped; answers the peak in MB. */
export function rssSampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  return () => {
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    return Math.round(peak / 1e6);
  };
}

export const round = (n: number, digits = 3): number => Number(n.toFixed(digits));

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** A figure's median and 95th percentile in milliseconds, to a tenth. */
export const summary = (values: number[]) => ({
  p50: round(percentile(values, 50), 1),
  p95: round(percentile(values, 95), 1),
});
