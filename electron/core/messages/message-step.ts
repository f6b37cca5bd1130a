import { readFileSync, rmSync } from 'node:fs';
import { runStep } from '../outbox/run-step';
import { dirname } from 'node:path';
import type { MessageFields } from '../../../shared/messages';
import { MarketError } from '../market/market-error';
import { arr, obj } from '../market/records/json';
import { seg } from '../shipping/gateway';
import type { ChangeRow } from '../outbox/change-repo';
import type { StepContext } from '../outbox/worker';
import { messageFrom } from './message-records';
import { createMessagesRepo, type StoredMessage } from './messages-repo';

/**
 * A reply found in `sending` may have been posted (a crash, a lost answer): the thread's messages after the newest
 * the copy held when it was written (the marketplace's own time, whatever this computer's clock says) are read,
 * and the seller's message with its text that no other reply here has taken is adopted instead of posting again.
 */
async function findPosted(
  ctx: StepContext,
  row: ChangeRow,
  fields: MessageFields,
): Promise<StoredMessage | null> {
  const client = await ctx.client(row.account_id);
  const page = await client.request<unknown>({
    method: 'GET',
    path: `/messaging/threads/${seg(row.entity_id)}/messages`,
    query: { limit: 20, ...(fields.after ? { after: fields.after } : {}) },
    idempotent: true,
  });
  const taken = ctx.db.prepare<[string, string, number], { n: number }>(
    `SELECT count(*) AS n FROM outbox_changes WHERE account_id = ? AND kind = 'message.send' AND operation = ?
       AND id <> ?`,
  );
  for (const item of arr(obj(page.data)?.messages)) {
    const message = messageFrom(item);
    if (
      !message.fromBuyer &&
      message.text === fields.text &&
      taken.get(row.account_id, message.id, row.id)!.n === 0
    )
      return message;
  }
  return null;
}

/** Declares, uploads and posts: the reply's files first (each declared by name and size, then its bytes). */
async function post(ctx: StepContext, row: ChangeRow, fields: MessageFields): Promise<StoredMessage> {
  const client = await ctx.client(row.account_id);
  const attachments: { id: string }[] = [];
  for (const file of fields.files ?? []) {
    const declared = await client.request<{ id: string }>({
      method: 'POST',
      path: '/messaging/message-attachments',
      body: { filename: file.name, size: file.size },
    });
    await client.request({
      method: 'PUT',
      path: `/messaging/message-attachments/${seg(declared.data.id)}`,
      raw: { bytes: readFileSync(file.path), contentType: file.mimeType },
      idempotent: true,
    });
    attachments.push({ id: declared.data.id });
  }
  const answer = await client.request<unknown>({
    method: 'POST',
    path: `/messaging/threads/${seg(row.entity_id)}/messages`,
    body: { text: fields.text, ...(attachments.length > 0 ? { attachments } : {}) },
  });
  return messageFrom(answer.data);
}

/**
 * One step of a message-center change. A reply posted replaces its waiting message with the marketplace's (and
 * its copied files go); refused, it stays, failed with the marketplace's words, until the seller retries or
 * discards it. A thread marked read is a PUT, the same when sent twice.
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
      repo.putMessage(row.account_id, { ...posted, threadId: row.entity_id });
    },
  });
  const first = fields.files?.[0];
  if (end === 'sent' && first) rmSync(dirname(first.path), { recursive: true, force: true });
}

/** A reply that will not be sent (discarded): its waiting message and copied files go. */
export function restoreMessage(db: StepContext['db'], row: ChangeRow): void {
  if (row.entity_type !== 'thread' || row.kind !== 'message.send') return;
  const fields = JSON.parse(row.fields) as MessageFields;
  if (fields.messageId) createMessagesRepo(db).removeMessage(row.account_id, fields.messageId);
  const first = fields.files?.[0];
  if (first) rmSync(dirname(first.path), { recursive: true, force: true });
}
