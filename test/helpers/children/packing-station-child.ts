/**
 * A packing station on one data folder that ships the orders listed in `DATA_DIR/orders.json` (each
 * `{ id, additional }`) and prints their labels, for the shipping crash test, which SIGKILLs it at random moments.
 * With `SHIP_KILL_AT` set to a step (orderTaken, commandStored, commandSent, labelStored, printEnqueued,
 * waybillAdded), it kills itself with SIGKILL right at the first such step: the hooks wrap the marketplace client
 * and the print queue of this process only. With `finish` as third argument it runs undisturbed until every parcel is done,
 * prints `finished` and exits.
 * It prints `started` once it works; `DATA_DIR/asked.log` gets `asked ORDER_ID` before an additional parcel is asked
 * for and `step NAME` before a kill at a step (a file, written at once: a pipe's last lines may be lost at a kill).
 * Usage: tsx packing-station-child.ts DATA_DIR MARKET_URL [finish]
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeCore } from '../../../electron/cli/node-core';
import type { MarketClient } from '../../../electron/core/market/client';

const [dataDir, marketUrl, mode] = process.argv.slice(2) as [string, string, string | undefined];
const killAt = process.env.SHIP_KILL_AT;

const core = createNodeCore({
  dataDir,
  host: 'cli',
  requestBudget: 100_000,
  demoShippingFamily: 'shipment-management',
  shippingOptions: {
    pollMs: 100,
    pendingAfterMs: 2000,
    minReadMs: 50,
    backoff: { baseMs: 100, capMs: 400 },
  },
  startDemoMarket: () => Promise.resolve({ url: marketUrl, close: () => Promise.resolve() }),
});

function step(name: string): void {
  if (name !== killAt) return;
  // A SIGKILL to itself stops the process before kill() returns.
  appendFileSync(join(dataDir, 'asked.log'), `step ${name}\n`);
  process.kill(process.pid, 'SIGKILL');
}

const accountId = core.settings.get().activeAccountId!;
const client: MarketClient = await core.accounts.client(accountId);
const request = client.request.bind(client);
(client as { request: MarketClient['request'] }).request = async (spec) => {
  const createCommand = spec.method === 'POST' && /shipments\/create-commands$/.test(spec.path);
  if (createCommand) step('commandStored');
  const answer = await request(spec);
  if (createCommand) step('commandSent');
  if (spec.method === 'POST' && /checkout-forms\/[^/]+\/shipments$/.test(spec.path)) step('waybillAdded');
  if (
    spec.method === 'PUT' &&
    /fulfillment$/.test(spec.path) &&
    (spec.body as { status?: string }).status === 'PROCESSING'
  )
    step('orderTaken');
  return answer as never;
};
const enqueue = core.printing.enqueue.bind(core.printing);
core.printing.enqueue = async (input) => {
  if (input.kind === 'label') step('labelStored');
  const result = await enqueue(input);
  if (input.kind === 'label') step('printEnqueued');
  return result;
};

core.printing.start();
core.shipping.start();
process.stdout.write('started\n');

const orders = JSON.parse(readFileSync(join(dataDir, 'orders.json'), 'utf8')) as {
  id: string;
  additional: boolean;
}[];
for (const order of orders) {
  await core.shipping.ship({ accountId, orderId: order.id, additional: false });
  const made = core.shipping.shipments(accountId, order.id);
  if (order.additional && made.some((s) => s.state === 'done') && !made.some((s) => s.additional)) {
    appendFileSync(join(dataDir, 'asked.log'), `asked ${order.id}\n`);
    await core.shipping.ship({ accountId, orderId: order.id, additional: true });
  }
}
if (mode === 'finish') {
  const unfinished = () =>
    orders.some((o) => !core.shipping.shipments(accountId, o.id).every((s) => s.state === 'done')) ||
    core.printing.jobs({ states: ['queued', 'sending'], limit: 1 }).length > 0;
  while (unfinished()) {
    core.shipping.resume();
    await core.shipping.waitIdle();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await core.close();
  process.stdout.write('finished\n');
  process.exit(0);
}
setInterval(() => undefined, 1000);
