import { join } from 'node:path';
import { databaseFileName } from './recover';
import { applyPendingRestore } from './restore';
import { tightenDataDir } from '../kernel/private-files';
import type { Logger } from '../kernel/ports';

/**
 * What every host does to its data folder before it opens the database in it: the folder made the seller's alone
 * (0700, files 0600), and a restore staged while the folder was in use swapped in, so nothing has the old file open.
 */
export function prepareDataFolder(dataDir: string, now: number, logger: Logger): void {
  const report = tightenDataDir(dataDir);
  if (report.tightened.length > 0)
    logger.info('data folder made private', { count: report.tightened.length });
  if (report.failed.length > 0) logger.warn('data folder files left as they were', { failed: report.failed });
  const restored = applyPendingRestore(join(dataDir, databaseFileName), now);
  if (restored) logger.info('staged restore applied', restored);
}
