import { createCaseChatRepo, prepareCaseUpsert } from '../case-chat/chat-repo';
import type { Db } from '../../db/open';
import type { IssueRecord } from './issue-records';

/** The SQL condition of an issue waiting for the seller: a claim not decided, a dispute going on. */
export const issueWaiting = "status IN ('CLAIM_SUBMITTED', 'DISPUTE_ONGOING')";

/**
 * The post-purchase issues of each account and their chats (the chat's invariants are in case-chat/chat-repo.ts):
 * the issue rows themselves are written here, page by page, and a decision the marketplace took is shown at once.
 */
export function createIssuesRepo(db: Db) {
  const upsert = prepareCaseUpsert(db, 'issues', [
    'type',
    'reference_number',
    'order_id',
    'buyer_login',
    'subject',
    'reason_type',
    'status',
    'chat_active',
    'return_required',
    'decision_due_at',
    'opened_at',
    'last_message_at',
    'last_message_status',
    'messages_count',
  ]);
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
