import { join } from 'node:path';
import { createCore, type Core, type CoreConfig, type CorePorts } from '../compose';
import { MigrationError } from '../db/migrate';
import { openDatabase, type Db } from '../db/open';
import { prepareDataFolder } from '../db/data-folder';
import { migrations as allMigrations, type Migration } from '../db/migrations';
import {
  checkOwnTables,
  databaseFileName,
  isCorruption,
  recoverDatabase,
  type Recovery,
} from '../db/recover';
import type { SecretCipher, SettingsStore } from '../kernel/ports';
import { setAsideInvalidSettings, settingsFileName } from '../kernel/settings/settings-file';
import { startText, type StartText } from './start-messages';

/** What the seller can do about a start that failed; the edge (window, web page, command line) offers these. */
export type FaultAction = 'moveAside' | 'restore' | 'retry' | 'openFolder' | 'quit';

export type StartupStep = 'settings' | 'database' | 'migration' | 'core';

export interface StartupFault {
  step: StartupStep;
  /** Stable, for tests and support: DATABASE_DAMAGED, DATABASE_NEWER, MIGRATION_CHANGED, DISK_FULL... */
  code: string;
  /** What failed, in the seller's words, pl and en. */
  message: { pl: string; en: string };
  /** The error as it was thrown, for the log and "details". */
  detail: string;
  dataDir: string;
  /** The file the fault is about (the database, the settings), inside dataDir. */
  file: string;
  actions: FaultAction[];
}

export interface StartupNotice {
  code: 'SETTINGS_SET_ASIDE' | 'DATABASE_RECOVERED';
  message: { pl: string; en: string };
  /** The file kept aside. */
  aside?: string;
}

/** The ports of CorePorts, but the settings store (and a cipher that reads it) made here, where a failure is caught. */
export interface StartPorts extends Omit<CorePorts, 'settingsStore' | 'cipher'> {
  settingsStore: () => SettingsStore;
  cipher: SecretCipher | ((settings: SettingsStore) => SecretCipher);
}

export interface StartConfig extends Omit<CoreConfig, 'database'> {
  /**
   * A database SQLite calls corrupt: `auto` moves it aside and recovers what only it holds at once, with a notice
   * (the command line, which has nobody to ask); `ask` reports it as a fault with `moveAside` (the window asks, then
   * calls moveLocalCopyAside and starts again).
   */
  onDamage: 'auto' | 'ask';
  /** Every migration of this version unless given (a test adds one that fills the disk). */
  migrations?: readonly Migration[];
}

export type StartResult =
  { ok: true; core: Core; notices: StartupNotice[] } | { ok: false; fault: StartupFault };

/**
 * Every start-up step (settings, the database and its migrations, the core's services) with its failure caught and
 * turned into a StartupFault that says what failed and what fits, so no edge is left without a window or a message.
 */
export function startCore(ports: StartPorts, config: StartConfig): StartResult {
  const now = (ports.clock ?? { now: () => Date.now() }).now();
  const notices: StartupNotice[] = [];
  const settingsFile = join(config.dataDir, settingsFileName);
  try {
    prepareDataFolder(config.dataDir, now, ports.logger);
  } catch (error) {
    return fail(ports, config, 'database', error, join(config.dataDir, databaseFileName));
  }
  let settingsStore: SettingsStore;
  try {
    const aside = setAsideInvalidSettings(config.dataDir, now);
    if (aside) {
      ports.logger.warn('settings file was not JSON: moved aside, defaults used', { aside });
      notices.push({
        code: 'SETTINGS_SET_ASIDE',
        message: startText('settingsInvalid', { file: aside }),
        aside,
      });
    }
    settingsStore = ports.settingsStore();
    settingsStore.get();
  } catch (error) {
    return fail(ports, config, 'settings', error, settingsFile);
  }

  const file = join(config.dataDir, databaseFileName);
  const migrations = config.migrations ?? allMigrations;
  let db: Db;
  try {
    db = openChecked(file, migrations);
  } catch (error) {
    if (!isCorruption(error) || config.onDamage === 'ask')
      return fail(ports, config, 'database', error, file);
    ports.logger.error('database is damaged: recovering into a new file', { error });
    try {
      notices.push(recoveredNotice(recoverDatabase(file, now, migrations)));
      db = openChecked(file, migrations);
    } catch (again) {
      return fail(ports, config, 'database', again, file);
    }
  }

  try {
    const cipher = typeof ports.cipher === 'function' ? ports.cipher(settingsStore) : ports.cipher;
    const { onDamage: _onDamage, migrations: _migrations, ...coreConfig } = config;
    const core = createCore({ ...ports, settingsStore, cipher }, { ...coreConfig, database: db });
    for (const notice of notices)
      ports.logger.warn('start-up notice', { code: notice.code, aside: notice.aside });
    return { ok: true, core, notices };
  } catch (error) {
    if (db.open) db.close();
    return fail(ports, config, 'core', error, config.dataDir);
  }
}

