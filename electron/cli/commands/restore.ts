import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AppError } from '../../core/kernel/errors';
import { judgeRestore, restoreBackup } from '../../core/db/restore';
import { UsageError, type Command } from '../command';

export const restoreCommand: Command = {
  name: 'restore',
  summary:
    'Put a backup in place of the database (refused for other accounts or a newer version); the current one is kept aside',
  usage: 'restore FILE',
  options: {},
  // Synchronous work: a refusal is thrown at once, and runCli prints it as for any command.
  run(ctx, _values, positionals) {
    const [given, ...extra] = positionals;
    if (given === undefined || extra.length > 0) throw new UsageError('restore needs one backup FILE');
    const file = resolve(given);
    if (!existsSync(file)) throw new AppError('NOT_FOUND', `There is no file ${file}.`);
    const databaseFile = join(ctx.dataDir, 'seller-desk.db');
    judgeRestore(databaseFile, file, 'en');
    const outcome = restoreBackup(databaseFile, file, Date.now());
    if (!outcome.applied) {
      ctx.io.stdout(
        `Seller Desk is using this data folder, so the backup is staged (${outcome.staged}): it replaces the database when Seller Desk next starts. Restart it to finish.`,
      );
      return Promise.resolve(0);
    }
    ctx.io.stdout(`Restored ${file} into ${ctx.dataDir}.`);
    ctx.io.stdout(
      outcome.keptAside
        ? `The database it replaced is kept as ${outcome.keptAside}.`
        : 'There was no database here before.',
    );
    return Promise.resolve(0);
  },
};
