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

/** A moment of the run: wall-clock milliseconds, and this process's processor time so far (every thread's, the
 * writer's too), in seconds. */
interface Mark {
  at: number;
  cpu: number;
}

function mark(): Mark {
  const { user, system } = process.cpuUsage();
  return { at: performance.now(), cpu: (user + system) / 1e6 };
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
  // Written by the status callback: an object, so the compiler does not take them for never set.
  const backfill: { started?: Mark; ended?: Mark } = {};
  const counts: Partial<Record<SyncStream, number>> = {};
  const started = mark();
  await core.sync.runOnce({
    streams,
    // Only the orders' back-fill is watched: the status is worked out at every step while someone listens.
    onStatus: streams.includes('orders')
      ? (status) => {
          const phase = status.accounts[0]?.streams.orders.progress?.phase;
          if (phase === 'backfill') backfill.started ??= mark();
          else if (backfill.started) backfill.ended ??= mark();
        }
      : undefined,
  });
  const ended = mark();
  const accountId = core.accounts.signedInIds()[0];
  for (const stream of streams)
    counts[stream] = accountId ? core.sync.accountStatus(accountId).streams[stream].count : 0;
  const { started: from = null, ended: to = ended } = backfill;
  const report = {
    seconds: (ended.at - started.at) / 1000,
    backfillSeconds: from && (to.at - from.at) / 1000,
    cpuSeconds: ended.cpu - started.cpu,
    backfillCpuSeconds: from && to.cpu - from.cpu,
    counts,
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
} finally {
  await core.close();
}
