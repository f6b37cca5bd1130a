import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConfSettingsStore } from '../../electron/core/kernel/settings/conf-store';
import { runCli, type RunningCli } from './cli';
import { loginWithCli } from './sign-in';
import { tempDir } from './temp-dir';
import { webHosts, type DemoShop, type WebHosts } from './web-host';

// A demo shop as a browser spec starts from it when its subject is not the first sync: signed in and synced once per
// run (Playwright's global setup), then copied for each test, which so gets a synced shop in seconds and still a data
// folder, a marketplace process and ports of its own.

/** The folder of this run's prepared shops; the global setup sets it for the workers it starts. */
export const shopsRootVariable = 'SELLER_DESK_E2E_SHOPS';

/** What the shop holds: shops alike in these are prepared once. `control` and the port are each copy's own. */
export const shopKey = (shop: DemoShop) =>
  `seed${shop.seed}-offers${shop.offers}-orders${shop.orders}${shop.api === '2026' ? '-2026' : ''}`;

const READY = 'ready';

/**
 * Signs a new data folder in to a demo marketplace with this shop, syncs it once (`seller-desk sync --once`: every
 * stream until it is caught up, as the app's first sync) and stops the marketplace, which saves the shop with the
 * tokens it gave out. A shop already prepared in `root` is kept.
 */
export async function prepareShop(root: string, shop: DemoShop): Promise<void> {
  const dir = join(root, shopKey(shop));
  if (existsSync(join(dir, READY))) return;
  mkdirSync(dir, { recursive: true });
  const hosts = webHosts();
  try {
    const { url } = await hosts.market({
      seed: shop.seed,
      offers: shop.offers,
      orders: shop.orders,
      stateDir: join(dir, 'market'),
      ...(shop.api ? { api: shop.api } : {}),
    });
    const dataDir = join(dir, 'data');
    const login = await loginWithCli(dataDir, url, shop.api ? ['--api', shop.api] : []);
    if (login.code !== 0) throw new Error(`sign-in to ${shopKey(shop)} failed: ${login.stderr.join('\n')}`);
    const sync = await runCli(['--data-dir', dataDir, 'sync', '--once']);
    if (sync.code !== 0) throw new Error(`the first sync of ${shopKey(shop)} failed: ${sync.stderr}`);
    await hosts.stop();
  } catch (error) {
    // Nothing half made is left for a later run that reuses the folder.
    await hosts.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(join(dir, READY), '');
}

export interface SyncedShop {
  /** The shop's marketplace, stopped with the test's hosts. */
  cli: RunningCli;
  url: string;
  /** A data folder signed in to that marketplace and synced. */
  dataDir: string;
  /** Where the marketplace keeps its shop, so the test can start it again on its port. */
  stateDir: string;
}

/**
 * A copy of the prepared shop for one test: the marketplace's saved state into a new folder, from which it runs on
 * a port of its own, and the data folder into another, whose Custom environment is then pointed at that port as the
 * seller changes it (the settings `login --api-url` writes).
 */
export async function syncedShop(hosts: WebHosts, shop: DemoShop, prefix: string): Promise<SyncedShop> {
  const root = process.env[shopsRootVariable];
  const prepared = root ? join(root, shopKey(shop)) : '';
  if (!root || !existsSync(join(prepared, READY))) {
    throw new Error(`no prepared shop ${shopKey(shop)}: list it in test/helpers/e2e-shops.ts`);
  }
  const stateDir = tempDir(`${prefix}market-`);
  cpSync(join(prepared, 'market'), stateDir, { recursive: true });
  const market = await hosts.market({ ...shop, stateDir });
  const dataDir = tempDir(prefix);
  cpSync(join(prepared, 'data'), dataDir, { recursive: true });
  const settings = createConfSettingsStore(dataDir);
  const current = settings.get();
  if (!current.customEnvironment) throw new Error(`${shopKey(shop)} was prepared with no Custom environment`);
  settings.set({
    ...current,
    customEnvironment: {
      ...current.customEnvironment,
      apiUrl: market.url,
      authUrl: `${market.url}/auth/oauth`,
    },
  });
  return { ...market, dataDir, stateDir };
}
