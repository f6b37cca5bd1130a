import type Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BackupEntry, RestoreStaged } from '../../../shared/backups';
import type { Language } from '../../../shared/settings';
import type { Clock, Logger } from '../kernel/ports';
import { backupsDirOf } from './backup';
import { listBackups, takeDailyBackup, takeManualBackup } from './backup-files';
import { backupMessages } from './backup-messages';
import { judgeRestore, stageRestore } from './restore';

export interface BackupServiceOptions {
  db: Database.Database;
  databaseFile: string;
  clock: Clock;
  logger: Logger;
  language: () => Language;
  /** How often the running core checks whether today's copy exists (a stat); an hour by default. */
  dailyCheckMs?: number;
}

/** The window's backups: the list, a copy now, a restore staged for the next start, and the daily copy. */
export function createBackupService(options: BackupServiceOptions) {
  const { db, databaseFile, clock, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  // One copy at a time; close waits for the one running before the database closes under it.
  let running: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = running.then(work, work);
    running = next.catch(() => undefined);
    return next;
  };
  const entryOf = (file: string): BackupEntry => {
    const entry = listBackups(backupsDirOf(databaseFile)).find(
      (e) => join(backupsDirOf(databaseFile), e.name) === file,
    );
    if (!entry) throw new Error(`The backup ${file} was written but is not listed`);
    return entry;
  };
  const daily = () =>
    serially(() => takeDailyBackup(db, databaseFile, clock.now())).then(
      (file) => file && logger.info('daily backup written', { file }),
      (error: unknown) => logger.error('daily backup failed', { error }),
    );

  return {
    list: (): BackupEntry[] => listBackups(backupsDirOf(databaseFile)),
    backUpNow: (): Promise<BackupEntry> =>
      serially(async () => entryOf((await takeManualBackup(db, databaseFile, clock.now())).file)),
    /** Checked against this folder's accounts and version, then staged: the app's own database is open. */
    restore(name: string): RestoreStaged {
      const file = join(backupsDirOf(databaseFile), name);
      if (!existsSync(file))
        throw backupMessages.error('NOT_FOUND', 'notFound', options.language(), { name });
      judgeRestore(databaseFile, file, options.language());
      stageRestore(databaseFile, file);
      logger.info('restore staged for the next start', { name });
      return { name, restartNeeded: true };
    },
    start(): void {
      void daily();
      timer = setInterval(() => void daily(), options.dailyCheckMs ?? 3_600_000);
      timer.unref();
    },
    async close(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
