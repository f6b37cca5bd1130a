/**
 * A Seller Desk process that syncs one data folder against a marketplace over and over until it is killed; it
 * prints `syncing` once its core is open, so the crash test can kill it at a random moment of real work.
 */
import { createNodeCore } from '../../../electron/cli/node-core';
import { testSyncOptions } from '../core';

const [dataDir, marketUrl, writerThreadFrom] = process.argv.slice(2);
const core = createNodeCore({
  dataDir: dataDir!,
  host: 'cli',
  requestBudget: 100_000,
  // Small turns: many transactions, so a kill lands between and inside them.
  syncOptions: {
    ...testSyncOptions,
    readsPerTurn: 3,
    // Given, a re-list of that many offers is written on the sync's writer thread.
    ...(writerThreadFrom ? { writerThreadFrom: Number(writerThreadFrom) } : {}),
  },
  startDemoMarket: () => Promise.resolve({ url: marketUrl!, close: () => Promise.resolve() }),
});
process.stdout.write('syncing\n');
for (;;) {
  await core.sync.runOnce();
}
