import type { AfterSalesKind } from '../../../../shared/after-sales';
import type { Db } from '../../db/open';

export interface StoredCondition {
  id: string;
  name: string;
  /** The marketplace's body of the condition, as text. */
  raw: string;
}

/**
 * The after-sales conditions of each account, by kind. Invariants: a kind is replaced whole in one transaction
 * (the marketplace's complete list in, what it no longer lists out), so a reader never sees half a list; a row
 * whose body did not change is not rewritten, so `stored_at` says when it last changed.
 */
export function createConditionsRepo(db: Db) {
  // ON CONFLICT DO UPDATE, not REPLACE: the row stays in place (REPLACE deletes and re-inserts); the WHERE skips
  // rows whose body is the same, so their `changes` say nothing moved.
  const upsert = db.prepare(
    `INSERT INTO after_sales_conditions (account_id, kind, id, name, raw, stored_at)
     VALUES (@accountId, @kind, @id, @name, @raw, @now)
     ON CONFLICT (account_id, kind, id) DO UPDATE SET name = excluded.name, raw = excluded.raw,
       stored_at = excluded.stored_at
     WHERE after_sales_conditions.raw <> excluded.raw OR after_sales_conditions.name <> excluded.name`,
  );
  const removeUnlisted = db.prepare(
    `DELETE FROM after_sales_conditions WHERE account_id = ? AND kind = ?
       AND id NOT IN (SELECT value FROM json_each(?))`,
  );
  const list = db.prepare<[string, string], StoredCondition>(
    `SELECT id, name, raw FROM after_sales_conditions WHERE account_id = ? AND kind = ?
     ORDER BY name COLLATE NOCASE, id`,
  );
  const one = db.prepare<[string, string, string], StoredCondition>(
    'SELECT id, name, raw FROM after_sales_conditions WHERE account_id = ? AND kind = ? AND id = ?',
  );
  const count = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM after_sales_conditions WHERE account_id = ?',
  );
  const replace = db.transaction(
    (
      accountId: string,
      kind: AfterSalesKind,
      conditions: readonly StoredCondition[],
      now: number,
      complete: boolean,
    ): boolean => {
      let changed = 0;
      for (const c of conditions) changed += upsert.run({ accountId, kind, ...c, now }).changes;
      if (complete) {
        const ids = JSON.stringify(conditions.map((c) => c.id));
        changed += removeUnlisted.run(accountId, kind, ids).changes;
      }
      return changed > 0;
    },
  );

  return {
    /**
     * Writes the kind's conditions; when `complete` (the marketplace listed all of them), the kind's other rows
     * go. Answers whether anything changed.
     */
    replace: (
      accountId: string,
      kind: AfterSalesKind,
      conditions: readonly StoredCondition[],
      now: number,
      complete = true,
    ): boolean => replace(accountId, kind, conditions, now, complete),
    /** The kind's conditions by name (case aside), as the picker lists them. */
    list: (accountId: string, kind: AfterSalesKind): StoredCondition[] => list.all(accountId, kind),
    get: (accountId: string, kind: AfterSalesKind, id: string): StoredCondition | undefined =>
      one.get(accountId, kind, id),
    count: (accountId: string): number => count.get(accountId)!.n,
  };
}

export type ConditionsRepo = ReturnType<typeof createConditionsRepo>;
