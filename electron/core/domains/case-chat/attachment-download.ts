import { attachmentType } from '../../../../shared/messages';
import { AppError } from '../../kernel/errors';
import type { MarketClient } from '../../market/client';

/** The marketplace's addresses of the files of disputes (documents) and of post-purchase issues (2026). */
export const DISPUTE_ATTACHMENTS = '/sale/dispute-attachments/';
export const ISSUE_ATTACHMENTS = '/sale/issues/attachments/';

/**
 * A message's file, downloaded through the account's client (its token and budget). Only the marketplace's own
 * attachment addresses of the family (`prefix`) are followed: the address comes from a message, which a buyer wrote.
 */
export async function downloadChatAttachment(
  client: MarketClient,
  prefix: string,
  url: string,
  fileName: string,
): Promise<{ base64: string; contentType: string }> {
  const path = new URL(url).pathname;
  const at = path.indexOf(prefix);
  if (at < 0) throw new AppError('VALIDATION_FAILED', 'This is not an address of a message’s attachment.');
  const response = await client.request<Buffer>({
    method: 'GET',
    path: path.slice(at),
    accept: 'octet-stream',
    idempotent: true,
  });
  return {
    base64: Buffer.from(response.data).toString('base64'),
    contentType: attachmentType(fileName) ?? 'application/octet-stream',
  };
}
