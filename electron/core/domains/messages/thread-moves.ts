import type { MessageOrderChoice } from '../../../../shared/messages';
import type { Db } from '../../db/open';

/** A thread started here waits under a local id until the marketplace names it. */
export const isLocalThread = (id: string): boolean => id.startsWith('local-');

/**
 * A message written about an order: the thread it shows in (the COMMON one with the buyer, or one started here),
 * the buyer's orders to choose from, and the move of a thread started here into the one the marketplace named.
 */
export function createThreadMoves(db: Db) {
  // A thread started here has no messages to read (`messages_for` = its time) and is shown read.
  const startLocal = db.prepare(
    `INSERT INTO message_threads (account_id, id, login, type, read, last_message_at, messages_for, raw, stored_at)
     VALUES (?, ?, ?, 'COMMON', 1, ?, ?, '{}', ?)`,
  );
  // The marketplace's thread first; one started here that still waits takes a second message as well.
  const commonWith = db.prepare<[string, string], { id: string }>(
    `SELECT id FROM message_threads WHERE account_id = ? AND login = ? AND type = 'COMMON'
     ORDER BY id GLOB 'local-*', last_message_at DESC, id LIMIT 1`,
  );
  // Named by a message's answer before the sync lists it: its messages are read with the next sync.
  const known = db.prepare(
    `INSERT INTO message_threads (account_id, id, login, read, last_message_at, raw, stored_at)
     VALUES (?, ?, ?, 1, ?, '{}', ?) ON CONFLICT (account_id, id) DO NOTHING`,
  );
  const moveMessages = db.prepare('UPDATE messages SET thread_id = ? WHERE account_id = ? AND thread_id = ?');
  // Later messages to the same buyer wait (or failed) under the local id: they follow the thread.
  const moveChanges = db.prepare(
    `UPDATE outbox_changes SET entity_id = ? WHERE account_id = ? AND entity_type = 'thread' AND entity_id = ?
       AND state IN ('queued', 'failed')`,
  );
  const dropLocal = db.prepare(
    `DELETE FROM message_threads WHERE account_id = ? AND id = ? AND id GLOB 'local-*'
       AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.account_id = message_threads.account_id
         AND m.thread_id = message_threads.id)`,
  );
  const orderOf = db.prepare<[string, string], { order_id: string }>(
    `SELECT order_id FROM messages WHERE account_id = ? AND thread_id = ? AND order_id IS NOT NULL
     ORDER BY created_at DESC LIMIT 1`,
  );
  const ordersOf = db.prepare<
    [string, string],
    {
      id: string;
      bought_at: string | null;
      total_amount: string | null;
      currency: string | null;
      first_item_title: string | null;
    }
  >(
    `SELECT id, bought_at, total_amount, currency, first_item_title FROM orders
     WHERE account_id = ? AND buyer_login = ? AND superseded_by IS NULL ORDER BY bought_at DESC, id LIMIT 20`,
  );
  const buyerOf = db.prepare<[string, string], { buyer_login: string }>(
    'SELECT buyer_login FROM orders WHERE account_id = ? AND id = ?',
  );

  return {
    startLocal: (accountId: string, id: string, login: string, now: number) =>
      startLocal.run(accountId, id, login, now, now, now),
    commonWith: (accountId: string, login: string): string | null =>
      commonWith.get(accountId, login)?.id ?? null,
    /** The thread's own order: the newest one its messages name. */
    orderOf: (accountId: string, threadId: string): string | null =>
      orderOf.get(accountId, threadId)?.order_id ?? null,
    buyerOf: (accountId: string, orderId: string): string | null =>
      buyerOf.get(accountId, orderId)?.buyer_login ?? null,
    /** The buyer's orders in the local copy, newest first (what a message can be about). */
    ordersOf: (accountId: string, login: string): MessageOrderChoice[] =>
      ordersOf.all(accountId, login).map((r) => ({
        id: r.id,
        boughtAt: r.bought_at,
        total: r.total_amount === null ? null : `${r.total_amount} ${r.currency ?? ''}`.trim(),
        firstItemTitle: r.first_item_title,
      })),
    /** The marketplace put a message in thread `to`: known from now on, and a thread started here moves into it. */
    adopt(accountId: string, from: string, to: string, login: string, at: number, now: number): void {
      known.run(accountId, to, login, at, now);
      if (from === to || !isLocalThread(from)) return;
      moveMessages.run(to, accountId, from);
      moveChanges.run(to, accountId, from);
      dropLocal.run(accountId, from);
    },
    /** A thread started here goes once nothing of it is left. */
    dropLocalIfEmpty: (accountId: string, id: string) => dropLocal.run(accountId, id),
  };
}
