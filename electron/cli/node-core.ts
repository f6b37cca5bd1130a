import { join } from 'node:path';
import { createCore, type Core, type CoreConfig } from '../core/app';
import { createLogger } from '../core/logger';
import { createConfSettingsStore } from '../core/settings/conf-store';

/** The core outside Electron: settings through conf, logs as JSON lines in the data folder. */
export function createNodeCore(config: CoreConfig): Core {
  return createCore(
    {
      settingsStore: createConfSettingsStore(config.dataDir),
      logger: createLogger({ file: join(config.dataDir, 'logs', 'seller-desk.log') }),
    },
    config,
  );
}
