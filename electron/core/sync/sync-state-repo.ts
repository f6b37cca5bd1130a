import type { SyncStream, SyncStreamError } from '../../../shared/sync-status';
import type { Db } from '../db/open';

export interface StreamRow {
  cursor: string | null;
  journalReadAt: number | null;
  lastEventAt: string | null;
  lastSuccessAt: number | null;
  lastAttemptAt: number | null;
  lastCompleteAt: number | null;
  lastReconcileAt: number | null;
  watermark: string | null;
  lastError: SyncStreamError | null;
  appliedCount: number;
  replayedCount: number;
  /** Where an unfinished back-fill or re-list stands; null when none is under way. */
  resume: unknown;
}

interface DbRow {
  cursor: string | null;
  journal_read_at: number | null;
  last_event_at: string | null;
  last_success_at: number | null;
  last_attempt_at: number | null;
  last_complete_at: number | null;
  last_reconcile_at: number | null;
  watermark: string | null;
  last_error: string | null;
  applied_count: number;
  replayed_count: number;
  resume: string | null;
}

const empty: StreamRow = {
  cursor: null,
  journalReadAt: null,
  lastEventAt: null,
  lastSuccessAt: null,
  lastAttemptAt: null,
  lastCompleteAt: null,
  lastReconcileAt: null,
  watermark: null,
  lastError: null,
  appliedCount: 0,
  replayedCount: 0,
  resume: null,
};

const columns: Record<keyof Omit<StreamRow, 'appliedCount' | 'replayedCount'>, string> = {
  cursor: 'cursor',
  journalReadAt: 'journal_read_at',
  lastEventAt: 'last_event_at',
  lastSuccessAt: 'last_success_at',
  lastAttemptAt: 'last_attempt_at',
  lastCompleteAt: 'last_complete_at',
  lastReconcileAt: 'last_reconcile_at',
  watermark: 'watermark',
  lastError: 'last_error',
  resume: 'resume',
};

export type StreamPatch = Partial<Omit<StreamRow, 'appliedCount' | 'replayedCount'>>;

/** Sync bookkeeping per account and stream, and the journal of applied events. */
export function createSyncStateRepo(db: Db) {
  const get = db.prepare<[string, string], DbRow>(
    'SELECT * FROM sync_streams WHERE account_id = ? AND stream = ?',
  );
  const ensure = db.prepare('INSERT OR IGNORE INTO sync_streams (account_id, stream) VALUES (?, ?)');
  const updates = new Map<string, ReturnType<Db['prepare']>>();
  const record = db.prepare(
    `INSERT INTO applied_events (account_id, stream, event_id, occurred_at, applied_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  const counted = db.prepare(
    `UPDATE sync_streams SET applied_count = applied_count + ?, replayed_count = replayed_count + ?
     WHERE account_id = ? AND stream = ?`,
  );
  const prune = db.prepare(
    'DELETE FROM applied_events WHERE account_id = ? AND stream = ? AND applied_at < ?',
  );
  const appliedIds = db.prepare<[string, string], { event_id: string }>(
    'SELECT event_id FROM applied_events WHERE account_id = ? AND stream = ?',
  );

  function update(accountId: string, stream: SyncStream, patch: StreamPatch): void {
    const keys = (Object.keys(patch) as (keyof StreamPatch)[]).filter((k) => patch[k] !== undefined);
    if (keys.length === 0) return;
    const sqlKey = keys.join(',');
    let statement = updates.get(sqlKey);
    if (!statement) {
      statement = db.prepare(
        `UPDATE sync_streams SET ${keys.map((k) => `${columns[k]} = @${k}`).join(', ')}
         WHERE account_id = @accountId AND stream = @stream`,
      );
      updates.set(sqlKey, statement);
    }
    const values: Record<string, unknown> = { accountId, stream };
    for (const key of keys) {
      const value = patch[key];
      values[key] =
        (key === 'lastError' || key === 'resume') && value !== null ? JSON.stringify(value) : value;
    }
    ensure.run(accountId, stream);
    statement.run(values);
  }

  return {
    get(accountId: string, stream: SyncStream): StreamRow {
      const row = get.get(accountId, stream);
      if (!row) return { ...empty };
      return {
        cursor: row.cursor,
        journalReadAt: row.journal_read_at,
        lastEventAt: row.last_event_at,
        lastSuccessAt: row.last_success_at,
        lastAttemptAt: row.last_attempt_at,
        lastCompleteAt: row.last_complete_at,
        lastReconcileAt: row.last_reconcile_at,
        watermark: row.watermark,
        lastError: row.last_error ? (JSON.parse(row.last_error) as SyncStreamError) : null,
        appliedCount: row.applied_count,
        replayedCount: row.replayed_count,
        resume: row.resume ? (JSON.parse(row.resume) as unknown) : null,
      };
    },
    update,
    /**
     * Records journal events as applied; call it inside the transaction that writes their effects and moves the
     * cursor. An event recorded before is counted as replayed: after a crash the cursor and the effects either
     * both landed or neither did, so a replay means a bug, and tests check the count stays 0.
     */
    recordEvents(
      accountId: string,
      stream: SyncStream,
      events: readonly { id: string; occurredAt: string | null }[],
      now: number,
    ): { applied: number; replayed: number } {
      let applied = 0;
      for (const event of events)
        applied += record.run(accountId, stream, event.id, event.occurredAt, now).changes;
      const replayed = events.length - applied;
      ensure.run(accountId, stream);
      counted.run(applied, replayed, accountId, stream);
      return { applied, replayed };
    },
    /** Forgets applied-event rows older than the journal keeps events. */
    prune: (accountId: string, stream: SyncStream, before: number) =>
      void prune.run(accountId, stream, before),
    appliedIds: (accountId: string, stream: SyncStream): string[] =>
      appliedIds.all(accountId, stream).map((r) => r.event_id),
  };
}

export type SyncStateRepo = ReturnType<typeof createSyncStateRepo>;
