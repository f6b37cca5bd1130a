/**
 * A process that only syncs: a core on a signed-in data folder runs the given streams once against the bench
 * marketplace, then closes. It prints one JSON line: how long the sync took, how long the orders' back-fill took
 * within it (null when there was none), the processor time the process spent on each (all its threads) and the rows
 * each stream holds after it. The benchmarks read its peak
 * memory from outside (the syncing process alone).
 */
import { performance } from 'node:perf_hooks';
import { createNodeCore } from '../../../electron/cli/node-core';
import type { SyncStream } from '../../../shared/sync-status';
import { benchBudget, benchSyncOptions } from './bench-options';

/** Processor time of this process so far, user and system, every thread's (the writer's too), in seconds. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

const [dataDir, marketUrl, streamList] = process.argv.slice(2);
const streams = streamList!.split(',') as SyncStream[];
const core = createNodeCore({
  dataDir: dataDir!,
  host: 'cli',
  requestBudget: benchBudget,
  syncOptions: benchSyncOptions,
  startDemoMarket: () => Promise.resolve({ url: marketUrl!, close: () => Promise.resolve() }),
});
try {
  let backfillStarted: number | null = null;
  let backfillEnded: number | null = null;
  let backfillCpuStarted: number | null = null;
  let backfillCpuEnded: number | null = null;
  const cpuStarted = cpuSeconds();
  const counts: Partial<Record<SyncStream, number>> = {};
  const started = performance.now();
  await core.sync.runOnce({
    streams,
    // Only the orders' back-fill is watched: the status is worked out at every step while someone listens.
    onStatus: streams.includes('orders')
      ? (status) => {
          const phase = status.accounts[0]?.streams.orders.progress?.phase;
          if (phase === 'backfill') {
            backfillStarted ??= performance.now();
            backfillCpuStarted ??= cpuSeconds();
          } else if (backfillStarted !== null) {
            backfillEnded ??= performance.now();
            backfillCpuEnded ??= cpuSeconds();
          }
        }
      : undefined,
  });
  const ended = performance.now();
  const cpuEnded = cpuSeconds();
  const accountId = core.accounts.signedInIds()[0];
  for (const stream of streams)
    counts[stream] = accountId ? core.sync.accountStatus(accountId).streams[stream].count : 0;
  const backfillSeconds =
    backfillStarted === null ? null : ((backfillEnded ?? ended) - backfillStarted) / 1000;
  const backfillCpuSeconds =
    backfillCpuStarted === null ? null : (backfillCpuEnded ?? cpuEnded) - backfillCpuStarted;
  const report = {
    seconds: (ended - started) / 1000,
    backfillSeconds,
    cpuSeconds: cpuEnded - cpuStarted,
    backfillCpuSeconds,
    counts,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
} finally {
  await core.close();
}
