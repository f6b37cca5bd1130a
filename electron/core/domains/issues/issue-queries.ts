import type { IssueListQuery } from '../../../../shared/contract/issues';
import type { ClaimDecision, IssueDetail, IssueRow } from '../../../../shared/issues';
import type { Money } from '../../../../shared/money';
import type { Page } from '../../../../shared/page';
import { AppError } from '../../kernel/errors';
import { chatMessageOf, chatMessagesSql, firstError, type ChatMessageRow } from '../case-chat/chat-view';
import type { Db } from '../../db/open';
import { issueExtrasFrom } from './issue-records';
import { iso } from '../../kernel/time/iso';
import { issueWaiting } from './issues-repo';

interface Row {
  id: string;
  type: string;
  reference_number: string | null;
  order_id: string | null;
  buyer_login: string | null;
  subject: string | null;
  reason_type: string | null;
  status: string;
  chat_active: number;
  return_required: number | null;
  decision_due_at: number | null;
  opened_at: number;
  last_message_at: number | null;
  last_message_status: string | null;
  messages_count: number;
  raw: string;
}

interface DecisionRow {
  id: number;
  state: string;
  errors: string | null;
  fields: string;
}

const columns = `id, type, reference_number, order_id, buyer_login, subject, reason_type, status, chat_active,
  return_required, decision_due_at, opened_at, last_message_at, last_message_status, messages_count, raw`;
/** Issues waiting for the seller first, then the latest message first. */
const ordering = `ORDER BY (${issueWaiting}) DESC, coalesce(last_message_at, opened_at) DESC, id`;
const filter = `account_id = ? AND (? IS NULL OR type = ?) AND (? = 0 OR ${issueWaiting})`;

const rowOf = (r: Row): IssueRow => ({
  id: r.id,
  type: r.type,
  referenceNumber: r.reference_number,
  orderId: r.order_id,
  buyerLogin: r.buyer_login,
  subject: r.subject,
  status: r.status,
  chatActive: r.chat_active === 1,
  returnRequired: r.return_required === null ? null : r.return_required === 1,
  decisionDueAt: iso(r.decision_due_at),
  openedAt: iso(r.opened_at),
  lastMessageAt: iso(r.last_message_at),
  lastMessageStatus: r.last_message_status,
  messagesCount: r.messages_count,
});

/** What the issues screens ask, from the local copy only. */
export function createIssueQueries(db: Db) {
  const page = db.prepare<[string, string | null, string | null, number, number, number], Row>(
    `SELECT ${columns} FROM issues WHERE ${filter} ${ordering} LIMIT ? OFFSET ?`,
  );
  const total = db.prepare<[string, string | null, string | null, number], { n: number }>(
    `SELECT count(*) AS n FROM issues WHERE ${filter}`,
  );
  const one = db.prepare<[string, string], Row>(
    `SELECT ${columns} FROM issues WHERE account_id = ? AND id = ?`,
  );
  const messages = db.prepare<[string, string], ChatMessageRow>(
    chatMessagesSql({ messages: 'issue_messages', key: 'issue_id' }),
  );
  // The seller's decision still on its way, or refused (shown with the marketplace's words until dropped or retried).
  const decision = db.prepare<[string, string], DecisionRow>(
    `SELECT id, state, errors, fields FROM outbox_changes
     WHERE account_id = ? AND entity_type = 'issue' AND entity_id = ? AND kind = 'issue.decision'
       AND state IN ('queued', 'sending', 'confirming', 'failed')
     ORDER BY id DESC LIMIT 1`,
  );

  function decisionOf(accountId: string, issueId: string): IssueDetail['decision'] {
    const row = decision.get(accountId, issueId);
    if (!row) return null;
    const fields = JSON.parse(row.fields) as {
      decision: ClaimDecision;
      decisionMessage?: string;
      partialRefund?: Money;
    };
    return {
      changeId: row.id,
      decision: fields.decision,
      message: fields.decisionMessage ?? '',
      partialRefund: fields.partialRefund ?? null,
      state: row.state === 'failed' ? 'failed' : 'waiting',
      error: row.state === 'failed' ? firstError(row.errors) : null,
    };
  }

  return {
    list(accountId: string, query: IssueListQuery): Page<IssueRow> {
      const type = query.type ?? null;
      const waiting = query.waiting ? 1 : 0;
      return {
        rows: page.all(accountId, type, type, waiting, query.limit, query.offset).map(rowOf),
        total: total.get(accountId, type, type, waiting)!.n,
      };
    },
    get(accountId: string, issueId: string): IssueDetail {
      const row = one.get(accountId, issueId);
      if (!row) throw new AppError('NOT_FOUND', `Issue ${issueId} is not in the local copy.`);
      return {
        ...rowOf(row),
        reasonType: row.reason_type,
        ...issueExtrasFrom(row.raw),
        messages: messages.all(accountId, issueId).map(chatMessageOf),
        decision: decisionOf(accountId, issueId),
      };
    },
  };
}

export type IssueQueries = ReturnType<typeof createIssueQueries>;
