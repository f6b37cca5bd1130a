import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { backupDatabase } from '../../core/db/backup';
import { takeManualBackup } from '../../core/db/backup-files';
import { openDatabase } from '../../core/db/open';
import { UsageError, type Command } from '../command';

export const backupCommand: Command = {
  name: 'backup',
  summary:
    "Copy the database (safe while the app runs) into the data folder's backups/, or to FILE; prints the file",
  usage: 'backup [--to FILE]',
  options: { to: { type: 'string' } },
  async run(ctx, values) {
    const databaseFile = join(ctx.dataDir, 'seller-desk.db');
    if (!existsSync(databaseFile)) {
      ctx.io.stderr(`seller-desk: there is no database in ${ctx.dataDir} yet, so nothing to back up.`);
      return 1;
    }
    const to = typeof values.to === 'string' ? resolve(values.to) : undefined;
    if (to !== undefined && !statSync(dirname(to), { throwIfNoEntry: false })?.isDirectory()) {
      throw new UsageError(`--to: the folder ${dirname(to)} does not exist`);
    }
    const db = openDatabase(databaseFile);
    try {
      const written = to
        ? { file: to, ...(await backupDatabase(db, to)) }
        : await takeManualBackup(db, databaseFile, Date.now());
      ctx.io.stdout(`Backed up to ${written.file} (${written.size} bytes)`);
      return 0;
    } finally {
      db.close();
    }
  },
};
