import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createCore, type Core, type CoreConfig } from '../core/compose';
import { createKeyFileCipher } from '../core/auth/key-file-cipher';
import { createLogger } from '../core/kernel/logger';
import type { Clock, Logger } from '../core/kernel/ports';
import { createConfSettingsStore } from '../core/kernel/settings/conf-store';

export interface NodeCoreOptions extends CoreConfig {
  /** Told once, when the key file protecting the tokens is first created. */
  onKeyFileCreated?: (keyFile: string) => void;
  /** The system clock unless given (tests move time forward). */
  clock?: Clock;
  /** The log file in the data folder unless given (a benchmark records what the core reports). */
  logger?: Logger;
}

/** The core outside Electron: settings through conf, tokens behind a user-only key file, logs in the data folder. */
export function createNodeCore(options: NodeCoreOptions): Core {
  const keyFile = join(options.dataDir, 'secret.key');
  const isNew = !existsSync(keyFile);
  const cipher = createKeyFileCipher(keyFile);
  if (isNew) options.onKeyFileCreated?.(keyFile);
  return createCore(
    {
      settingsStore: createConfSettingsStore(options.dataDir),
      logger: options.logger ?? createLogger({ file: join(options.dataDir, 'logs', 'seller-desk.log') }),
      cipher,
      ...(options.clock ? { clock: options.clock } : {}),
    },
    options,
  );
}
