import { attachmentType } from '../../../shared/messages';
import { AppError } from '../app/errors';
import type { MarketClient } from '../market/client';

const ATTACHMENTS = '/sale/dispute-attachments/';

/**
 * A message's file, downloaded through the account's client (its token and budget). Only the marketplace's
 * dispute-attachment addresses are followed: the address comes from a message, which a buyer wrote.
 */
export async function downloadDisputeAttachment(
  client: MarketClient,
  url: string,
  fileName: string,
): Promise<{ base64: string; contentType: string }> {
  const path = new URL(url).pathname;
  const at = path.indexOf(ATTACHMENTS);
  if (at < 0) throw new AppError('VALIDATION_FAILED', 'This is not an address of a dispute attachment.');
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
