import type { DisputeListQuery } from '../../../../shared/contract/disputes';
import { disputeStatusOf, type DisputeDetail, type DisputeRow } from '../../../../shared/disputes';
import type { Page } from '../../../../shared/page';
import { AppError } from '../../kernel/errors';
import { chatMessageOf, chatMessagesSql, type ChatMessageRow } from '../case-chat/chat-view';
import type { Db } from '../../db/open';
import { iso } from '../../kernel/time/iso';

interface Row {
  id: string;
  order_id: string | null;
  buyer_login: string | null;
  subject: string | null;
  status: string;
  chat_active: number;
  opened_at: number;
  last_message_at: number | null;
  last_message_status: string | null;
  messages_count: number;
}

const columns = `id, order_id, buyer_login, subject, status, chat_active, opened_at, last_message_at,
  last_message_status, messages_count`;
/** Open disputes first (they wait for the seller), then the latest message first. */
const ordering = `ORDER BY (status = 'ONGOING') DESC, coalesce(last_message_at, opened_at) DESC, id`;

const rowOf = (r: Row): DisputeRow => ({
  id: r.id,
  orderId: r.order_id,
  buyerLogin: r.buyer_login,
  subject: r.subject,
  status: disputeStatusOf(r.status),
  chatActive: r.chat_active === 1,
  openedAt: iso(r.opened_at),
  lastMessageAt: iso(r.last_message_at),
  lastMessageStatus: r.last_message_status,
  messagesCount: r.messages_count,
});

/** What the disputes screens ask, from the local copy only. */
export function createDisputeQueries(db: Db) {
  const page = db.prepare<[string, string | null, string | null, number, number], Row>(
    `SELECT ${columns} FROM disputes WHERE account_id = ? AND (? IS NULL OR status = ?) ${ordering} LIMIT ? OFFSET ?`,
  );
  const total = db.prepare<[string, string | null, string | null], { n: number }>(
    'SELECT count(*) AS n FROM disputes WHERE account_id = ? AND (? IS NULL OR status = ?)',
  );
  const one = db.prepare<[string, string], Row>(
    `SELECT ${columns} FROM disputes WHERE account_id = ? AND id = ?`,
  );
  const ofOrder = db.prepare<[string, string], Row>(
    `SELECT ${columns} FROM disputes WHERE account_id = ? AND order_id = ? ${ordering}`,
  );
  const open = db.prepare<[string], { n: number }>(
    "SELECT count(*) AS n FROM disputes WHERE account_id = ? AND status = 'ONGOING'",
  );
  const messages = db.prepare<[string, string], ChatMessageRow>(
    chatMessagesSql({ messages: 'dispute_messages', key: 'dispute_id' }),
  );

  return {
    list(accountId: string, query: DisputeListQuery): Page<DisputeRow> {
      const status = query.status ?? null;
      return {
        rows: page.all(accountId, status, status, query.limit, query.offset).map(rowOf),
        total: total.get(accountId, status, status)!.n,
      };
    },
    get(accountId: string, disputeId: string): DisputeDetail {
      const row = one.get(accountId, disputeId);
      if (!row) throw new AppError('NOT_FOUND', `Dispute ${disputeId} is not in the local copy.`);
      return { ...rowOf(row), messages: messages.all(accountId, disputeId).map(chatMessageOf) };
    },
    ofOrder: (accountId: string, orderId: string): DisputeRow[] => ofOrder.all(accountId, orderId).map(rowOf),
    openCount: (accountId: string): number => open.get(accountId)!.n,
  };
}

export type DisputeQueries = ReturnType<typeof createDisputeQueries>;
