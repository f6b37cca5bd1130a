/**
 * A second Seller Desk process on the same data folder: it fires N concurrent GET /me for one account and
 * prints how many succeeded. Used to show that two processes never refresh the same token twice.
 */
import { createNodeCore } from '../../../electron/cli/node-core';

const [dataDir, marketUrl, accountId, countText] = process.argv.slice(2);
const core = createNodeCore({
  dataDir: dataDir!,
  host: 'cli',
  startDemoMarket: () => Promise.resolve({ url: marketUrl!, close: () => Promise.resolve() }),
});
const client = await core.accounts.client(accountId!);
const results = await Promise.allSettled(Array.from({ length: Number(countText) }, () => client.get('/me')));
process.stdout.write(`${results.filter((r) => r.status === 'fulfilled').length}\n`);
await core.close();
