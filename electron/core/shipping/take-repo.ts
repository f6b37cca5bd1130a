import type { Db } from '../db/open';

/**
 * Which orders this station took (see migration 042). Invariants:
 * - one row per order and account; a row only moves `wanted` -> `taken` (guarded UPDATE), never back;
 * - `taken` is written only after the marketplace holds the order in PROCESSING for this station's request (or
 *   the seller chose to pack an order already in progress here);
 * - a `wanted` row the marketplace refused (cancelled, sent, taken elsewhere) is deleted, a `taken` one never.
 */
export function createTakeRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO station_takes (account_id, order_id, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (account_id, order_id) DO NOTHING`,
  );
  const promote = db.prepare(
    `UPDATE station_takes SET state = 'taken', updated_at = ? WHERE account_id = ? AND order_id = ? AND state = 'wanted'`,
  );
  const dropWanted = db.prepare(
    `DELETE FROM station_takes WHERE account_id = ? AND order_id = ? AND state = 'wanted'`,
  );
  const stateOf = db.prepare<[string, string], { state: 'wanted' | 'taken' }>(
    'SELECT state FROM station_takes WHERE account_id = ? AND order_id = ?',
  );
  const wantedRows = db.prepare<[], { account_id: string; order_id: string }>(
    `SELECT account_id, order_id FROM station_takes WHERE state = 'wanted' ORDER BY updated_at`,
  );

  return {
    /** The marketplace holds the order for this station. */
    taken(accountId: string, orderId: string, now: number): void {
      if (promote.run(now, accountId, orderId).changes === 0)
        insert.run(accountId, orderId, 'taken', now, now);
    },
    /** The take could not be sent (no connection): it is tried again when the marketplace answers. */
    want(accountId: string, orderId: string, now: number): void {
      insert.run(accountId, orderId, 'wanted', now, now);
    },
    /** A wanted take the marketplace refused; a taken order stays taken. */
    forget(accountId: string, orderId: string): boolean {
      return dropWanted.run(accountId, orderId).changes > 0;
    },
    state: (accountId: string, orderId: string): 'wanted' | 'taken' | null =>
      stateOf.get(accountId, orderId)?.state ?? null,
    wanted: (): { accountId: string; orderId: string }[] =>
      wantedRows.all().map((row) => ({ accountId: row.account_id, orderId: row.order_id })),
  };
}

export type TakeRepo = ReturnType<typeof createTakeRepo>;
