import { readFileSync } from 'node:fs';
import { dataDirOf, filePath, removeFolderOf } from '../../kernel/attachment-files';
import { runStep, type StepContext } from '../../outbox/step';
import type { MessageFields } from '../../../../shared/messages';
import type { MarketClient } from '../../market/client';
import { MarketError } from '../../market/market-error';
import { arr, obj, str } from '../../market/records/json';
import { seg } from '../../shipping/gateway';
import type { ChangeRow } from '../../outbox/change-repo';
import { messageFrom } from './message-records';
import { createMessagesRepo, type StoredMessage } from './messages-repo';
import { isLocalThread } from './thread-moves';

/** The 2026 marketplace's message center is read and written in beta.v1 (thread types, roles, ids). */
const betaOf = (client: MarketClient): { beta?: number } =>
  client.environment.api === '2026' ? { beta: 1 } : {};

/** The COMMON thread with a buyer, among those with the newest activity: where a message about an order went. */
async function threadWith(client: MarketClient, login: string): Promise<string | null> {
  const beta = betaOf(client);
  const page = await client.request<unknown>({
    method: 'GET',
    path: '/messaging/threads',
    query: beta.beta ? { type: 'COMMON' } : { limit: 20 },
    idempotent: true,
    ...beta,
  });
  const found = arr(obj(page.data)?.threads).find(
    (t) => str(obj(obj(t)?.interlocutor)?.login) === login && (str(obj(t)?.type) ?? 'COMMON') === 'COMMON',
  );
  return str(obj(found)?.id);
}

/**
 * A message found in `sending` may have been posted (a crash, a lost answer): the thread's messages after the
 * newest the copy held when it was written (the marketplace's own time, whatever this computer's clock says) are
 * read, and the seller's message with its text that no other message here has taken is adopted instead of posting
 * again. A thread started here is looked for among the buyer's threads first.
 */
async function findPosted(
  ctx: StepContext,
  row: ChangeRow,
  fields: MessageFields,
): Promise<StoredMessage | null> {
  const client = await ctx.client(row.account_id);
  const beta = betaOf(client);
  const threadId = isLocalThread(row.entity_id)
    ? await threadWith(client, fields.thread ?? '')
    : row.entity_id;
  if (threadId === null) return null;
  const after = fields.after ? { after: fields.after } : {};
  const page = await client.request<unknown>({
    method: 'GET',
    path: `/messaging/threads/${seg(threadId)}/messages`,
    query: beta.beta ? after : { limit: 20, ...after },
    idempotent: true,
    ...beta,
  });
  const taken = ctx.db.prepare<[string, string, number], { n: number }>(
    `SELECT count(*) AS n FROM outbox_changes WHERE account_id = ? AND kind IN ('message.send', 'message.start')
       AND operation = ? AND id <> ?`,
  );
  for (const item of arr(obj(page.data)?.messages)) {
    const message = messageFrom(item);
    if (
      !message.fromBuyer &&
      (message.authorRole === null || message.authorRole === 'SELLER') &&
      message.text === fields.text &&
      taken.get(row.account_id, message.id, row.id)!.n === 0
    )
      return message;
  }
  return null;
}

/**
 * Declares, uploads and posts: the message's files first (each declared by name and size, then its bytes). A
 * message about an order goes to its buyer with the order (`POST /messaging/messages`); a reply in a thread there.
 */
async function post(ctx: StepContext, row: ChangeRow, fields: MessageFields): Promise<StoredMessage> {
  const client = await ctx.client(row.account_id);
  const beta = betaOf(client);
  const attachments: { id: string }[] = [];
  // Every file found (a path out of the data folder refused) before anything is declared to the marketplace.
  const paths = (fields.files ?? []).map((file) => filePath(dataDirOf(ctx.db), file.path));
  for (const [index, file] of (fields.files ?? []).entries()) {
    const declared = await client.request<{ id: string }>({
      method: 'POST',
      path: '/messaging/message-attachments',
      body: { filename: file.name, size: file.size },
      ...beta,
    });
    await client.request({
      method: 'PUT',
      path: `/messaging/message-attachments/${seg(declared.data.id)}`,
      raw: { bytes: readFileSync(paths[index]!), contentType: file.mimeType },
      idempotent: true,
      ...beta,
    });
    attachments.push({ id: declared.data.id });
  }
  const files = attachments.length > 0 ? { attachments } : {};
  const answer =
    fields.via === 'order' && fields.orderId
      ? await client.request<unknown>({
          method: 'POST',
          path: '/messaging/messages',
          body: {
            recipient: { login: fields.thread },
            text: fields.text,
            order: { id: fields.orderId },
            ...files,
          },
          ...beta,
        })
      : await client.request<unknown>({
          method: 'POST',
          path: `/messaging/threads/${seg(row.entity_id)}/messages`,
          body: { text: fields.text, ...files },
          ...beta,
        });
  return messageFrom(answer.data);
}

/**
 * One step of a message-center change. A message posted replaces its waiting one with the marketplace's (and its
 * copied files go); about an order, it goes to the thread the marketplace put it in, which a thread started here
 * becomes. Refused (a message repeating the marketplace's own notices among others), it stays, failed with the
 * marketplace's words, until the seller retries or discards it. A thread marked read is a PUT, the same when sent
 * twice.
 */
export async function runMessage(ctx: StepContext, row: ChangeRow): Promise<void> {
  const repo = createMessagesRepo(ctx.db);
  const fields = JSON.parse(row.fields) as MessageFields;
  if (row.kind === 'thread.read') {
    await runStep(ctx, row, {
      send: async () => {
        const client = await ctx.client(row.account_id);
        await client.request({
          method: 'PUT',
          path: `/messaging/threads/${seg(row.entity_id)}/read`,
          body: { read: true },
          idempotent: true,
          ...betaOf(client),
        });
      },
      // A thread gone meanwhile (404) stays as it is; any other refusal shows it unread again.
      refused: (error) => {
        if (!(error instanceof MarketError && error.status === 404))
          repo.setRead(row.account_id, row.entity_id, false);
      },
    });
    return;
  }
  const end = await runStep(ctx, row, {
    send: async (resumed) =>
      (resumed ? await findPosted(ctx, row, fields) : null) ?? (await post(ctx, row, fields)),
    operationOf: (posted) => posted.id,
    confirmed: (posted) => {
      if (fields.messageId) repo.removeMessage(row.account_id, fields.messageId);
      const threadId = fields.via === 'order' ? posted.threadId : row.entity_id;
      if (threadId !== row.entity_id)
        repo.adopt(row.account_id, row.entity_id, threadId, fields.thread ?? '', posted.createdAt, ctx.now());
      repo.putMessage(row.account_id, {
        ...posted,
        threadId,
        orderId: posted.orderId ?? fields.orderId ?? null,
      });
    },
  });
  const first = fields.files?.[0];
  if (end === 'sent' && first) removeFolderOf(dataDirOf(ctx.db), first.path);
}

/** A message that will not be sent (discarded): its waiting message and copied files go, and a thread started here. */
export function restoreMessage(db: StepContext['db'], row: ChangeRow): void {
  if (row.entity_type !== 'thread' || row.kind === 'thread.read') return;
  const fields = JSON.parse(row.fields) as MessageFields;
  const repo = createMessagesRepo(db);
  if (fields.messageId) repo.removeMessage(row.account_id, fields.messageId);
  repo.dropLocalIfEmpty(row.account_id, row.entity_id);
  const first = fields.files?.[0];
  if (first) removeFolderOf(dataDirOf(db), first.path);
}
