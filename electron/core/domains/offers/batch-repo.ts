import type { FieldError } from '../../../../shared/errors';
import type { Db } from '../../db/open';

export type BatchKind = 'price' | 'quantity' | 'publication';
export type BatchState = 'queued' | 'sending' | 'confirming' | 'done' | 'failed';

export interface BatchRow {
  id: number;
  account_id: string;
  kind: BatchKind;
  command_id: string;
  body: string;
  state: BatchState;
  errors: string;
  attempts: number;
  next_at: number | null;
  created_at: number;
  updated_at: number;
}

/**
 * Batch commands (one per batch of offers). Invariants:
 * - `command_id` and `body` are set once, at insert, in the transaction that stores the batch's changes: a
 *   command whose outcome is unknown is read back by that id, and sent again only as the same id and body;
 * - every state change is one UPDATE guarded by the state it leaves; `done` and `failed` are final;
 * - a batch goes only when each of its offers has no older open change (FIFO per offer, see `due`).
 */
export function createBatchRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO outbox_batches (account_id, kind, command_id, body, state, next_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'queued', ?, ?, ?)`,
  );
  const byId = db.prepare<[number], BatchRow>('SELECT * FROM outbox_batches WHERE id = ?');
  const due = db.prepare<[number, number], BatchRow>(
    `SELECT b.* FROM outbox_batches b
     WHERE b.state IN ('queued', 'sending', 'confirming') AND b.next_at IS NOT NULL AND b.next_at <= ?
       AND NOT EXISTS (SELECT 1 FROM outbox_changes c JOIN outbox_changes e ON e.account_id = c.account_id
         AND e.entity_type = c.entity_type AND e.entity_id = c.entity_id AND e.id < c.id
         AND e.state IN ('queued', 'sending', 'confirming')
         WHERE c.batch_id = b.id)
     ORDER BY b.id LIMIT ?`,
  );
  const move = db.prepare(
    `UPDATE outbox_batches SET state = @to, updated_at = @now, next_at = @next, attempts = @attempts,
       errors = coalesce(@errors, errors)
     WHERE id = @id AND state = @from`,
  );
  const wake = db.prepare(
    `UPDATE outbox_batches SET next_at = ? WHERE state IN ('queued', 'sending', 'confirming') AND next_at > ?`,
  );

  return {
    insert: (accountId: string, kind: BatchKind, commandId: string, body: unknown, now: number): number =>
      Number(insert.run(accountId, kind, commandId, JSON.stringify(body), now, now, now).lastInsertRowid),
    get: (id: number): BatchRow | undefined => byId.get(id),
    due: (now: number, limit: number): BatchRow[] => due.all(now, limit),
    move(
      id: number,
      from: BatchState,
      to: BatchState,
      now: number,
      extra: { next?: number | null; attempts?: number; errors?: FieldError[] } = {},
    ): boolean {
      const open = to === 'queued' || to === 'sending' || to === 'confirming';
      return (
        move.run({
          id,
          from,
          to,
          now,
          next: extra.next === undefined ? (open ? now : null) : extra.next,
          attempts: extra.attempts ?? 0,
          errors: extra.errors ? JSON.stringify(extra.errors) : null,
        }).changes === 1
      );
    },
    wake: (now: number): number => wake.run(now, now).changes,
  };
}

export type BatchRepo = ReturnType<typeof createBatchRepo>;
