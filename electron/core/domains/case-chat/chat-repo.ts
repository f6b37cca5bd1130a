import type { Db } from '../../db/open';
import type { DisputeMessageRecord } from '../disputes/dispute-records';

/** The tables of one kind of case with a chat: the disputes (documents) or the post-purchase issues (2026). */
export interface CaseTables {
  cases: 'disputes' | 'issues';
  messages: 'dispute_messages' | 'issue_messages';
  /** The messages' column naming their case. */
  key: 'dispute_id' | 'issue_id';
  list: 'dispute_list' | 'issue_list';
  /** An SQL condition on a case row true for those waiting for the seller: they are read first. */
  waiting: string;
}

/**
 * The upsert of a case row from a list page, written only when the marketplace's body changed. ON CONFLICT DO
 * UPDATE, not REPLACE: REPLACE would delete the row and cascade away its chat. `columns` are the row's columns
 * besides its key, `raw` and `stored_at`, each bound by its camelCase name (`order_id` from `@orderId`).
 */
export function prepareCaseUpsert(db: Db, table: CaseTables['cases'], columns: readonly string[]) {
  const all = [...columns, 'raw', 'stored_at'];
  const param = (column: string): string =>
    column === 'stored_at' ? '@now' : `@${column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}`;
  return db.prepare(
    `INSERT INTO ${table} (account_id, id, ${all.join(', ')})
     VALUES (@accountId, @id, ${all.map(param).join(', ')})
     ON CONFLICT (account_id, id) DO UPDATE SET ${all.map((c) => `${c} = excluded.${c}`).join(', ')}
     WHERE ${table}.raw <> excluded.raw`,
  );
}

/**
 * What the disputes and the issues keep alike: a case's chat and where a list read spread over turns goes on.
 * Invariants: a case's messages read from the marketplace are replaced whole in one transaction, with the time of
 * the last message they go up to (`messages_for`); messages written here (`change_id` set) are left by the sync
 * until their change settles them.
 */
export function createCaseChatRepo(db: Db, t: CaseTables) {
  const removeUnlisted = db.prepare(
    `DELETE FROM ${t.cases} WHERE account_id = ? AND id NOT IN (SELECT value FROM json_each(?))`,
  );
  const stale = db.prepare<[string, number], { id: string; lastMessageAt: number | null; count: number }>(
    `SELECT id, last_message_at AS lastMessageAt, messages_count AS count FROM ${t.cases}
     WHERE account_id = ? AND messages_for IS NOT coalesce(last_message_at, 0)
     ORDER BY (${t.waiting}) DESC, coalesce(last_message_at, opened_at) DESC LIMIT ?`,
  );
  const clearRead = db.prepare(
    `DELETE FROM ${t.messages} WHERE account_id = ? AND ${t.key} = ? AND change_id IS NULL`,
  );
  const insertMessage = db.prepare(
    `INSERT OR IGNORE INTO ${t.messages} (account_id, ${t.key}, id, author_role, author_login, text, attachments,
       created_at, change_id)
     VALUES (@accountId, @caseId, @id, @role, @login, @text, @attachments, @createdAt, @changeId)`,
  );
  const setMessagesFor = db.prepare(`UPDATE ${t.cases} SET messages_for = ? WHERE account_id = ? AND id = ?`);
  const removeMessage = db.prepare(
    `DELETE FROM ${t.messages} WHERE account_id = ? AND ${t.key} = ? AND id = ?`,
  );
  const hasMessage = db.prepare<[string, string, string], { n: number }>(
    `SELECT count(*) AS n FROM ${t.messages} WHERE account_id = ? AND ${t.key} = ? AND id = ?`,
  );
  const getOffset = db.prepare<[string], { next_offset: number }>(
    `SELECT next_offset FROM ${t.list} WHERE account_id = ?`,
  );
  const setOffset = db.prepare(
    `INSERT INTO ${t.list} (account_id, next_offset) VALUES (?, ?)
     ON CONFLICT (account_id) DO UPDATE SET next_offset = excluded.next_offset`,
  );
  const count = db.prepare<[string], { n: number }>(
    `SELECT count(*) AS n FROM ${t.cases} WHERE account_id = ?`,
  );

  const message = (
    accountId: string,
    caseId: string,
    m: DisputeMessageRecord,
    changeId: number | null = null,
  ) =>
    insertMessage.run({
      accountId,
      caseId,
      id: m.id,
      role: m.role,
      login: m.login,
      text: m.text,
      attachments: JSON.stringify(m.attachments),
      createdAt: m.createdAt,
      changeId,
    }).changes;

  return {
    /** After the whole list was read: the cases it no longer names go, with their messages. */
    keepOnly(accountId: string, ids: string[]): number {
      return removeUnlisted.run(accountId, JSON.stringify(ids)).changes;
    },
    /** Cases whose last message is not the one their stored messages go up to: waiting ones first, then newest. */
    staleMessages(accountId: string, limit: number) {
      return stale.all(accountId, limit);
    },
    /** A case's messages as read, in place of those read before, up to the last message of `lastMessageAt`. */
    replaceMessages: db.transaction(
      (accountId: string, caseId: string, list: DisputeMessageRecord[], lastMessageAt: number | null) => {
        clearRead.run(accountId, caseId);
        for (const m of list) message(accountId, caseId, m);
        setMessagesFor.run(lastMessageAt ?? 0, accountId, caseId);
      },
    ),
    /** A message written here, waiting with its change. */
    addLocal(accountId: string, caseId: string, m: DisputeMessageRecord, changeId: number): void {
      message(accountId, caseId, m, changeId);
    },
    /** The marketplace's message in place of the one that waited for it. */
    settle(accountId: string, caseId: string, localId: string, sent: DisputeMessageRecord): void {
      removeMessage.run(accountId, caseId, localId);
      if (hasMessage.get(accountId, caseId, sent.id)!.n === 0) message(accountId, caseId, sent);
    },
    removeMessage(accountId: string, caseId: string, id: string): void {
      removeMessage.run(accountId, caseId, id);
    },
    listOffset: (accountId: string): number => getOffset.get(accountId)?.next_offset ?? 0,
    setListOffset: (accountId: string, offset: number): void => void setOffset.run(accountId, offset),
    count: (accountId: string): number => count.get(accountId)!.n,
  };
}

export type CaseChatRepo = ReturnType<typeof createCaseChatRepo>;
