import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Core } from '../../../electron/core/compose';
import { projectRoot, readyLine, startCli, type RunningCli } from '../../helpers/cli';
import { signInToDemo } from '../../helpers/sign-in';
import { coreWithDemo, type TestCoreOptions } from '../../helpers/core';
import { tempDir } from '../../helpers/temp-dir';
import { control } from '../../helpers/market-control';
import { benchBudget, benchSyncOptions } from './bench-options';
import { builtSyncChild } from './sync-child-build';

/** The one way to call a demo marketplace's control methods, for the benchmarks too. */
export { control };
export { benchBudget, benchLimits, benchSyncOptions } from './bench-options';

export interface BenchMarket {
  url: string;
  cli: RunningCli;
  stop(): Promise<void>;
}

/**
 * A demo marketplace in its own process, so generating its answers does not share this process's event loop
 * with the app under measurement (as a real marketplace would not).
 */
export async function startBenchMarket(
  counts: { offers: number; orders: number; ratings: number },
  /** `bucket: 'on'` keeps the leaky bucket as the demo marketplace sets it; `latencyMs` answers every request later. */
  shape: { bucket?: 'raised' | 'on'; latencyMs?: number } = {},
): Promise<BenchMarket> {
  const cli = startCli([
    'demo-market',
    ...(shape.latencyMs ? ['--latency', String(shape.latencyMs)] : []),
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
  if (shape.bucket !== 'on') await control(url, 'setLimits', { bucket: { capacity: 1_000_000_000 } });
  // The demo marketplace activates the offers it started with as ACTIVATING 30 s after its start, all in the same
  // second (2 % of the shop: 2000 events for 100 000 offers). Landing inside a timed sync, that burst made the
  // figure measure 2000 single-offer reads instead of the load (ratioWithLatency 5.9 in one run, 1.03 in the
  // next); the clock moves past it before anything is timed.
  await control(url, 'advanceClock', { seconds: 31 });
  return { url, cli, stop: async () => void (await cli.stop()) };
}

/** A core whose Demo environment is the bench marketplace, with the benchmarks' request budget and sync settings. */
export const benchCoreOn = (url: string, options: TestCoreOptions = {}): Core =>
  coreWithDemo({ url }, { requestBudget: benchBudget, syncOptions: benchSyncOptions, ...options });

/** A core on an empty data folder, signed in to the bench marketplace. */
export async function benchCore(url: string, dataDir = tempDir('sd-bench-')) {
  const core = benchCoreOn(url, { dataDir });
  const account = await signInToDemo(core);
  return { core, accountId: account.id, dataDir };
}

/** What a first sync by a process of its own took: its seconds, those of the orders' back-fill, rows, peak memory. */
export interface SyncAlone {
  seconds: number;
  backfillSeconds: number | null;
  /** Processor time the syncing process spent (all its threads), over the whole sync and the back-fill alone. */
  cpuSeconds: number;
  backfillCpuSeconds: number | null;
  counts: Record<string, number>;
  /** Linux's VmHWM of that process, in MB; null where /proc is not there. */
  peakRssMb: number | null;
}

/**
 * A first sync of these streams by a process that does nothing else (support/sync-once-child.ts, bundled as the
 * app is: sync-child-build.ts) on a signed-in data folder: the time it reports and its peak resident memory
 * (read until it exits), without this benchmark's own code, data and TypeScript loader.
 */
export async function syncAlone(
  dataDir: string,
  marketUrl: string,
  streams: readonly string[],
): Promise<SyncAlone> {
  const child = spawn(process.execPath, [await builtSyncChild(), dataDir, marketUrl, streams.join(',')], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  let peakKb: number | null = null;
  const timer = setInterval(() => {
    try {
      const found = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (found) peakKb = Math.max(peakKb ?? 0, Number(found[1]));
    } catch {
      // Gone (the process ended) or no /proc on this system.
    }
  }, 20);
  const code = await exited;
  clearInterval(timer);
  if (code !== 0) throw new Error(`the syncing process ended with ${code}: ${errors}`);
  const report = JSON.parse(output.trim().split('\n').at(-1) ?? '') as Omit<SyncAlone, 'peakRssMb'>;
  return { ...report, peakRssMb: peakKb === null ? null : Math.round((peakKb * 1024) / 1e6) };
}

/**
 * Processor time a process of this machine has spent so far (user and system, all its threads), in seconds; null
 * where /proc is not there. Linux counts it in ticks of 1/100 s (USER_HZ, the same on every Linux build).
 */
export function processCpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export const round = (n: number, digits = 3): number => Number(n.toFixed(digits));

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Timings of one kind as `NAMEP50Ms`, `NAMEP95Ms` and `NAMEMaxMs`, to a hundredth: for queries that take a
 * millisecond or less, where a tenth would hide the change.
 */
export const spreadMs = <N extends string>(name: N, values: number[]) =>
  ({
    [`${name}P50Ms`]: round(percentile(values, 50), 2),
    [`${name}P95Ms`]: round(percentile(values, 95), 2),
    [`${name}MaxMs`]: round(Math.max(...values), 2),
  }) as Record<`${N}P50Ms` | `${N}P95Ms` | `${N}MaxMs`, number>;

/** How many timings of one kind there were (as `countKey`), and their spreadMs. */
export const countedSpreadMs = <C extends string, N extends string>(countKey: C, name: N, values: number[]) =>
  ({ [countKey]: values.length, ...spreadMs(name, values) }) as Record<C, number> &
    ReturnType<typeof spreadMs<N>>;

/** How many times the bare loop runs for `ratio`, one after another: the sync's time is divided by their median. */
export const bareLoopRuns = 3;

/**
 * The bare loop run `bareLoopRuns` times: the median's seconds, and each run's. One run of it moved by a fifth from
 * one benchmark run to the next on the same machine, and `ratio` with it; the median holds still.
 */
export async function bareLoopMedian(
  loop: () => Promise<{ fetched: number; seconds: number }>,
): Promise<{ fetched: number; seconds: number; runs: number[] }> {
  const runs: { fetched: number; seconds: number }[] = [];
  for (let i = 0; i < bareLoopRuns; i++) runs.push(await loop());
  const seconds = runs.map((run) => run.seconds);
  return { fetched: runs[0]!.fetched, seconds: percentile(seconds, 50), runs: seconds.map((s) => round(s)) };
}

/** A figure's median and 95th percentile in milliseconds, to a tenth. */
export const summary = (values: number[]) => ({
  p50: round(percentile(values, 50), 1),
  p95: round(percentile(values, 95), 1),
});
