/**
 * A process that only syncs: a core on a signed-in data folder runs the given streams once against the bench
 * marketplace, then closes. The benchmarks read its peak memory from outside (the syncing process alone).
 */
import { createNodeCore } from '../../../electron/cli/node-core';
import type { SyncStream } from '../../../shared/sync-status';
import { benchBudget, benchSyncOptions } from './bench-options';

const [dataDir, marketUrl, streams] = process.argv.slice(2);
const core = createNodeCore({
  dataDir: dataDir!,
  host: 'cli',
  requestBudget: benchBudget,
  syncOptions: benchSyncOptions,
  startDemoMarket: () => Promise.resolve({ url: marketUrl!, close: () => Promise.resolve() }),
});
try {
  await core.sync.runOnce({ streams: streams!.split(',') as SyncStream[] });
} finally {
  await core.close();
}
