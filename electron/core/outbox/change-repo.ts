import type { FieldError } from '../../../shared/errors';
import type { ChangeFields, ChangeKind, ChangeState, EntityType } from '../../../shared/outbox';
import type { Db } from '../db/open';

export interface ChangeRow {
  id: number;
  account_id: string;
  entity_type: EntityType;
  entity_id: string;
  kind: ChangeKind;
  batch_id: number | null;
  fields: string;
  previous: string;
  request: string | null;
  state: ChangeState;
  operation: string | null;
  errors: string;
  attempts: number;
  next_at: number | null;
  created_at: number;
  updated_at: number;
  done_at: number | null;
}

export interface NewChange {
  accountId: string;
  entityType: EntityType;
  entityId: string;
  kind: ChangeKind;
  batchId: number | null;
  fields: ChangeFields;
  previous: ChangeFields;
  /** The body of an entity request (PATCH, answer), fixed here; null for a change sent by its batch. */
  request: unknown;
}

const open = `state IN ('queued', 'sending', 'confirming')`;

/**
 * The seller's changes. Invariants:
 * - a change is inserted in the same transaction as the local copy's new value (see outbox-service.ts);
 * - `request` (the body sent) is fixed at insert and never changed: whatever is sent again is the same;
 * - every state change is one UPDATE guarded by the state it leaves; `sent`, `discarded` are final, `failed`
 *   leaves only by the seller's retry (back to `queued`) or discard;
 * - one entity's changes go in the order they were made: only the oldest open change of an entity is due
 *   (`due`), so a later change never overtakes an earlier one;
 * - a row is never deleted while its account exists: what was sent or refused stays as the entity's history.
 */
export function createChangeRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO outbox_changes (account_id, entity_type, entity_id, kind, batch_id, fields, previous, request,
       state, next_at, created_at, updated_at)
     VALUES (@accountId, @entityType, @entityId, @kind, @batchId, @fields, @previous, @request, 'queued', @now,
       @now, @now)`,
  );
  const byId = db.prepare<[number], ChangeRow>('SELECT * FROM outbox_changes WHERE id = ?');
  // The oldest open change of each entity, when it is due and not part of a batch (batches go on their own).
  const due = db.prepare<[number, number], ChangeRow>(
    `SELECT c.* FROM outbox_changes c
     WHERE c.${open} AND c.batch_id IS NULL AND c.next_at IS NOT NULL AND c.next_at <= ?
       AND NOT EXISTS (SELECT 1 FROM outbox_changes e WHERE e.account_id = c.account_id
         AND e.entity_type = c.entity_type AND e.entity_id = c.entity_id AND e.id < c.id AND e.${open})
     ORDER BY c.id LIMIT ?`,
  );
  const openOf = db.prepare<[string, string, string], Pick<ChangeRow, 'id' | 'fields' | 'kind'>>(
    `SELECT id, fields, kind FROM outbox_changes
     WHERE account_id = ? AND entity_type = ? AND entity_id = ? AND ${open} ORDER BY id`,
  );
  const renamed = db.prepare<[string, number]>('UPDATE outbox_changes SET entity_id = ? WHERE id = ?');
  const anyOpen = db.prepare<[string, string], { n: number }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM outbox_changes WHERE account_id = ? AND entity_type = ? AND ${open}
     LIMIT 1)`,
  );
  const history = db.prepare<[string, string, string, number], ChangeRow>(
    `SELECT * FROM outbox_changes WHERE account_id = ? AND entity_type = ? AND entity_id = ?
     ORDER BY id DESC LIMIT ?`,
  );
  const move = db.prepare(
    `UPDATE outbox_changes SET state = @to, updated_at = @now, next_at = @next, attempts = @attempts,
       operation = coalesce(@operation, operation), errors = coalesce(@errors, errors),
       done_at = CASE WHEN @to IN ('sent', 'failed', 'discarded') THEN @now ELSE NULL END
     WHERE id = @id AND state = @from`,
  );
  const ofBatch = db.prepare<[number], ChangeRow>(
    'SELECT * FROM outbox_changes WHERE batch_id = ? ORDER BY id',
  );
  const moveBatch = db.prepare(
    `UPDATE outbox_changes SET state = @to, updated_at = @now, next_at = NULL WHERE batch_id = @batchId AND state = @from`,
  );
  // Open changes wait for the connection: they are due at once when it returns, whatever their pause said.
  const wake = db.prepare(`UPDATE outbox_changes SET next_at = ? WHERE ${open} AND next_at > ?`);

  const ok = (result: { changes: number }): boolean => result.changes === 1;

  return {
    insert: (change: NewChange, now: number): number =>
      Number(
        insert.run({
          ...change,
          fields: JSON.stringify(change.fields),
          previous: JSON.stringify(change.previous),
          request: change.request === null ? null : JSON.stringify(change.request),
          now,
        }).lastInsertRowid,
      ),
    get: (id: number): ChangeRow | undefined => byId.get(id),
    /** At most `limit` changes due now, the oldest first, one per entity. */
    due: (now: number, limit: number): ChangeRow[] => due.all(now, limit),
    /** The fields of the entity's open changes, the later one winning where two set the same field. */
    openFields(accountId: string, entityType: EntityType, entityId: string): ChangeFields {
      const merged: ChangeFields = {};
      for (const row of openOf.all(accountId, entityType, entityId))
        Object.assign(merged, JSON.parse(row.fields));
      return merged;
    },
    /** Whether any change of this account's entities of a type waits: most syncs have none, and skip the merge. */
    anyOpen: (accountId: string, entityType: EntityType): boolean =>
      anyOpen.get(accountId, entityType)!.n > 0,
    history: (accountId: string, entityType: EntityType, entityId: string, limit = 100): ChangeRow[] =>
      history.all(accountId, entityType, entityId, limit),
    /** An entity made here took the marketplace's id when it was confirmed: its change follows it. */
    renameEntity: (id: number, entityId: string): void => void renamed.run(entityId, id),
    /** A guarded move; `next` null parks the change (it waits for the seller), a time makes it due then. */
    move(
      id: number,
      from: ChangeState,
      to: ChangeState,
      now: number,
      extra: { next?: number | null; attempts?: number; operation?: string; errors?: FieldError[] } = {},
    ): boolean {
      return ok(
        move.run({
          id,
          from,
          to,
          now,
          next:
            extra.next === undefined
              ? to === 'queued' || to === 'sending' || to === 'confirming'
                ? now
                : null
              : extra.next,
          attempts: extra.attempts ?? 0,
          operation: extra.operation ?? null,
          errors: extra.errors ? JSON.stringify(extra.errors) : null,
        }),
      );
    },
    wake: (now: number): number => wake.run(now, now).changes,
    ofBatch: (batchId: number): ChangeRow[] => ofBatch.all(batchId),
    /** The changes of a batch follow it while it goes (their own outcome comes from its tasks). */
    moveBatch: (batchId: number, from: ChangeState, to: ChangeState, now: number): number =>
      moveBatch.run({ batchId, from, to, now }).changes,
  };
}

export type ChangeRepo = ReturnType<typeof createChangeRepo>;

export const changeErrors = (row: Pick<ChangeRow, 'errors'>): FieldError[] =>
  JSON.parse(row.errors) as FieldError[];
