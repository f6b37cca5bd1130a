import type { MessageAttachment, MessageThread, ThreadMessage } from '../../../../shared/messages';
import type { Db } from '../../db/open';
import { iso } from '../../kernel/time/iso';
import { createThreadMoves } from './thread-moves';

/** Which threads a list shows. */
export interface ThreadQuery {
  unread: boolean;
  type?: string | null | undefined;
  offset: number;
  limit: number;
}

/** A thread as the list answers it. */
export interface ListedThread {
  id: string;
  login: string;
  /** As the marketplace sent it (COMMON where it sent none). */
  type: string;
  subType: string | null;
  read: boolean;
  /** ms, or null. */
  lastMessageAt: number | null;
  raw: string;
}

/** A message as the local copy keeps it; `attachments` as the screen shows them, plus a local file's path. */
export type StoredMessage = Omit<ThreadMessage, 'createdAt' | 'attachments' | 'state' | 'error'> & {
  /** Epoch milliseconds. */
  createdAt: number;
  attachments: (MessageAttachment & { path?: string })[];
  changeId: number | null;
};

interface ThreadRow {
  id: string;
  login: string;
  type: string;
  read: number;
  last_message_at: number | null;
  messages_for: number | null;
}

interface MessageRow {
  id: string;
  thread_id: string;
  from_buyer: number;
  author_login: string;
  author_role: string | null;
  text: string;
  created_at: number;
  order_id: string | null;
  offer_id: string | null;
  attachments: string;
  change_id: number | null;
  state: string | null;
  errors: string | null;
}

/** The seller's `thread.read` on its way: the sync keeps such a thread read. */
const readWaiting = `EXISTS (SELECT 1 FROM outbox_changes c WHERE c.account_id = message_threads.account_id
  AND c.entity_type = 'thread' AND c.entity_id = message_threads.id AND c.kind = 'thread.read'
  AND c.state IN ('queued', 'sending', 'confirming'))`;

const threadColumns = `t.id, t.login, t.type, t.sub_type, t.read, t.last_message_at,
  (SELECT m.text FROM messages m WHERE m.account_id = t.account_id AND m.thread_id = t.id
    ORDER BY m.created_at DESC LIMIT 1) AS last_text,
  (SELECT m.order_id FROM messages m WHERE m.account_id = t.account_id AND m.thread_id = t.id
    AND m.order_id IS NOT NULL ORDER BY m.created_at DESC LIMIT 1) AS order_id,
  (SELECT count(*) FROM messages m WHERE m.account_id = t.account_id AND m.thread_id = t.id
    AND m.change_id IS NOT NULL) AS waiting`;

type ThreadViewRow = ThreadRow & {
  sub_type: string | null;
  last_text: string | null;
  order_id: string | null;
  waiting: number;
};

const threadView = (r: ThreadViewRow): MessageThread => ({
  id: r.id,
  login: r.login,
  type: r.type,
  subType: r.sub_type,
  read: r.read === 1,
  lastMessageAt: r.last_message_at === null ? null : iso(r.last_message_at),
  lastText: r.last_text,
  orderId: r.order_id,
  waiting: r.waiting,
});

const firstError = (errors: string | null): string | null => {
  const list = errors ? (JSON.parse(errors) as { userMessage?: string }[]) : [];
  return list[0]?.userMessage ?? null;
};

const storedMessage = (r: MessageRow): StoredMessage => ({
  id: r.id,
  threadId: r.thread_id,
  fromBuyer: r.from_buyer === 1,
  authorLogin: r.author_login,
  authorRole: r.author_role,
  text: r.text,
  createdAt: r.created_at,
  orderId: r.order_id,
  offerId: r.offer_id,
  attachments: JSON.parse(r.attachments) as StoredMessage['attachments'],
  changeId: r.change_id,
});

/** A stored message as the screen shows it: a local file's path stays in the main process. */
const messageView = (r: MessageRow): ThreadMessage => {
  const { changeId, createdAt, attachments, ...message } = storedMessage(r);
  return {
    ...message,
    createdAt: iso(createdAt),
    attachments: attachments.map((a) => ({ fileName: a.fileName, mimeType: a.mimeType, id: a.id })),
    state: changeId === null ? 'sent' : r.state === 'failed' ? 'failed' : 'waiting',
    error: changeId !== null && r.state === 'failed' ? firstError(r.errors) : null,
  };
};