/**
 * The seller's "move the local copy aside and sync anew": the database and its journal are kept aside, a new one
 * is made with what only the old one held (waiting changes, parcels, print jobs, profiles, templates), and the
 * caller starts the core again. Also the way out of a damaged copy the window asked about.
 */
export function moveLocalCopyAside(dataDir: string, now = Date.now()): Recovery {
  return recoverDatabase(join(dataDir, databaseFileName), now);
}

/** Opens and migrates the database, then checks the tables only it holds (start.ts's one cheap corruption check). */
function openChecked(file: string, migrations: readonly Migration[]): Db {
  const db = openDatabase(file, { migrations });
  try {
    checkOwnTables(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function recoveredNotice(recovery: Recovery): StartupNotice {
  const unreadable = recovery.tables.filter((t) => t.unreadable).map((t) => t.table);
  return {
    code: 'DATABASE_RECOVERED',
    message:
      unreadable.length === 0
        ? startText('databaseRecovered', { file: recovery.aside })
        : startText('databaseRecoveredPartly', { file: recovery.aside, tables: unreadable.join(', ') }),
    aside: recovery.aside,
  };
}

interface Diagnosis {
  code: string;
  text: StartText;
  actions: FaultAction[];
  step?: StartupStep;
}

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

/** Which fault a thrown error is, and what the seller can do about it. */
function diagnose(step: StartupStep, error: unknown): Diagnosis {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') {
    return { code: 'DISK_FULL', text: 'diskFull', actions: ['retry', 'openFolder', 'quit'] };
  }
  if (error instanceof MigrationError) {
    // Never moved aside silently: the newer version's data is the seller's, the way back is a backup or an update.
    return message.includes('newer')
      ? {
          code: 'DATABASE_NEWER',
          text: 'databaseNewer',
          actions: ['restore', 'openFolder', 'quit'],
          step: 'migration',
        }
      : {
          code: 'MIGRATION_CHANGED',
          text: 'migrationChanged',
          actions: ['restore', 'openFolder', 'quit'],
          step: 'migration',
        };
  }
  if (isCorruption(error)) {
    return {
      code: 'DATABASE_DAMAGED',
      text: 'databaseDamaged',
      actions: ['moveAside', 'restore', 'openFolder', 'quit'],
    };
  }
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return { code: 'DATABASE_BUSY', text: 'databaseBusy', actions: ['retry', 'quit'] };
  }
  if (
    ['EACCES', 'EPERM', 'EROFS', 'SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_PERM'].some((c) =>
      code.startsWith(c),
    )
  ) {
    return {
      code: 'DATA_FOLDER_UNREADABLE',
      text: 'folderUnreadable',
      actions: ['openFolder', 'retry', 'quit'],
    };
  }
  if (step === 'settings') {
    return {
      code: 'SETTINGS_UNREADABLE',
      text: 'settingsUnreadable',
      actions: ['openFolder', 'retry', 'quit'],
    };
  }
  return { code: 'START_FAILED', text: 'startFailed', actions: ['openFolder', 'retry', 'quit'] };
}

function fail(
  ports: StartPorts,
  config: StartConfig,
  step: StartupStep,
  error: unknown,
  file: string,
): { ok: false; fault: StartupFault } {
  const found = diagnose(step, error);
  const detail = error instanceof Error ? `${codeOf(error) || error.name}: ${error.message}` : String(error);
  const where = found.code === 'DATA_FOLDER_UNREADABLE' ? config.dataDir : file;
  const fault: StartupFault = {
    step: found.step ?? step,
    code: found.code,
    message: startText(found.text, { file: where, reason: detail }),
    detail,
    dataDir: config.dataDir,
    file,
    actions: found.actions,
  };
  ports.logger.error('start-up failed', { step: fault.step, code: fault.code, error });
  return { ok: false, fault };
}
