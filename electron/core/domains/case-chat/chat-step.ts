import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DISPUTE_ATTACHMENT_MAX_BYTES, type DisputeReplyFile } from '../../../../shared/disputes';
import type { MarketClient } from '../../market/client';
import { MarketError } from '../../market/market-error';
import type { DisputeMessageRecord } from '../disputes/dispute-records';
import { obj, str } from '../../market/records/json';
import type { ChangeRow } from '../../outbox/change-repo';
import type { StepContext } from '../../outbox/step';

/** A message's file copied into the data folder, as its change carries it to the step. */
export interface ChatFile {
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
 * A message's file checked (an image or a PDF, at most the marketplace's size) and copied into the data folder, so
 * it is there whatever happens to the one the seller picked. `refuse` throws the domain's own words.
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
  const dir = join(dataDir, folder);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}-${file.name.replace(/[^\w.-]/g, '_')}`);
  writeFileSync(path, bytes);
  return { path, name: file.name, type: file.type, size: bytes.length };
}

/** Keeps a step's progress with its change (still `sending`), before the next request goes out. */
export const saveProgress = (ctx: StepContext, row: ChangeRow, progress: unknown): void =>
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
      raw: { bytes: readFileSync(file.path), contentType: file.type },
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
export function findPosted(
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