/**
 * The message center's tables. Invariants: a thread's `read` stays 1 while the seller's `thread.read` waits; a
 * message written here keeps its local id until the marketplace's answer replaces it in one transaction; a
 * thread's `messages_for` moves only once its messages up to that time are stored.
 */
export function createMessagesRepo(db: Db) {
  const upsertThread = db.prepare(
    `INSERT INTO message_threads (account_id, id, login, type, sub_type, read, last_message_at, raw, stored_at)
     VALUES (@accountId, @id, @login, @type, @subType, @read, @lastMessageAt, @raw, @now)
     ON CONFLICT (account_id, id) DO UPDATE SET login = excluded.login, type = excluded.type,
       sub_type = excluded.sub_type,
       read = CASE WHEN ${readWaiting} THEN 1 ELSE excluded.read END,
       last_message_at = excluded.last_message_at, raw = excluded.raw, stored_at = excluded.stored_at
     WHERE message_threads.raw <> excluded.raw`,
  );
  const thread = db.prepare<[string, string], ThreadRow>(
    `SELECT id, login, type, read, last_message_at, messages_for FROM message_threads
     WHERE account_id = ? AND id = ?`,
  );
  // A thread started here (local-…) is not on the marketplace yet: nothing of it to read.
  const due = db.prepare<[string, number], ThreadRow>(
    `SELECT id, login, type, read, last_message_at, messages_for FROM message_threads
     WHERE account_id = ? AND coalesce(messages_for, -1) <> coalesce(last_message_at, 0) AND id NOT GLOB 'local-*'
     ORDER BY last_message_at DESC, id LIMIT ?`,
  );
  const newest = db.prepare<[string, string], { at: number | null }>(
    `SELECT max(created_at) AS at FROM messages WHERE account_id = ? AND thread_id = ? AND change_id IS NULL`,
  );
  const upsertMessage = db.prepare(
    `INSERT INTO messages (account_id, id, thread_id, from_buyer, author_login, author_role, text, created_at,
       order_id, offer_id, attachments, change_id)
     VALUES (@accountId, @id, @threadId, @fromBuyer, @authorLogin, @authorRole, @text, @createdAt, @orderId,
       @offerId, @attachments, @changeId)
     ON CONFLICT (account_id, id) DO UPDATE SET text = excluded.text, attachments = excluded.attachments,
       order_id = excluded.order_id, offer_id = excluded.offer_id, author_role = excluded.author_role
     WHERE messages.text <> excluded.text OR messages.attachments <> excluded.attachments
       OR messages.author_role IS NOT excluded.author_role OR messages.order_id IS NOT excluded.order_id`,
  );
  const setMessagesFor = db.prepare(
    'UPDATE message_threads SET messages_for = ? WHERE account_id = ? AND id = ?',
  );
  const setRead = db.prepare(
    'UPDATE message_threads SET read = ? WHERE account_id = ? AND id = ? AND read <> ?',
  );
  const removeMessage = db.prepare('DELETE FROM messages WHERE account_id = ? AND id = ?');
  const oneMessage = db.prepare<[string, string], MessageRow>(
    `SELECT m.*, c.state, c.errors FROM messages m LEFT JOIN outbox_changes c ON c.id = m.change_id
     WHERE m.account_id = ? AND m.id = ?`,
  );
  const ofThread = db.prepare<[string, string], MessageRow>(
    `SELECT m.*, c.state, c.errors FROM messages m LEFT JOIN outbox_changes c ON c.id = m.change_id
     WHERE m.account_id = ? AND m.thread_id = ? ORDER BY m.created_at, m.id`,
  );
  const list = db.prepare<[string, number, string | null, string | null, number, number], ThreadViewRow>(
    `SELECT ${threadColumns} FROM message_threads t
     WHERE t.account_id = ? AND (? = 0 OR t.read = 0) AND (? IS NULL OR t.type = ?)
     ORDER BY t.last_message_at DESC, t.id LIMIT ? OFFSET ?`,
  );
  const total = db.prepare<[string, number, string | null, string | null], { n: number }>(
    `SELECT count(*) AS n FROM message_threads
     WHERE account_id = ? AND (? = 0 OR read = 0) AND (? IS NULL OR type = ?)`,
  );
  const view = db.prepare<[string, string], ThreadViewRow>(
    `SELECT ${threadColumns} FROM message_threads t WHERE t.account_id = ? AND t.id = ?`,
  );
  const ofOrder = db.prepare<[string, string, string, string], ThreadViewRow>(
    `SELECT ${threadColumns} FROM message_threads t
     WHERE t.account_id = ? AND (t.id IN (SELECT thread_id FROM messages WHERE account_id = ? AND order_id = ?)
       OR t.login = ?)
     ORDER BY t.last_message_at DESC, t.id LIMIT 50`,
  );
  const unread = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM message_threads WHERE account_id = ? AND read = 0',
  );
  const count = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM message_threads WHERE account_id = ?',
  );

  const messageParams = (accountId: string, m: StoredMessage) => ({
    accountId,
    id: m.id,
    threadId: m.threadId,
    fromBuyer: m.fromBuyer ? 1 : 0,
    authorLogin: m.authorLogin,
    authorRole: m.authorRole,
    text: m.text,
    createdAt: m.createdAt,
    orderId: m.orderId,
    offerId: m.offerId,
    attachments: JSON.stringify(m.attachments),
    changeId: m.changeId,
  });

  return {
    /** Stores a listed thread; answers whether its row changed. */
    putThread: (accountId: string, t: ListedThread, now: number): boolean =>
      upsertThread.run({ accountId, ...t, read: t.read ? 1 : 0, now }).changes > 0,
    ...createThreadMoves(db),
    thread: (accountId: string, id: string) => thread.get(accountId, id),
    /** Threads whose messages the copy lacks (never read, or listed with newer activity), newest first. */
    due: (accountId: string, limit: number) => due.all(accountId, limit),
    /** The newest message from the marketplace the copy holds (ms), to read only those after it. */
    newestAt: (accountId: string, threadId: string): number | null =>
      newest.get(accountId, threadId)?.at ?? null,
    putMessage: (accountId: string, m: StoredMessage): boolean =>
      upsertMessage.run(messageParams(accountId, m)).changes > 0,
    messagesFor: (accountId: string, threadId: string, at: number) =>
      setMessagesFor.run(at, accountId, threadId),
    setRead: (accountId: string, threadId: string, read: boolean): boolean =>
      setRead.run(read ? 1 : 0, accountId, threadId, read ? 1 : 0).changes > 0,
    removeMessage: (accountId: string, id: string) => removeMessage.run(accountId, id),
    message: (accountId: string, id: string): StoredMessage | null => {
      const r = oneMessage.get(accountId, id);
      return r ? storedMessage(r) : null;
    },
    /** A thread's messages, oldest first, with the state of those written here. */
    messages: (accountId: string, threadId: string): ThreadMessage[] =>
      ofThread.all(accountId, threadId).map(messageView),
    /** Threads newest activity first: unread ones only, of one type only (as the marketplace names it). */
    list: (accountId: string, q: ThreadQuery) => {
      const type = q.type ?? null;
      return {
        rows: list.all(accountId, q.unread ? 1 : 0, type, type, q.limit, q.offset).map(threadView),
        total: total.get(accountId, q.unread ? 1 : 0, type, type)!.n,
      };
    },
    view: (accountId: string, id: string): MessageThread | null => {
      const r = view.get(accountId, id);
      return r ? threadView(r) : null;
    },
    /** The threads about an order, or with its buyer. */
    ofOrder: (accountId: string, orderId: string, buyerLogin: string): MessageThread[] =>
      ofOrder.all(accountId, accountId, orderId, buyerLogin).map(threadView),
    unread: (accountId: string): number => unread.get(accountId)!.n,
    count: (accountId: string): number => count.get(accountId)!.n,
  };
}

export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
