import { createCaseChatRepo } from '../case-chat/chat-repo';
import type { Db } from '../../db/open';
import type { IssueRecord } from './issue-records';

/** The SQL condition of an issue waiting for the seller: a claim not decided, a dispute going on. */
export const issueWaiting = "status IN ('CLAIM_SUBMITTED', 'DISPUTE_ONGOING')";

/**
 * The post-purchase issues of each account and their chats (the chat's invariants are in case-chat/chat-repo.ts):
 * the issue rows themselves are written here, page by page, and a decision the marketplace took is shown at once.
 */
export function createIssuesRepo(db: Db) {
  // ON CONFLICT DO UPDATE, not REPLACE: REPLACE would delete the row and cascade away its chat.
  const upsert = db.prepare(
    `INSERT INTO issues (account_id, id, type, reference_number, order_id, buyer_login, subject, reason_type, status,
       chat_active, return_required, decision_due_at, opened_at, last_message_at, last_message_status,
       messages_count, raw, stored_at)
     VALUES (@accountId, @id, @type, @referenceNumber, @orderId, @buyerLogin, @subject, @reasonType, @status,
       @chatActive, @returnRequired, @decisionDueAt, @openedAt, @lastMessageAt, @lastMessageStatus,
       @messagesCount, @raw, @now)
     ON CONFLICT (account_id, id) DO UPDATE SET type = excluded.type, reference_number = excluded.reference_number,
       order_id = excluded.order_id, buyer_login = excluded.buyer_login, subject = excluded.subject,
       reason_type = excluded.reason_type, status = excluded.status, chat_active = excluded.chat_active,
       return_required = excluded.return_required, decision_due_at = excluded.decision_due_at,
       opened_at = excluded.opened_at, last_message_at = excluded.last_message_at,
       last_message_status = excluded.last_message_status, messages_count = excluded.messages_count,
       raw = excluded.raw, stored_at = excluded.stored_at
     WHERE issues.raw <> excluded.raw`,
  );
  const one = db.prepare<
    [string, string],
    {
      id: string;
      type: string;
      status: string;
      chatActive: number;
      label: string;
      lastMessageAt: number | null;
    }
  >(
    `SELECT id, type, status, chat_active AS chatActive, coalesce(reference_number, subject, id) AS label,
       last_message_at AS lastMessageAt
     FROM issues WHERE account_id = ? AND id = ?`,
  );
  // The stored body keeps the old status, so the next list read (whose body has the new one) writes the row whole.
  const setStatus = db.prepare('UPDATE issues SET status = ? WHERE account_id = ? AND id = ?');

  return {
    ...createCaseChatRepo(db, {
      cases: 'issues',
      messages: 'issue_messages',
      key: 'issue_id',
      list: 'issue_list',
      waiting: issueWaiting,
    }),
    /** Stores the issues of a page; answers how many rows changed. */
    putIssues: db.transaction((accountId: string, list: IssueRecord[], now: number): number => {
      let changed = 0;
      for (const i of list) {
        changed += upsert.run({
          accountId,
          ...i,
          chatActive: i.chatActive ? 1 : 0,
          returnRequired: i.returnRequired === null ? null : i.returnRequired ? 1 : 0,
          now,
        }).changes;
      }
      return changed;
    }),
    get: (accountId: string, id: string) => one.get(accountId, id),
    /** The status the marketplace gave with the seller's decision, until the next list read brings the rest. */
    setStatus(accountId: string, id: string, status: string): void {
      setStatus.run(status, accountId, id);
    },
  };
}

export type IssuesRepo = ReturnType<typeof createIssuesRepo>;
