import type { Messages } from './pl';

export const enBackups: Messages['backups'] = {
  title: 'Backups',
  help: 'A daily copy of the database (the last 7 days), a copy before every database update, and copies made by hand, in the data folder (backups).',
  empty: 'There is no backup yet.',
  backUpNow: 'Back up now',
  done: 'Backup saved',
  date: 'Date',
  kind: 'Kind',
  size: 'Size',
  actions: 'Actions',
  sizeMb: '{size} MB',
  kinds: { daily: 'daily', 'pre-migration': 'before an update', manual: 'manual' },
  restore: 'Restore',
  restoreTitle: 'Restore this backup?',
  restoreBody:
    'The backup of {date} replaces the current database at the next start. The current database is kept aside; what changed since this backup leaves the local copy.',
  restartToFinish: 'The backup is ready. Restart Seller Desk to finish restoring it.',
};
