import { z } from 'zod';
import { backupNamePattern, type BackupEntry, type RestoreStaged } from '../backups';
import { channel } from './define';

/** A backup is named by its file in `backups/`: never a path, so the window cannot point restore elsewhere. */
const backupName = z
  .object({ name: z.string().max(200).regex(backupNamePattern, 'a backup file name') })
  .strict();

export const backupChannels = {
  'backups:list': channel<BackupEntry[]>()(z.undefined()),
  'backups:backUpNow': channel<BackupEntry>()(z.undefined()),
  /** Checked now, applied at the next start: the app's own database is open. */
  'backups:restore': channel<RestoreStaged>()(backupName),
};
