import type { ErrorCode } from './errors';

export type ConnectionState = 'online' | 'offline' | 'unknown';

export const syncStreams = ['profile', 'offers', 'orders', 'ratings', 'money', 'buyers'] as const;
export type SyncStream = (typeof syncStreams)[number];

/** idle: waiting for its next run; queued: due, waiting for its turn; running; error: the last run failed. */
export type StreamState = 'idle' | 'queued' | 'running' | 'error';

export interface SyncProgress {
  /** What the stream is doing: a full re-list, a back-fill, reading a journal, a reconcile, re-reading items. */
  phase: 'relist' | 'backfill' | 'events' | 'reconcile' | 'details' | 'reference';
  done: number;
  /** Null when the total is not known yet. */
  total: number | null;
}

export interface SyncStreamError {
  code: ErrorCode;
  message: string;
  userMessage?: string;
  traceId?: string;
  /** ISO time of the failed run. */
  at: string;
}

export interface StreamStatus {
  stream: SyncStream;
  state: StreamState;
  /** ISO time of the last run that finished without error; null before the first one. */
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  /** ISO time of the last complete re-list or back-fill (offers, orders); null before the first one. */
  lastCompleteAt: string | null;
  lastError: SyncStreamError | null;
  /** Occurrence time of the last journal event applied (offers, orders): the lag behind the marketplace. */
  lastEventAt: string | null;
  /** Rows of this stream in the local copy (offers, orders, ratings; reference rows for profile). */
  count: number;
  progress: SyncProgress | null;
  /** ISO time of the next planned run; null while running or stopped. */
  nextRunAt: string | null;
  /** The stream caught up once: its part of the local copy is whole (offers, orders, ratings: listed completely). */
  ready: boolean;
}

export interface AccountSyncStatus {
  accountId: string;
  connection: ConnectionState;
  syncing: boolean;
  /** False until every stream of the account is ready: the UI shows the first-sync progress then. */
  firstSyncDone: boolean;
  /**
   * The orders waiting to be packed are in the local copy with their tracking numbers, so the packing queue works:
   * a first sync brings them before anything else.
   */
  packingReady: boolean;
  streams: Record<SyncStream, StreamStatus>;
}

export interface SyncStatus {
  connection: ConnectionState;
  /** ISO time of the last complete sync of any stream, null before the first one. */
  lastSyncAt: string | null;
  syncing: boolean;
  /** ISO time until which the marketplace blocked every request of the app (429); null when not blocked. */
  blockedUntil: string | null;
  /** One entry per signed-in account the engine is syncing. */
  accounts: AccountSyncStatus[];
}

export const initialSyncStatus: SyncStatus = {
  connection: 'unknown',
  lastSyncAt: null,
  syncing: false,
  blockedUntil: null,
  accounts: [],
};
