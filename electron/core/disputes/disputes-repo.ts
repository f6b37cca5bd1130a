import type { Db } from '../db/open';
import type { DisputeMessageRecord, DisputeRecord } from '../market/records/dispute';

/**
 * The disputes of each account and their messages. Invariants: a dispute's messages read from the marketplace are
 * replaced whole in one transaction, with the time of the last message they go up to (`messages_for`); replies
 * written here (`change_id` set) are left by the sync until their change settles them.
 */
export function createDisputesRepo(db: Db) {
  const upsert = db.prepare(
    `INSERT INTO disputes (account_id, id, order_id, buyer_login, subject, status, chat_active, opened_at,
       last_message_at, last_message_status, messages_count, raw, stored_at)
     VALUES (@accountId, @id, @orderId, @buyerLogin, @subject, @status, @chatActive, @openedAt,
       @lastMessageAt, @lastMessageStatus, @messagesCount, @raw, @now)
     ON CONFLICT (account_id, id) DO UPDATE SET order_id = excluded.order_id, buyer_login = excluded.buyer_login,
       subject = excluded.subject, status = excluded.status, chat_active = excluded.chat_active,
       opened_at = excluded.opened_at, last_message_at = excluded.last_message_at,
       last_message_status = excluded.last_message_status, messages_count = excluded.messages_count,
       raw = excluded.raw, stored_at = excluded.stored_at
     WHERE disputes.raw <> excluded.raw`,
  );
  const removeUnlisted = db.prepare(
    'DELETE FROM disputes WHERE account_id = ? AND id NOT IN (SELECT value FROM json_each(?))',
  );
  const stale = db.prepare<[string, number], { id: string; lastMessageAt: number | null; count: number }>(
    `SELECT id, last_message_at AS lastMessageAt, messages_count AS count FROM disputes
     WHERE account_id = ? AND messages_for IS NOT coalesce(last_message_at, 0)
     ORDER BY (status = 'ONGOING') DESC, coalesce(last_message_at, opened_at) DESC LIMIT ?`,
  );
  const clearRead = db.prepare(
    'DELETE FROM dispute_messages WHERE account_id = ? AND dispute_id = ? AND change_id IS NULL',
  );
  const insertMessage = db.prepare(
    `INSERT OR IGNORE INTO dispute_messages (account_id, dispute_id, id, author_role, author_login, text, attachments,
       created_at, change_id)
     VALUES (@accountId, @disputeId, @id, @role, @login, @text, @attachments, @createdAt, @changeId)`,
  );
  const setMessagesFor = db.prepare('UPDATE disputes SET messages_for = ? WHERE account_id = ? AND id = ?');
  const removeMessage = db.prepare(
    'DELETE FROM dispute_messages WHERE account_id = ? AND dispute_id = ? AND id = ?',
  );
  const hasMessage = db.prepare<[string, string, string], { n: number }>(
    'SELECT count(*) AS n FROM dispute_messages WHERE account_id = ? AND dispute_id = ? AND id = ?',
  );
  const getOffset = db.prepare<[string], { next_offset: number }>(
    'SELECT next_offset FROM dispute_list WHERE account_id = ?',
  );
  const setOffset = db.prepare(
    `INSERT INTO dispute_list (account_id, next_offset) VALUES (?, ?)
     ON CONFLICT (account_id) DO UPDATE SET next_offset = excluded.next_offset`,
  );
  const count = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM disputes WHERE account_id = ?',
  );
  const one = db.prepare<
    [string, string],
    { id: string; chatActive: number; status: string; subject: string | null; lastMessageAt: number | null }
  >(
    `SELECT id, chat_active AS chatActive, status, subject, last_message_at AS lastMessageAt FROM disputes
     WHERE account_id = ? AND id = ?`,
  );

  const message = (
    accountId: string,
    disputeId: string,
    m: DisputeMessageRecord,
    changeId: number | null = null,
  ) =>
    insertMessage.run({
      accountId,
      disputeId,
      id: m.id,
      role: m.role,
      login: m.login,
      text: m.text,
      attachments: JSON.stringify(m.attachments),
      createdAt: m.createdAt,
      changeId,
    }).changes;

  return {
    /** Stores the disputes of a page; answers how many rows changed. */
    putDisputes: db.transaction((accountId: string, list: DisputeRecord[], now: number): number => {
      let changed = 0;
      for (const d of list)
        changed += upsert.run({ accountId, ...d, chatActive: d.chatActive ? 1 : 0, now }).changes;
      return changed;
    }),
    /** After the whole list was read: the disputes it no longer names go, with their messages. */
    keepOnly(accountId: string, ids: string[]): number {
      return removeUnlisted.run(accountId, JSON.stringify(ids)).changes;
    },
    /** Disputes whose last message is not the one their stored messages go up to: open ones first, then newest. */
    staleMessages(accountId: string, limit: number) {
      return stale.all(accountId, limit);
    },
    /** A dispute's messages as read, in place of those read before, up to the last message of `lastMessageAt`. */
    replaceMessages: db.transaction(
      (accountId: string, disputeId: string, list: DisputeMessageRecord[], lastMessageAt: number | null) => {
        clearRead.run(accountId, disputeId);
        for (const m of list) message(accountId, disputeId, m);
        setMessagesFor.run(lastMessageAt ?? 0, accountId, disputeId);
      },
    ),
    /** A reply written here, waiting with its change. */
    addLocal(accountId: string, disputeId: string, m: DisputeMessageRecord, changeId: number): void {
      message(accountId, disputeId, m, changeId);
    },
    /** The marketplace's message in place of the reply that waited for it. */
    settle(accountId: string, disputeId: string, localId: string, sent: DisputeMessageRecord): void {
      removeMessage.run(accountId, disputeId, localId);
      if (hasMessage.get(accountId, disputeId, sent.id)!.n === 0) message(accountId, disputeId, sent);
    },
    removeMessage(accountId: string, disputeId: string, id: string): void {
      removeMessage.run(accountId, disputeId, id);
    },
    get: (accountId: string, id: string) => one.get(accountId, id),
    listOffset: (accountId: string): number => getOffset.get(accountId)?.next_offset ?? 0,
    setListOffset: (accountId: string, offset: number): void => void setOffset.run(accountId, offset),
    count: (accountId: string): number => count.get(accountId)!.n,
  };
}

export type DisputesRepo = ReturnType<typeof createDisputesRepo>;
