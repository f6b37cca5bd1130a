import {
  changeStatusOf,
  type Change,
  type ChangeCounts,
  type ChangeState,
  type EntityType,
} from '../../../shared/outbox';
import type { Db } from '../db/open';
import { iso } from '../kernel/time/iso';
import { changeErrors, type ChangeRow } from './change-repo';

export interface ChangeFilter {
  accountIds: string[];
  states?: ChangeState[];
  limit?: number;
}

export function changeView(row: ChangeRow, label: string | null): Change {
  return {
    id: row.id,
    accountId: row.account_id,
    entityType: row.entity_type,
    entityId: row.entity_id,
    label,
    kind: row.kind,
    batchId: row.batch_id,
    state: row.state,
    status: changeStatusOf(row.state, row.attempts),
    fields: JSON.parse(row.fields) as Change['fields'],
    previous: JSON.parse(row.previous) as Change['previous'],
    errors: changeErrors(row),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    doneAt: iso(row.done_at),
  };
}

/**
 * A change's name: its entity's as the local copy knows it (an offer's title, a rating's buyer: `names`, an SQL
 * expression over the change `c` for each entity type that has one), else what it names itself in its fields.
 */
function labelled(names: Partial<Record<EntityType, string>>): string {
  const known = Object.entries(names).map(([type, sql]) => `WHEN '${type}' THEN (${sql})`);
  const local = known.length > 0 ? `CASE c.entity_type ${known.join(' ')} END, ` : '';
  return `SELECT c.*, coalesce(${local}json_extract(c.fields, '$.condition.name'),
    json_extract(c.fields, '$.promotion'), json_extract(c.fields, '$.claim'), json_extract(c.fields, '$.thread'),
    json_extract(c.fields, '$.dispute'), json_extract(c.fields, '$.invoiceFile'), json_extract(c.fields, '$.label'))
    AS label FROM outbox_changes c`;
}

/** What the seller sees of the outbox: its changes, newest first, and how many stand where. */
export function createChangeQueries(db: Db, names: Partial<Record<EntityType, string>> = {}) {
  const selected = labelled(names);
  const byId = db.prepare<[number], ChangeRow & { label: string | null }>(`${selected} WHERE c.id = ?`);
  const nextAt = db.prepare<[number], { at: number | null }>(
    `SELECT coalesce(b.next_at, c.next_at) AS at FROM outbox_changes c
     LEFT JOIN outbox_batches b ON b.id = c.batch_id WHERE c.id = ?`,
  );
  return {
    get(id: number): Change | null {
      const row = byId.get(id);
      return row ? changeView(row, row.label) : null;
    },
    list(filter: ChangeFilter): Change[] {
      if (filter.accountIds.length === 0) return [];
      const params: unknown[] = [...filter.accountIds];
      let sql = `${selected} WHERE c.account_id IN (${filter.accountIds.map(() => '?').join(', ')})`;
      if (filter.states?.length) {
        sql += ` AND c.state IN (${filter.states.map(() => '?').join(', ')})`;
        params.push(...filter.states);
      }
      sql += ' ORDER BY c.id DESC LIMIT ?';
      params.push(filter.limit ?? 500);
      return db
        .prepare<unknown[], ChangeRow & { label: string | null }>(sql)
        .all(...params)
        .map((row) => changeView(row, row.label));
    },
    counts(accountIds: string[], now: number): ChangeCounts {
      if (accountIds.length === 0) return { waiting: 0, failed: 0, sentToday: 0 };
      const midnight = new Date(now);
      midnight.setHours(0, 0, 0, 0);
      const row = db
        .prepare<unknown[], ChangeCounts>(
          `SELECT coalesce(sum(state IN ('queued', 'sending', 'confirming')), 0) AS waiting,
             coalesce(sum(state = 'failed'), 0) AS failed,
             coalesce(sum(state = 'sent' AND done_at >= ?), 0) AS sentToday
           FROM outbox_changes WHERE account_id IN (${accountIds.map(() => '?').join(', ')})`,
        )
        .get(midnight.getTime(), ...accountIds)!;
      return row;
    },
    /** When the change (or its batch) is due next; null when it waits for nothing (settled, or parked). */
    nextAt: (id: number): number | null => nextAt.get(id)?.at ?? null,
  };
}
