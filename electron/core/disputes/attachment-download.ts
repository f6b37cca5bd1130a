import { AppError } from '../app/errors';
import type { MarketClient } from '../market/client';

const ATTACHMENTS = '/sale/dispute-attachments/';
const TYPES: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

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
  const extension = /\.(\w+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return {
    base64: Buffer.from(response.data).toString('base64'),
    contentType: TYPES[extension] ?? 'application/octet-stream',
  };
}
