import { join } from 'node:path';
import type { AppInfo } from '../../shared/app-info';
import { openDatabase, type Db } from './db/open';
import { environments } from './environments';
import { createEventBus, type EventBus } from './event-bus';
import type {
  BrowserOpener,
  Clock,
  Logger,
  Notifier,
  PrinterHost,
  SecretCipher,
  SettingsStore,
} from './ports';
import { systemClock } from './ports';
import { createPrinterHost } from './printing/printer-host';
import { createPrintingService, type PrintingService } from './printing/printing-service';
import { createSettingsService, type SettingsService } from './settings/settings-service';
import { appVersion } from './version';

/** What every edge (Electron main, the web host, the command line) must hand the core. */
export interface CorePorts {
  settingsStore: SettingsStore;
  logger: Logger;
  clock?: Clock;
  cipher?: SecretCipher;
  browser?: BrowserOpener;
  notifier?: Notifier;
  /** Defaults to the back-ends of this OS (printing/printer-host.ts). */
  printerHost?: PrinterHost;
}

export interface CoreConfig {
  dataDir: string;
  host: AppInfo['host'];
  /** Whether this process sends queued print jobs (default true); a one-off listing needs no worker. */
  printQueue?: boolean;
}

export interface Core {
  readonly events: EventBus;
  readonly settings: SettingsService;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly db: Db;
  readonly printing: PrintingService;
  info(): AppInfo;
  close(): Promise<void>;
}

/** The composition root of the application: one call builds every service from the ports it is given. */
export function createCore(ports: CorePorts, config: CoreConfig): Core {
  const events = createEventBus();
  const settings = createSettingsService({ store: ports.settingsStore, events });
  const clock = ports.clock ?? systemClock;
  const db = openDatabase(join(config.dataDir, 'seller-desk.db'));
  const printing = createPrintingService({
    db,
    host: ports.printerHost ?? createPrinterHost(),
    dataDir: config.dataDir,
    logger: ports.logger,
    language: () => settings.get().language,
    now: () => clock.now(),
    onChanged: (tables) => events.emit('changed', { tables }),
  });
  if (config.printQueue !== false) printing.start();
  return {
    events,
    settings,
    logger: ports.logger,
    clock,
    db,
    printing,
    info: () => ({ version: appVersion, dataDir: config.dataDir, host: config.host, environments }),
    async close() {
      await printing.close();
      db.close();
    },
  };
}
