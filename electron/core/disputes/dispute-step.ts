import { readFileSync, rmSync } from 'node:fs';
import { runStep } from '../outbox/run-step';
import { disputeMessageFrom, type DisputeMessageRecord } from '../market/records/dispute';
import { arr, obj, str } from '../market/records/json';
import type { MarketClient } from '../market/client';
import type { ChangeRow } from '../outbox/change-repo';
import type { StepContext } from '../outbox/worker';
import type { DisputeReplyRequest } from './dispute-changes';
import { createDisputesRepo } from './disputes-repo';

const ATTACHMENTS = '/sale/dispute-attachments';
const PAGE = 100;

/** How far a reply got, kept with its change so a step that resumes never declares or uploads twice. */
interface Progress {
  attachmentId?: string;
  uploadPath?: string;
  uploaded?: boolean;
  /** The message's POST may have gone out: a resumed step reads the messages first. */
  posting?: boolean;
  /** The marketplace's id of the message, once posted. */
  messageId?: string;
}

const messagesPath = (disputeId: string) => `/sale/disputes/${encodeURIComponent(disputeId)}/messages`;

/** The path of an upload address (the marketplace's `Location`), sent through the same client. */
function uploadPath(location: string | undefined, id: string): string {
  if (!location) return `${ATTACHMENTS}/${encodeURIComponent(id)}`;
  const path = new URL(location, 'http://upload.invalid').pathname;
  const at = path.indexOf(ATTACHMENTS);
  return at >= 0 ? path.slice(at) : path;
}

/**
 * A reply found in `sending` may have been posted (a crash, a lost answer): the dispute's messages are read, and a
 * seller's message with its text and file, written since the change was stored and not taken by another reply, is
 * adopted instead of posting a second one. "Since" is the marketplace's own time of the last message the copy knew
 * when the reply was written, so the two clocks are never compared.
 */
async function findPosted(
  ctx: StepContext,
  client: MarketClient,
  row: ChangeRow,
  request: DisputeReplyRequest,
): Promise<DisputeMessageRecord | null> {
  const all: DisputeMessageRecord[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await client.request({
      method: 'GET',
      path: messagesPath(request.disputeId),
      query: { limit: PAGE, offset },
      idempotent: true,
    });
    const items = arr(obj(page.data)?.messages);
    all.push(...items.map(disputeMessageFrom));
    if (items.length < PAGE) break;
  }
  const taken = ctx.db.prepare<[string, string, number], { n: number }>(
    `SELECT count(*) AS n FROM outbox_changes WHERE account_id = ? AND kind = 'dispute.reply'
       AND json_extract(operation, '$.messageId') = ? AND id <> ?`,
  );
  return (
    all.find(
      (m) =>
        m.role === 'SELLER' &&
        (m.text ?? null) === request.text &&
        (m.attachments[0]?.fileName ?? null) === (request.file?.name ?? null) &&
        m.createdAt > request.after &&
        taken.get(row.account_id, m.id, row.id)!.n === 0,
    ) ?? null
  );
}

/** The reply's file on the marketplace: declared (name, size), then uploaded once to the address answered. */
async function attach(
  ctx: StepContext,
  client: MarketClient,
  row: ChangeRow,
  file: NonNullable<DisputeReplyRequest['file']>,
  progress: Progress,
): Promise<string> {
  const save = () =>
    ctx.changes.move(row.id, 'sending', 'sending', ctx.now(), {
      attempts: row.attempts,
      operation: JSON.stringify(progress),
    });
  if (!progress.attachmentId) {
    const declared = await client.request({
      method: 'POST',
      path: ATTACHMENTS,
      body: { fileName: file.name, size: file.size },
    });
    const id = str(obj(declared.data)?.id);
    if (!id) throw new Error('The marketplace answered the attachment without its id.');
    progress.attachmentId = id;
    progress.uploadPath = uploadPath(declared.location, id);
    save();
  }
  if (!progress.uploaded) {
    await client.request({
      method: 'PUT',
      path: progress.uploadPath ?? uploadPath(undefined, progress.attachmentId),
      raw: { bytes: readFileSync(file.path), contentType: file.type },
      idempotent: false,
    });
    progress.uploaded = true;
    save();
  }
  return progress.attachmentId;
}

/**
 * One step of a dispute reply: the file (if any) declared and uploaded, then the message posted; each stage kept
 * with the change, and a reply resumed in `sending` looked for among the dispute's messages before it is posted.
 * Confirmed, the marketplace's message takes the waiting one's place and the copied file goes; refused, the reply
 * stays shown as failed with the marketplace's words until the seller retries or discards it.
 */
export async function runDisputeReply(ctx: StepContext, row: ChangeRow): Promise<void> {
  const repo = createDisputesRepo(ctx.db);
  const request = JSON.parse(row.request ?? '{}') as DisputeReplyRequest;
  const progress = (row.operation ? JSON.parse(row.operation) : {}) as Progress;
  const end = await runStep(ctx, row, {
    send: async (resumed) => {
      const client = await ctx.client(row.account_id);
      const found = resumed && progress.posting ? await findPosted(ctx, client, row, request) : null;
      if (found) return found;
      const attachmentId = request.file ? await attach(ctx, client, row, request.file, progress) : null;
      progress.posting = true;
      ctx.changes.move(row.id, 'sending', 'sending', ctx.now(), {
        attempts: row.attempts,
        operation: JSON.stringify(progress),
      });
      const answer = await client.request({
        method: 'POST',
        path: messagesPath(request.disputeId),
        body: {
          ...(request.text !== null ? { text: request.text } : {}),
          ...(attachmentId ? { attachment: { id: attachmentId } } : {}),
          type: 'REGULAR',
        },
      });
      return disputeMessageFrom(answer.data);
    },
    operationOf: (message) => JSON.stringify({ ...progress, messageId: message.id }),
    confirmed: (message) => repo.settle(row.account_id, request.disputeId, request.localId, message),
  });
  if (end === 'sent' && request.file) rmSync(request.file.path, { force: true });
}

/** A reply discarded: its waiting message and its copied file go. Runs in the transaction that ends the change. */
export function discardDisputeReply(ctx: Pick<StepContext, 'db'>, row: ChangeRow): void {
  if (row.entity_type !== 'dispute') return;
  const request = JSON.parse(row.request ?? '{}') as DisputeReplyRequest;
  createDisputesRepo(ctx.db).removeMessage(row.account_id, request.disputeId, request.localId);
  if (request.file) rmSync(request.file.path, { force: true });
}
