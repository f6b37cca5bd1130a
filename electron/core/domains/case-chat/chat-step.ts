import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dataDirOf, filePath, removeFile, safeFileName, storeFile } from '../../kernel/attachment-files';
import { DISPUTE_ATTACHMENT_MAX_BYTES, type DisputeReplyFile } from '../../../../shared/disputes';
import type { MarketClient } from '../../market/client';
import { MarketError } from '../../market/market-error';
import type { DisputeMessageRecord } from '../disputes/dispute-records';
import { obj, str } from '../../market/records/json';
import type { ChangeRow } from '../../outbox/change-repo';
import { runStep, type StepContext } from '../../outbox/step';

/** A message's file copied into the data folder, as its change carries it to the step. */
export interface ChatFile {
  /** Relative to the data folder (absolute in changes stored by older versions). */
  path: string;
  name: string;
  type: string;
  size: number;
}

/** How far one file's upload got, kept with its change so a step that resumes never declares or uploads twice. */
export interface UploadProgress {
  attachmentId?: string;
  uploadPath?: string;
  uploaded?: boolean;
}

const FILE_NAME = /\.(png|gif|bmp|tiff?|jpe?g|pdf)$/i;

/**
 * A message's file checked (an image or a PDF, at most the marketplace's size) and copied into the data folder
 * (flushed, before the change naming it commits), so it is there whatever happens to the one the seller picked.
 * `refuse` throws the domain's own words.
 */
export function copyChatFile(
  dataDir: string,
  folder: string,
  file: DisputeReplyFile,
  refuse: (reason: 'fileName' | 'fileTooBig', vars?: Record<string, number>) => never,
): ChatFile {
  if (!FILE_NAME.test(file.name)) refuse('fileName');
  const bytes = Buffer.from(file.base64, 'base64');
  if (bytes.length > DISPUTE_ATTACHMENT_MAX_BYTES)
    refuse('fileTooBig', { max: DISPUTE_ATTACHMENT_MAX_BYTES / 1024 / 1024 });
  const path = storeFile(dataDir, folder, `${randomUUID()}-${safeFileName(file.name)}`, bytes);
  return { path, name: file.name, type: file.type, size: bytes.length };
}

/** Keeps a step's progress with its change (still `sending`), before the next request goes out. */
const saveProgress = (ctx: StepContext, row: ChangeRow, progress: unknown): void =>
  void ctx.changes.move(row.id, 'sending', 'sending', ctx.now(), {
    attempts: row.attempts,
    operation: JSON.stringify(progress),
  });

/** The path of an upload address (the marketplace's `Location`), sent through the same client. */
function uploadPath(base: string, location: string | undefined, id: string): string {
  if (!location) return `${base}/${encodeURIComponent(id)}`;
  const path = new URL(location, 'http://upload.invalid').pathname;
  const at = path.indexOf(base);
  return at >= 0 ? path.slice(at) : path;
}

/**
 * A file on the marketplace: declared (name, size) at `base`, then uploaded once to the address answered; each
 * stage saved before the next. A file declared but not known to be uploaded (a crash, a lost answer) is asked for
 * first: one that downloads was uploaded, and is not sent again.
 */
export async function uploadChatFile(
  client: MarketClient,
  family: { base: string; beta?: number },
  file: ChatFile,
  progress: UploadProgress,
  save: () => void,
  /** Where the file's relative path starts. */
  dataDir: string,
): Promise<string> {
  const beta = family.beta === undefined ? {} : { beta: family.beta };
  if (!progress.attachmentId) {
    const declared = await client.request({
      method: 'POST',
      path: family.base,
      body: { fileName: file.name, size: file.size },
      ...beta,
    });
    const id = str(obj(declared.data)?.id);
    if (!id) throw new Error('The marketplace answered the attachment without its id.');
    progress.attachmentId = id;
    progress.uploadPath = uploadPath(family.base, declared.location, id);
    save();
  } else if (!progress.uploaded && (await uploaded(client, family.base, progress.attachmentId))) {
    progress.uploaded = true;
    save();
  }
  if (!progress.uploaded) {
    await client.request({
      method: 'PUT',
      path: progress.uploadPath ?? uploadPath(family.base, undefined, progress.attachmentId),
      raw: { bytes: readFileSync(filePath(dataDir, file.path)), contentType: file.type },
      idempotent: false,
      ...beta,
    });
    progress.uploaded = true;
    save();
  }
  return progress.attachmentId;
}

