/** How a backup came to be: the daily automatic copy, the copy before a migration, or one the seller asked for. */
export const backupKinds = ['daily', 'pre-migration', 'manual'] as const;
export type BackupKind = (typeof backupKinds)[number];

/** One backup in the data folder's `backups/`, as the settings screen lists it. */
export interface BackupEntry {
  /** The file's name inside `backups/`: what a restore names. */
  name: string;
  kind: BackupKind;
  /** When it was written (ISO 8601, UTC). */
  createdAt: string;
  size: number;
}

/** What a restore from the window answers: the copy is staged and replaces the database at the next start. */
export interface RestoreStaged {
  name: string;
  restartNeeded: true;
}

/** A backup's name as the window may send it: a file directly in `backups/`, never a path. */
export const backupNamePattern = /^(daily|pre-migration|manual)-[0-9A-Za-z-]+\.db$/;
