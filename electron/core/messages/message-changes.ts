import { randomUUID } from 'node:crypto';
import type { FileChangeBuilderDeps } from '../outbox/builder-deps';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attachmentType, messageRules, type ReplyFile, type StoredReplyFile } from '../../../shared/messages';
import type { Change } from '../../../shared/outbox';
import type { Language } from '../../../shared/settings';
import { createMessagesRepo } from './messages-repo';
import { messagesText } from './messages-text';
import { iso } from '../time/iso';

export type MessageChangeDeps = FileChangeBuilderDeps;

/** The folder of a reply's copied files, by its local message id. */
export const replyFolder = (dataDir: string, messageId: string): string =>
  join(dataDir, 'message-files', messageId);

/** A file name safe on every file system, keeping its extension. */
const safeName = (name: string): string => name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(-120) || 'file';

/**
 * A reply in a thread and a thread marked read: each is checked, shown in the local copy at once and stored in the
 * outbox in one transaction; the worker sends it (message-step.ts). A reply waits under a local id, its files
 * copied into the data folder first.
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

  /** A reply to the buyer of a thread, with files; it shows at once as waiting. */
  function reply(accountId: string, threadId: string, text: string, files: ReplyFile[]): Change {
    const language = deps.language();
    checkReply(text, files, language);
    const thread = repo.thread(accountId, threadId);
    if (!thread) throw messagesText.error('NOT_FOUND', 'threadUnknown', language, { id: threadId });
    const messageId = `local-${randomUUID()}`;
    const folder = replyFolder(deps.dataDir, messageId);
    const stored: StoredReplyFile[] = files.map((file, index) => {
      const bytes = Buffer.from(file.base64, 'base64');
      mkdirSync(folder, { recursive: true });
      const path = join(folder, `${index}-${safeName(file.name)}`);
      writeFileSync(path, bytes);
      return { name: file.name, path, size: bytes.length, mimeType: attachmentType(file.name)! };
    });
    try {
      const id = db.transaction(() => {
        const now = deps.now();
        const newest = repo.newestAt(accountId, threadId);
        const changeId = changes.insert(
          {
            accountId,
            entityType: 'thread',
            entityId: threadId,
            kind: 'message.send',
            batchId: null,
            fields: {
              thread: thread.login,
              text,
              files: stored,
              messageId,
              after: newest === null ? null : iso(newest),
            },
            previous: {},
            request: { text },
          },
          now,
        );
        repo.putMessage(accountId, {
          id: messageId,
          threadId,
          fromBuyer: false,
          authorLogin: loginOf.get(accountId)?.login ?? '',
          text,
          createdAt: now,
          orderId: null,
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
      rmSync(folder, { recursive: true, force: true });
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

  return { reply, markRead };
}

export type MessageChanges = ReturnType<typeof createMessageChanges>;