async function uploaded(client: MarketClient, base: string, id: string): Promise<boolean> {
  try {
    await client.request({
      method: 'GET',
      path: `${base}/${encodeURIComponent(id)}`,
      accept: 'octet-stream',
      idempotent: true,
      expected: [404],
    });
    return true;
  } catch (error) {
    if (error instanceof MarketError && error.status === 404) return false;
    throw error;
  }
}

/**
 * A message found in `sending` may have been posted (a crash, a lost answer): among the case's messages read now,
 * a seller's message with its text and files, written since the change was stored and not taken by another change
 * of its kind, is adopted instead of posting a second one. "Since" is the marketplace's own time of the last message
 * the copy knew when the message was written, so the two clocks are never compared.
 */
function findPosted(
  ctx: StepContext,
  row: ChangeRow,
  messages: DisputeMessageRecord[],
  sought: { text: string | null; fileNames: string[]; after: number },
): DisputeMessageRecord | null {
  const taken = ctx.db.prepare<[string, string, string, number], { n: number }>(
    `SELECT count(*) AS n FROM outbox_changes WHERE account_id = ? AND kind = ?
       AND json_extract(operation, '$.messageId') = ? AND id <> ?`,
  );
  const names = JSON.stringify(sought.fileNames);
  return (
    messages.find(
      (m) =>
        m.role === 'SELLER' &&
        (m.text ?? null) === sought.text &&
        JSON.stringify(m.attachments.map((a) => a.fileName)) === names &&
        m.createdAt > sought.after &&
        taken.get(row.account_id, row.kind, m.id, row.id)!.n === 0,
    ) ?? null
  );
}

/** What a case's message carries to its step, whatever the case: its text and the copy's last known message time. */
interface ChatMessageRequest {
  text: string | null;
  localId: string;
  after: number;
}

/** How a case's message is sent: where the case's messages are read, its files uploaded, the message posted. */
export interface ChatMessageKind<R extends ChatMessageRequest, P extends { posting?: boolean }, U> {
  files(request: R): ChatFile[];
  messages(client: MarketClient, request: R): Promise<DisputeMessageRecord[]>;
  /** The message's files on the marketplace, each stage kept in `progress` (saved with `save`). */
  upload(client: MarketClient, request: R, progress: P, save: () => void): Promise<U>;
  post(client: MarketClient, request: R, uploaded: U): Promise<DisputeMessageRecord>;
  /** The marketplace's message takes the waiting one's place. */
  settle(request: R, message: DisputeMessageRecord): void;
}

/**
 * One step of a case's message: its files uploaded, then the message posted; each stage kept with the change. The
 * marketplace has no id of the client's for a message, so a message resumed in `sending` after its POST may have gone
 * out is looked for among the case's messages first and adopted (`findPosted`), never posted a second time.
 * Confirmed, the marketplace's message takes the waiting one's place and the copied files go; refused, it stays
 * shown as failed with the marketplace's words until the seller retries or discards it.
 */
export async function runChatMessage<R extends ChatMessageRequest, P extends { posting?: boolean }, U>(
  ctx: StepContext,
  row: ChangeRow,
  kind: ChatMessageKind<R, P, U>,
): Promise<void> {
  const request = JSON.parse(row.request ?? '{}') as R;
  const progress = (row.operation ? JSON.parse(row.operation) : {}) as P;
  const save = () => saveProgress(ctx, row, progress);
  const files = kind.files(request);
  const end = await runStep(ctx, row, {
    send: async (resumed) => {
      // Every file found (a path out of the data folder refused) before anything is declared to the marketplace.
      for (const file of files) filePath(dataDirOf(ctx.db), file.path);
      const client = await ctx.client(row.account_id);
      const found =
        resumed && progress.posting
          ? findPosted(ctx, row, await kind.messages(client, request), {
              text: request.text,
              fileNames: files.map((f) => f.name),
              after: request.after,
            })
          : null;
      if (found) return found;
      const uploaded = await kind.upload(client, request, progress, save);
      progress.posting = true;
      save();
      return kind.post(client, request, uploaded);
    },
    operationOf: (message) => JSON.stringify({ ...progress, messageId: message.id }),
    confirmed: (message) => kind.settle(request, message),
  });
  if (end === 'sent') for (const f of files) removeFile(dataDirOf(ctx.db), f.path);
}
