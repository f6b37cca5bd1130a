import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Core, CoreConfig } from '../core/compose';
import { createKeyFileCipher } from '../core/auth/key-file-cipher';
import { createLogger } from '../core/kernel/logger';
import type { Clock, Logger } from '../core/kernel/ports';
import { createConfSettingsStore } from '../core/kernel/settings/conf-store';
import { startCore, type StartResult } from '../core/start/start-core';
import { StartupFailure } from './startup-failure';

export interface NodeCoreOptions extends Omit<CoreConfig, 'database'> {
  /** Told once, when the key file protecting the tokens is first created. */
  onKeyFileCreated?: (keyFile: string) => void;
  /** The system clock unless given (tests move time forward). */
  clock?: Clock;
  /** The log file in the data folder unless given (a benchmark records what the core reports). */
  logger?: Logger;
}

/**
 * The core outside Electron: settings through conf, tokens behind a user-only key file, logs in the data folder.
 * A damaged database is recovered at once (nobody to ask on a command line): the notices say so.
 */
export function startNodeCore(options: NodeCoreOptions): StartResult {
  const keyFile = join(options.dataDir, 'secret.key');
  const logger = options.logger ?? folderLogger(options.dataDir);
  return startCore(
    {
      settingsStore: () => createConfSettingsStore(options.dataDir),
      logger,
      cipher: () => {
        const isNew = !existsSync(keyFile);
        const cipher = createKeyFileCipher(keyFile);
        if (isNew) options.onKeyFileCreated?.(keyFile);
        return cipher;
      },
      ...(options.clock ? { clock: options.clock } : {}),
    },
    { ...options, onDamage: 'auto' },
  );
}

/**
 * The log in the data folder; a folder that cannot hold it (no permission, a read-only disk) logs errors to stderr
 * instead, and start-up then reports the folder itself.
 */
function folderLogger(dataDir: string): Logger {
  try {
    return createLogger({ file: join(dataDir, 'logs', 'seller-desk.log') });
  } catch {
    return createLogger({ level: 'error' });
  }
}

/** startNodeCore for callers that only go on with a core: a fault is thrown as a StartupFailure. */
export function createNodeCore(options: NodeCoreOptions): Core {
  const started = startNodeCore(options);
  if (!started.ok) throw new StartupFailure(started.fault);
  return started.core;
}
