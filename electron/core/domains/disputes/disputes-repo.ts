import { createCaseChatRepo, prepareCaseUpsert } from '../case-chat/chat-repo';
import type { Db } from '../../db/open';
import type { DisputeRecord } from './dispute-records';

/**
 * The disputes of each account and their messages (the chat's invariants are in case-chat/chat-repo.ts): the
 * dispute rows themselves are written here, page by page.
 */
export function createDisputesRepo(db: Db) {
  const upsert = prepareCaseUpsert(db, 'disputes', [
    'order_id',
    'buyer_login',
    'subject',
    'status',
    'chat_active',
    'opened_at',
    'last_message_at',
    'last_message_status',
    'messages_count',
  ]);
  const one = db.prepare<
    [string, string],
    { id: string; chatActive: number; status: string; subject: string | null; lastMessageAt: number | null }
  >(
    `SELECT id, chat_active AS chatActive, status, subject, last_message_at AS lastMessageAt FROM disputes
     WHERE account_id = ? AND id = ?`,
  );

  return {
    ...createCaseChatRepo(db, {
      cases: 'disputes',
      messages: 'dispute_messages',
      key: 'dispute_id',
      list: 'dispute_list',
      waiting: "status = 'ONGOING'",
    }),
    /** Stores the disputes of a page; answers how many rows changed. */
    putDisputes: db.transaction((accountId: string, list: DisputeRecord[], now: number): number => {
      let changed = 0;
      for (const d of list)
        changed += upsert.run({ accountId, ...d, chatActive: d.chatActive ? 1 : 0, now }).changes;
      return changed;
    }),
    get: (accountId: string, id: string) => one.get(accountId, id),
  };
}

export type DisputesRepo = ReturnType<typeof createDisputesRepo>;
