import { dataDirOf, removeFile } from '../../kernel/attachment-files';
import { runChatMessage, uploadChatFile, type UploadProgress } from '../case-chat/chat-step';
import type { StepContext } from '../../outbox/step';
import { disputeMessageFrom, type DisputeMessageRecord } from './dispute-records';
import { arr, obj } from '../../market/records/json';
import type { MarketClient } from '../../market/client';
import type { ChangeRow } from '../../outbox/change-repo';
import type { DisputeReplyRequest } from './dispute-changes';
import { createDisputesRepo } from './disputes-repo';

const ATTACHMENTS = '/sale/dispute-attachments';
const PAGE = 100;

/** How far a reply got, kept with its change so a step that resumes never declares or uploads twice. */
interface Progress extends UploadProgress {
  /** The message's POST may have gone out: a resumed step reads the messages first. */
  posting?: boolean;
  /** The marketplace's id of the message, once posted. */
  messageId?: string;
}

const messagesPath = (disputeId: string) => `/sale/disputes/${encodeURIComponent(disputeId)}/messages`;

/** Every message of the dispute, for a reply that may have been posted already. */
async function allMessages(client: MarketClient, disputeId: string): Promise<DisputeMessageRecord[]> {
  const all: DisputeMessageRecord[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await client.request({
      method: 'GET',
      path: messagesPath(disputeId),
      query: { limit: PAGE, offset },
      idempotent: true,
    });
    const items = arr(obj(page.data)?.messages);
    all.push(...items.map(disputeMessageFrom));
    if (items.length < PAGE) return all;
  }
}

/**
 * One step of a dispute reply (see `runChatMessage`): the file (if any) declared and uploaded, then the message
 * posted, a reply resumed in `sending` looked for among the dispute's messages before it is posted.
 */
export function runDisputeReply(ctx: StepContext, row: ChangeRow): Promise<void> {
  const repo = createDisputesRepo(ctx.db);
  return runChatMessage<DisputeReplyRequest, Progress, string | null>(ctx, row, {
    files: (request) => (request.file ? [request.file] : []),
    messages: (client, request) => allMessages(client, request.disputeId),
    upload: (client, request, progress, save) =>
      request.file
        ? uploadChatFile(client, { base: ATTACHMENTS }, request.file, progress, save, dataDirOf(ctx.db))
        : Promise.resolve(null),
    async post(client, request, attachmentId) {
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
    settle: (request, message) => repo.settle(row.account_id, request.disputeId, request.localId, message),
  });
}

/** A reply discarded: its waiting message and its copied file go. Runs in the transaction that ends the change. */
export function discardDisputeReply(ctx: Pick<StepContext, 'db'>, row: ChangeRow): void {
  if (row.entity_type !== 'dispute') return;
  const request = JSON.parse(row.request ?? '{}') as DisputeReplyRequest;
  createDisputesRepo(ctx.db).removeMessage(row.account_id, request.disputeId, request.localId);
  if (request.file) removeFile(dataDirOf(ctx.db), request.file.path);
}
