import { join } from 'node:path';
import { createNodeCore } from '../../electron/cli/node-core';
import { createKeyFileCipher } from '../../electron/core/auth/key-file-cipher';
import { createTokenVault, type TokenVault } from '../../electron/core/auth/token-vault';
import { openDatabase, type Db } from '../../electron/core/db/open';
import { silentLogger } from '../../electron/core/kernel/logger';
import type { Core } from '../../electron/core/compose';
import type { Clock, Logger } from '../../electron/core/kernel/ports';
import type { SyncOptions } from '../../electron/core/sync/options';
import type { ShippingFamily } from '../../electron/core/market/environments/environments';
import type { ApiGeneration } from '../../shared/settings';
import type { WorkerOptions } from '../../electron/core/shipping/worker';
import type { OutboxOptions } from '../../electron/core/outbox/step';
import { signInToDemo } from './sign-in';
import { tempDir } from './temp-dir';

/** The app's clock in tests: real time plus an offset a test can move forward (a day offline, say). */
export function shiftedClock(): Clock & { shift(ms: number): void } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    shift(ms: number) {
      offset += ms;
    },
  };
}

/** Sync settings for tests: every order of the generated shop (90 days) is back-filled. */
export const testSyncOptions: Partial<SyncOptions> = {
  ordersBackfillDays: 120,
  ordersShipmentsDays: 120,
  probeMinMs: 200,
  probeMaxMs: 2000,
};

export interface TestCoreOptions {
  dataDir?: string;
  clock?: Clock;
  /** Requests per minute; raised by default, since tests send far more than a packing station would. */
  requestBudget?: number;
  syncOptions?: Partial<SyncOptions>;
  /** The shipping family the Demo environment speaks (its marketplace serves both). */
  shippingFamily?: ShippingFamily;
  /** The marketplace generation the Demo environment speaks: start the market with the same `api`. */
  api?: ApiGeneration;
  shippingOptions?: Partial<WorkerOptions>;
  outboxOptions?: Partial<OutboxOptions>;
  /** The core's logger (default: the log file in its data folder). */
  logger?: Logger;
}

/** The outbox's pauses in tests: short, so a change waiting for the marketplace goes soon after it answers. */
export const testOutboxOptions: Partial<OutboxOptions> = {
  pollMs: 100,
  minReadMs: 50,
  backoff: { baseMs: 100, capMs: 1000 },
};

/** A core on its own data folder (a fresh one by default) whose Demo environment is the given marketplace. */
export function coreWithDemo(market: { url: string }, options: TestCoreOptions = {}): Core {
  return createNodeCore({
    dataDir: options.dataDir ?? tempDir('sd-core-'),
    host: 'cli',
    requestBudget: options.requestBudget ?? 100_000,
    syncOptions: { ...testSyncOptions, ...options.syncOptions },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.shippingFamily ? { demoShippingFamily: options.shippingFamily } : {}),
    demoApi: options.api ?? 'documents',
    ...(options.shippingOptions ? { shippingOptions: options.shippingOptions } : {}),
    outboxOptions: { ...testOutboxOptions, ...options.outboxOptions },
    startDemoMarket: () => Promise.resolve({ url: market.url, close: () => Promise.resolve() }),
  });
}

/** A core signed in to the main demo seller (or another); answers it with the account id. */
export async function signedInCore(
  market: { url: string },
  options: TestCoreOptions & { seller?: string } = {},
): Promise<{ core: Core; accountId: string }> {
  const core = coreWithDemo(market, options);
  const account = await signInToDemo(core, options.seller);
  return { core, accountId: account.id };
}

const localDbs = new WeakMap<Core, Db>();

/**
 * The core's local copy, seen through a second connection to the database file in its data folder (WAL lets
 * both read and write), so a test can compare it with the marketplace or change a row behind the core's back.
 */
export function localDb(core: Core): Db {
  let db = localDbs.get(core);
  if (!db) localDbs.set(core, (db = openDatabase(join(core.info().dataDir, 'seller-desk.db'))));
  return db;
}

/** The token vault of the core's data folder, as the command line and the web host open it. */
export function vaultOf(core: Core): TokenVault {
  const dataDir = core.info().dataDir;
  return createTokenVault({
    dataDir,
    cipher: createKeyFileCipher(join(dataDir, 'secret.key')),
    logger: silentLogger,
  });
}
