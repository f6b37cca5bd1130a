import type { AppInfo } from '../../../shared/app-info';
import type { ApiGeneration } from '../../../shared/settings';
import type { Db } from '../db/open';
import type { BrowserOpener, Clock, Logger, PrinterHost, SecretCipher, SettingsStore } from '../kernel/ports';
import type { StartDemoMarket } from '../market/environments/demo-runtime';
import type { ShippingFamily } from '../market/environments/environments';
import type { OutboxOptions } from '../outbox/step';
import type { WorkerOptions } from '../shipping/worker';
import type { SyncOptions } from '../sync/options';

/** What every edge (Electron main, the web host, the command line) must hand the core. */
export interface CorePorts {
  settingsStore: SettingsStore;
  logger: Logger;
  cipher: SecretCipher;
  clock?: Clock;
  /** Present where the core itself can open the seller's browser (the desktop app). */
  browser?: BrowserOpener;
  /** Defaults to the back-ends of this OS (printing/printer-host.ts). */
  printerHost?: PrinterHost;
}

export interface CoreConfig {
  dataDir: string;
  host: AppInfo['host'];
  /** How the Demo environment starts its local marketplace. */
  startDemoMarket?: StartDemoMarket;
  /** Requests a minute per Client ID, whoever's, instead of the settings' budget (tests and benchmarks). */
  requestBudget?: number;
  /** Sync intervals and reach (tests shorten them). */
  syncOptions?: Partial<SyncOptions>;
  /** The parcel worker's pauses (tests shorten them). */
  shippingOptions?: Partial<WorkerOptions>;
  /** The outbox worker's pauses (tests shorten them). */
  outboxOptions?: Partial<OutboxOptions>;
  /** The demo marketplace serves both shipping families; the Demo environment speaks this one under `documents`. */
  demoShippingFamily?: ShippingFamily;
  /** The generation the Demo environment speaks (default: SELLER_DESK_DEMO_API, else `documents`). */
  demoApi?: ApiGeneration;
  /** The database start-up already opened and checked (start.ts); the core closes it. Opened here otherwise. */
  database?: Db;
}
