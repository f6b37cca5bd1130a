export type ConnectionState = 'online' | 'offline' | 'unknown';

export interface SyncStatus {
  connection: ConnectionState;
  /** ISO time of the last complete sync of any stream, null before the first one. */
  lastSyncAt: string | null;
  syncing: boolean;
}

export const initialSyncStatus: SyncStatus = { connection: 'unknown', lastSyncAt: null, syncing: false };
