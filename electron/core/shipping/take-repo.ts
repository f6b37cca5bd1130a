import type { Db } from '../db/open';

export type TakeState = 'wanted' | 'sending' | 'taken';

/**
 * Which orders this station took (migrations 042, 043). Invariants:
 * - one row per order and account; a row moves `wanted` -> `sending` -> `taken` (guarded UPDATEs), never back;
 * - `sending` is committed before the status change goes out: whether the marketplace applied it is unknown until
 *   it answers, so an order found in PROCESSING with a `sending` row is this station's (its answer was lost, or
 *   the station stopped before it came);
 * - `taken` is written only after the marketplace holds the order in PROCESSING for this station's request (or
 *   the seller chose to pack an order already in progress here);
 * - a `wanted` or `sending` row is deleted when the marketplace refused the change (a 4xx) or the order
 *   (cancelled, sent, taken elsewhere); a `taken` one never.
 */
export function createTakeRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO station_takes (account_id, order_id, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (account_id, order_id) DO NOTHING`,
  );
  const toSending = db.prepare(
    `UPDATE station_takes SET state = 'sending', updated_at = ? WHERE account_id = ? AND order_id = ?
     AND state = 'wanted'`,
  );
  const toTaken = db.prepare(
    `UPDATE station_takes SET state = 'taken', updated_at = ? WHERE account_id = ? AND order_id = ?
     AND state IN ('wanted', 'sending')`,
  );
  const dropOpen = db.prepare(
    `DELETE FROM station_takes WHERE account_id = ? AND order_id = ? AND state IN ('wanted', 'sending')`,
  );
  const stateOf = db.prepare<[string, string], { state: TakeState }>(
    'SELECT state FROM station_takes WHERE account_id = ? AND order_id = ?',
  );
  const openRows = db.prepare<[], { account_id: string; order_id: string }>(
    `SELECT account_id, order_id FROM station_takes WHERE state IN ('wanted', 'sending') ORDER BY updated_at`,
  );

  /** Moves the row forward to `state`, or writes it anew; a row already there or further on stays. */
  function move(accountId: string, orderId: string, state: 'sending' | 'taken', now: number): void {
    const update = state === 'taken' ? toTaken : toSending;
    if (update.run(now, accountId, orderId).changes === 0) insert.run(accountId, orderId, state, now, now);
  }

  return {
    /** The status change is about to go out; whether it lands is known when the marketplace answers. */
    sending: (accountId: string, orderId: string, now: number): void =>
      move(accountId, orderId, 'sending', now),
    /** The marketplace holds the order for this station. */
    taken: (accountId: string, orderId: string, now: number): void => move(accountId, orderId, 'taken', now),
    /** The take could not be sent (no connection): it is tried again when the marketplace answers. */
    want(accountId: string, orderId: string, now: number): void {
      insert.run(accountId, orderId, 'wanted', now, now);
    },
    /** A take the marketplace refused; a taken order stays taken. */
    forget(accountId: string, orderId: string): boolean {
      return dropOpen.run(accountId, orderId).changes > 0;
    },
    /** The order in PROCESSING is this station's: taken from here, or sent from here without a known answer. */
    ours(accountId: string, orderId: string): boolean {
      const state = stateOf.get(accountId, orderId)?.state;
      return state === 'taken' || state === 'sending';
    },
    state: (accountId: string, orderId: string): TakeState | null =>
      stateOf.get(accountId, orderId)?.state ?? null,
    /** Takes not settled yet: never sent, or sent without a known answer. */
    open: (): { accountId: string; orderId: string }[] =>
      openRows.all().map((row) => ({ accountId: row.account_id, orderId: row.order_id })),
  };
}

export type TakeRepo = ReturnType<typeof createTakeRepo>;
