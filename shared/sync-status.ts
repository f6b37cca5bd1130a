import type { ErrorCode, FailedRequest } from './errors';

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
  /** The marketplace request that failed. */
  request?: FailedRequest;
  /** ISO time of the failed run. */
  at: string;
  /**
   * ISO time of the first of the failures in a row with this code (the run at `at` the latest): how long the
   * marketplace has been out of reach, say. Missing in errors stored before it was kept: `at` then.
   */
  since?: string;
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

/**
 * A part of the sync the account's marketplace does not serve: a list of it answered 404 or 410 as a whole (a
 * resource Allegro removed, say). It is skipped, tried again at `retryAt`, and the other parts go on.
 */
export interface UnofferedPart {
  /** The part's name (`disputes`, `offers`, `delivery-services`...). */
  part: string;
  stream: SyncStream;
  /** The request that told. */
  request: FailedRequest;
  traceId?: string;
  /** ISO time the marketplace first answered so. */
  since: string;
  retryAt: string;
}

/**
 * An account whose marketplace does not answer: since the first failed try after its last success. Read from the
 * stored sync state, so every process (the app, the command line's `status`) says the same.
 */
export interface AccountUnreachable {
  /** ISO time of the first try that found the marketplace out of reach. */
  since: string;
  /** ISO time of the latest such try. */
  lastTriedAt: string;
  /** What failed, in the core's words with the request (`The marketplace could not be reached. (GET /me → no answer)`). */
  reason: string;
}

export interface AccountSyncStatus {
  accountId: string;
  connection: ConnectionState;
  /** ISO time of this account's latest successful run of any stream; null before the first one. */
  lastSyncAt: string | null;
  /** Set while this account's marketplace cannot be reached (its last tries failed so); null otherwise. */
  unreachable: AccountUnreachable | null;
  syncing: boolean;
  /** False until every stream of the account is ready: the UI shows the first-sync progress then. */
  firstSyncDone: boolean;
  /**
   * The orders waiting to be packed are in the local copy with their tracking numbers, so the packing queue works:
   * a first sync brings them before anything else.
   */
  packingReady: boolean;
  streams: Record<SyncStream, StreamStatus>;
  /** The parts skipped because this marketplace does not serve them; empty when it serves all. */
  unoffered: UnofferedPart[];
}

/** A signed-in account this process does not sync because another one (the app, a command line) does. */
export interface SyncedElsewhere {
  accountId: string;
  pid: number;
  host: string;
}

export interface SyncStatus {
  connection: ConnectionState;
  /**
   * ISO time of the last complete sync of any stream of any account, null before the first one. What an account's
   * copy is as fresh as is its own `lastSyncAt` in `accounts`.
   */
  lastSyncAt: string | null;
  syncing: boolean;
  /** ISO time until which the marketplace blocked every request of the app (429); null when not blocked. */
  blockedUntil: string | null;
  /** One entry per signed-in account the engine is syncing. */
  accounts: AccountSyncStatus[];
  /** Signed-in accounts another process on this data folder syncs meanwhile ("synced by another process"). */
  syncedElsewhere?: SyncedElsewhere[];
}

export const initialSyncStatus: SyncStatus = {
  connection: 'unknown',
  lastSyncAt: null,
  syncing: false,
  blockedUntil: null,
  accounts: [],
};
