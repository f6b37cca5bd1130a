import type { AppInfo } from '../../shared/app-info';
import { environments } from './environments';
import { createEventBus, type EventBus } from './event-bus';
import type { BrowserOpener, Clock, Logger, Notifier, SecretCipher, SettingsStore } from './ports';
import { systemClock } from './ports';
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
}

export interface CoreConfig {
  dataDir: string;
  host: AppInfo['host'];
}

export interface Core {
  readonly events: EventBus;
  readonly settings: SettingsService;
  readonly logger: Logger;
  readonly clock: Clock;
  info(): AppInfo;
  close(): Promise<void>;
}

/** The composition root of the application: one call builds every service from the ports it is given. */
export function createCore(ports: CorePorts, config: CoreConfig): Core {
  const events = createEventBus();
  const settings = createSettingsService({ store: ports.settingsStore, events });
  return {
    events,
    settings,
    logger: ports.logger,
    clock: ports.clock ?? systemClock,
    info: () => ({ version: appVersion, dataDir: config.dataDir, host: config.host, environments }),
    close: () => Promise.resolve(),
  };
}
