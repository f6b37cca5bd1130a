/**
 * A station making the seller's changes on one data folder, for the outbox crash test, which SIGKILLs it at random
 * moments. It makes the changes listed in `DATA_DIR/plan.json` that are not stored yet (each
 * `{ key, offers, change }`: one offer's stock set, or a stock gain of several offers as a batch), writing
 * `stored KEY CHANGE_IDS` to `DATA_DIR/stored.log` once a change is stored (acknowledged to the seller), while the
 * outbox sends. With `OUTBOX_KILL_AT` set to a step (editSent, commandSent, reportRead), it kills itself right
 * after the first such step. With `finish` as third argument it runs undisturbed until nothing is on its way,
 * prints `finished` and exits. It prints `started` once it works.
 * Usage: node outbox-child.mjs DATA_DIR MARKET_URL [finish]
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeCore } from '../../../electron/cli/node-core';
import type { MarketClient } from '../../../electron/core/market/client';

export interface PlannedChange {
  key: string;
  offers: string[];
  /** One offer: its stock set to this; several: their stock raised by this, as one batch command. */
  value: number;
}

const [dataDir, marketUrl, mode] = process.argv.slice(2) as [string, string, string | undefined];
const killAt = process.env.OUTBOX_KILL_AT;

const core = createNodeCore({
  dataDir,
  host: 'cli',
  requestBudget: 100_000,
  outboxOptions: { pollMs: 50, minReadMs: 50, backoff: { baseMs: 50, capMs: 400 } },
  startDemoMarket: () => Promise.resolve({ url: marketUrl, close: () => Promise.resolve() }),
});

function step(name: string): void {
  if (name !== killAt) return;
  appendFileSync(join(dataDir, 'stored.log'), `step ${name}\n`);
  process.kill(process.pid, 'SIGKILL');
}

const accountId = core.settings.get().activeAccountId!;
const client: MarketClient = await core.accounts.client(accountId);
const request = client.request.bind(client);
(client as { request: MarketClient['request'] }).request = async (spec) => {
  const answer = await request(spec);
  if (spec.method === 'PATCH') step('editSent');
  if (spec.method === 'PUT' && /-commands\/[^/]+$/.test(spec.path)) step('commandSent');
  return answer as never;
};
// Reads go through get(), which does not pass through request() above.
const get = client.get.bind(client);
(client as { get: MarketClient['get'] }).get = async (path, query) => {
  const body = await get(path, query);
  if (/-commands\/[^/]+\/tasks$/.test(path)) step('reportRead');
  return body as never;
};

core.outbox.start();
process.stdout.write('started\n');

const log = join(dataDir, 'stored.log');
const done = new Set(
  (existsSync(log) ? readFileSync(log, 'utf8').split('\n') : [])
    .filter((line) => line.startsWith('stored '))
    .map((line) => line.split(' ')[1]),
);
const plan = JSON.parse(readFileSync(join(dataDir, 'plan.json'), 'utf8')) as PlannedChange[];
for (const planned of plan) {
  if (done.has(planned.key)) continue;
  let ids: number[] = [];
  try {
    ids =
      planned.offers.length === 1
        ? core.actions.offers.change(accountId, planned.offers[0]!, { stock: planned.value }).map((c) => c.id)
        : core.actions.offers.changeMany(accountId, planned.offers, {
            kind: 'stock',
            mode: 'add',
            value: planned.value,
          }).changeIds;
  } catch (error) {
    // The stock already had that value: nothing to change, as the seller is told.
    if ((error as { code?: string }).code !== 'VALIDATION_FAILED') throw error;
  }
  appendFileSync(log, `stored ${planned.key} ${ids.join(',')}\n`);
  await new Promise((resolve) => setTimeout(resolve, 5));
}
if (mode === 'finish') {
  core.outbox.online();
  for (;;) {
    await core.outbox.idle();
    if (core.outbox.counts([accountId]).waiting === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await core.close();
  process.stdout.write('finished\n');
  process.exit(0);
}
setInterval(() => undefined, 1000);
