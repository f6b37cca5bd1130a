import { randomUUID } from 'node:crypto';
import type { FileChangeBuilderDeps } from '../../outbox/builder-deps';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { safeFileName, storeFile } from '../../kernel/attachment-files';
import {
  attachmentType,
  messageRules,
  type MessageFields,
  type ReplyFile,
  type StoredReplyFile,
} from '../../../../shared/messages';
import type { Change } from '../../../../shared/outbox';
import type { ApiGeneration, Language } from '../../../../shared/settings';
import { createMessagesRepo } from './messages-repo';
import { messagesText } from './messages-text';
import { iso } from '../../kernel/time/iso';
import { isLocalThread } from './thread-moves';

export interface MessageChangeDeps extends FileChangeBuilderDeps {
  /** The account's marketplace generation: the 2026 one takes a message only about an order. */
  generation: (accountId: string) => ApiGeneration;
}

/** A message about to be stored: where it shows, to whom, about which order, and how it is posted. */
interface Outgoing {
  threadId: string;
  login: string;
  kind: 'message.send' | 'message.start';
  via: 'thread' | 'order';
  orderId: string | null;
  text: string;
  files: ReplyFile[];
  /** A thread started here: stored with the message, under its local id. */
  newThread: boolean;
}

/** The folder of a reply's copied files, by its local message id, relative to the data folder. */
const replyFolder = (messageId: string): string => `message-files/${messageId}`;

/**
 * A reply in a thread, a message to the buyer of an order and a thread marked read: each is checked, shown in the
 * local copy at once and stored in the outbox in one transaction; the worker sends it (message-step.ts). A message
 * waits under a local id, its files copied into the data folder first; a message to a buyer with no thread in the
 * copy shows in a thread started here, under a local id too, until the marketplace names the thread.
 */
