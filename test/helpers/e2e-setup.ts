import { rmSync } from 'node:fs';
import { e2eShops } from './e2e-shops';
import { prepareShop, shopKey, shopsRootVariable } from './synced-shops';
import { tempDir } from './temp-dir';

/**
 * Shops prepared at once. A first sync spends much of its time waiting, for the marketplace's answers and for the
 * sync's share of the account's request budget, so several overlap well; more would only queue their command-line
 * processes (three each) on a 2-core machine.
 */
const atOnce = 8;

/**
 * Playwright's global setup: every shop of e2e-shops.ts signed in and synced once, in a folder the workers find
 * through SELLER_DESK_E2E_SHOPS. A folder given in that variable is used and kept (prepared shops are reused by the
 * next run on this machine); the run's own folder is removed afterwards.
 */
export default async function globalSetup(): Promise<() => void> {
  const given = process.env[shopsRootVariable];
  const root = given ?? tempDir('sd-e2e-shops-');
  process.env[shopsRootVariable] = root;
  const shops = [...new Map(Object.values(e2eShops).map((shop) => [shopKey(shop), shop])).values()];
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    for (let shop = shops[next++]; shop; shop = shops[next++]) await prepareShop(root, shop);
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  process.stdout.write(
    `e2e: ${shops.length} synced shops ready in ${Math.round((Date.now() - started) / 1000)} s\n`,
  );
  return () => {
    if (!given) rmSync(root, { recursive: true, force: true });
  };
}
