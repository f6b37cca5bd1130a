import { existsSync, readFileSync } from 'node:fs';
import { downloadName, filePath, safeFileName } from '../../kernel/attachment-files';
import { writePrivateFile } from '../../kernel/private-files';
import type {
  AttachmentFile,
  MessageOrderChoice,
  MessageThread,
  ThreadMessage,
} from '../../../../shared/messages';
import type { Page } from '../../../../shared/page';
import type { Language } from '../../../../shared/settings';
import type { Db } from '../../db/open';
import type { MarketClient } from '../../market/client';
import { seg } from '../../shipping/gateway';
import { createMessagesRepo, type ThreadQuery } from './messages-repo';
import { messagesText } from './messages-text';

export interface MessageServiceDeps {
  db: Db;
  dataDir: string;
  client: (accountId: string) => Promise<MarketClient>;
  language: () => Language;
}

/**
 * The message center's reads: from the local copy only (offline too), except an attachment's bytes, which are
 * downloaded once and then kept in the data folder.
 */
export function createMessageService(deps: MessageServiceDeps) {
  const repo = createMessagesRepo(deps.db);
  const buyerOf = deps.db.prepare<[string, string], { buyer_login: string }>(
    'SELECT buyer_login FROM orders WHERE account_id = ? AND id = ?',
  );
  const attachmentsOf = deps.db.prepare<[string, string], { attachments: string }>(
    `SELECT m.attachments FROM messages m, json_each(m.attachments) a
     WHERE m.account_id = ? AND json_extract(a.value, '$.id') = ? LIMIT 1`,
  );

  return {
    list: (accountId: string, q: ThreadQuery): Page<MessageThread> => repo.list(accountId, q),
    /** The orders of a thread's buyer a reply can be about (the 2026 marketplace takes none without one). */
    buyerOrders(accountId: string, threadId: string): MessageOrderChoice[] {
      const thread = repo.thread(accountId, threadId);
      if (!thread) throw messagesText.error('NOT_FOUND', 'threadUnknown', deps.language(), { id: threadId });
      return repo.ordersOf(accountId, thread.login);
    },
    thread(accountId: string, threadId: string): { thread: MessageThread; messages: ThreadMessage[] } {
      const thread = repo.view(accountId, threadId);
      if (!thread) throw messagesText.error('NOT_FOUND', 'threadUnknown', deps.language(), { id: threadId });
      return { thread, messages: repo.messages(accountId, threadId) };
    },
    /** The threads about an order, or with its buyer. */
    ofOrder(accountId: string, orderId: string): MessageThread[] {
      return repo.ofOrder(accountId, orderId, buyerOf.get(accountId, orderId)?.buyer_login ?? '');
    },
    unread: (accountId: string): number => repo.unread(accountId),
    /** An attachment's bytes: from the data folder once downloaded, else from the marketplace (then kept). */
    async attachment(accountId: string, attachmentId: string): Promise<AttachmentFile> {
      const row = attachmentsOf.get(accountId, attachmentId);
      const info = row
        ? (
            JSON.parse(row.attachments) as { id: string | null; fileName: string; mimeType: string | null }[]
          ).find((a) => a.id === attachmentId)
        : undefined;
      if (!info) throw messagesText.error('NOT_FOUND', 'attachmentUnknown', deps.language());
      // The buyer named the file: saved under a safe name, with its extension only when it is an allowed one.
      const stored = `message-files/downloads/${safeFileName(attachmentId)}-${downloadName(info.fileName)}`;
      const file = filePath(deps.dataDir, stored);
      let bytes: Buffer;
      if (existsSync(file)) bytes = readFileSync(file);
      else {
        const client = await deps.client(accountId);
        const answer = await client.request<Buffer>({
          method: 'GET',
          path: `/messaging/message-attachments/${seg(attachmentId)}`,
          accept: 'octet-stream',
          idempotent: true,
        });
        bytes = answer.data;
        writePrivateFile(file, bytes);
      }
      return {
        fileName: info.fileName,
        mimeType: info.mimeType ?? 'application/octet-stream',
        base64: bytes.toString('base64'),
      };
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