export function createMessageChanges(deps: MessageChangeDeps) {
  const { db, changes } = deps;
  const repo = createMessagesRepo(db);
  const loginOf = db.prepare<[string], { login: string }>('SELECT login FROM accounts WHERE id = ?');

  function checkReply(text: string, files: ReplyFile[], language: Language): void {
    if (text.trim() === '' || text.length > messageRules.textMax)
      throw messagesText.error('VALIDATION_FAILED', 'textLength', language, { max: messageRules.textMax });
    if (files.length > messageRules.maxAttachments)
      throw messagesText.error('VALIDATION_FAILED', 'filesCount', language, {
        max: messageRules.maxAttachments,
      });
    for (const file of files) {
      if (!attachmentType(file.name))
        throw messagesText.error('VALIDATION_FAILED', 'fileType', language, { name: file.name });
      if (Buffer.byteLength(file.base64, 'base64') > messageRules.attachmentMaxBytes)
        throw messagesText.error('VALIDATION_FAILED', 'fileSize', language, { name: file.name });
    }
  }

  /**
   * A reply to the buyer of a thread, with files; it shows at once as waiting. It is about `orderId` when the seller
   * picked one, else about the thread's own order. The 2026 marketplace takes none without an order: a COMMON
   * thread's reply goes to the buyer about that order (`POST /messaging/messages`, which keeps it in this thread),
   * a problem's reply is written in its thread.
   */
  function reply(
    accountId: string,
    threadId: string,
    text: string,
    files: ReplyFile[],
    orderId?: string,
  ): Change {
    const language = deps.language();
    checkReply(text, files, language);
    const thread = repo.thread(accountId, threadId);
    if (!thread) throw messagesText.error('NOT_FOUND', 'threadUnknown', language, { id: threadId });
    if (orderId !== undefined && repo.buyerOf(accountId, orderId) !== thread.login)
      throw messagesText.error('VALIDATION_FAILED', 'orderOfOther', language, {
        id: orderId,
        login: thread.login,
      });
    const about = orderId ?? repo.orderOf(accountId, threadId);
    const y2026 = deps.generation(accountId) === '2026';
    if (y2026 && about === null)
      throw messagesText.error('VALIDATION_FAILED', 'orderNeeded', language, { login: thread.login });
    const local = isLocalThread(threadId);
    return store(accountId, {
      threadId,
      login: thread.login,
      kind: local ? 'message.start' : 'message.send',
      via: local || (y2026 && thread.type === 'COMMON') ? 'order' : 'thread',
      orderId: about,
      text,
      files,
      newThread: false,
    });
  }

  /**
   * A message to the buyer of an order (`POST /messaging/messages` with the order): in the COMMON thread with them
   * when the copy has one, else in a thread started here. Both generations take it.
   */
  function write(accountId: string, orderId: string, text: string, files: ReplyFile[]): Change {
    const language = deps.language();
    checkReply(text, files, language);
    const login = repo.buyerOf(accountId, orderId);
    if (login === null) throw messagesText.error('NOT_FOUND', 'orderUnknown', language, { id: orderId });
    const known = repo.commonWith(accountId, login);
    return store(accountId, {
      threadId: known ?? `local-${randomUUID()}`,
      login,
      kind: 'message.start',
      via: 'order',
      orderId,
      text,
      files,
      newThread: known === null,
    });
  }

  function store(accountId: string, out: Outgoing): Change {
    const messageId = `local-${randomUUID()}`;
    const folder = replyFolder(messageId);
    try {
      // Each file is on the disk (flushed) before the transaction that names it commits.
      const stored: StoredReplyFile[] = out.files.map((file, index) => {
        const bytes = Buffer.from(file.base64, 'base64');
        const path = storeFile(deps.dataDir, folder, `${index}-${safeFileName(file.name)}`, bytes);
        return { name: file.name, path, size: bytes.length, mimeType: attachmentType(file.name)! };
      });
      const id = db.transaction(() => {
        const now = deps.now();
        if (out.newThread) repo.startLocal(accountId, out.threadId, out.login, now);
        const newest = repo.newestAt(accountId, out.threadId);
        const fields: MessageFields = {
          thread: out.login,
          text: out.text,
          files: stored,
          messageId,
          after: newest === null ? null : iso(newest),
          orderId: out.orderId,
          via: out.via,
        };
        const changeId = changes.insert(
          {
            accountId,
            entityType: 'thread',
            entityId: out.threadId,
            kind: out.kind,
            batchId: null,
            fields,
            previous: {},
            request: { text: out.text },
          },
          now,
        );
        repo.putMessage(accountId, {
          id: messageId,
          threadId: out.threadId,
          fromBuyer: false,
          authorLogin: loginOf.get(accountId)?.login ?? '',
          authorRole: null,
          text: out.text,
          createdAt: now,
          orderId: out.orderId,
          offerId: null,
          attachments: stored.map((f) => ({
            fileName: f.name,
            mimeType: f.mimeType,
            id: null,
            path: f.path,
          })),
          changeId,
        });
        return changeId;
      })();
      return done(id);
    } catch (error) {
      rmSync(join(deps.dataDir, folder), { recursive: true, force: true });
      throw error;
    }
  }

  /** Marks a thread read (at once here; the outbox tells the marketplace). Null when it is read already. */
  function markRead(accountId: string, threadId: string): Change | null {
    const language = deps.language();
    const id = db.transaction(() => {
      const thread = repo.thread(accountId, threadId);
      if (!thread) throw messagesText.error('NOT_FOUND', 'threadUnknown', language, { id: threadId });
      if (!repo.setRead(accountId, threadId, true)) return null;
      return changes.insert(
        {
          accountId,
          entityType: 'thread',
          entityId: threadId,
          kind: 'thread.read',
          batchId: null,
          fields: { thread: thread.login, read: true },
          previous: { read: false },
          request: { read: true },
        },
        deps.now(),
      );
    })();
    return id === null ? null : done(id);
  }

  function done(id: number): Change {
    deps.changed(['messages', 'outbox']);
    deps.wake();
    return deps.view(id);
  }

  return { reply, write, markRead };
}

export type MessageChanges = ReturnType<typeof createMessageChanges>;
