import { obj, str } from '../../market/records/json';
import type { MarketClient } from '../../market/client';
import { AppError } from '../../kernel/errors';

const PATH = '/after-sales-service-conditions/attachments';

/**
 * A warranty's PDF in the documents' two steps: POST names the file and answers where to send it (`Location`),
 * then PUT sends the file there. Done at once, not through the outbox: the warranty that names the attachment
 * is the seller's change, and it can only be stored once the file is on the marketplace.
 */
export async function uploadConditionAttachment(
  client: MarketClient,
  name: string,
  bytes: Uint8Array,
): Promise<{ id: string; name: string }> {
  const created = await client.request({ method: 'POST', path: PATH, body: { name } });
  const id = str(obj(created.data)?.id);
  if (!id) throw new AppError('INTERNAL', 'The marketplace answered the attachment without its id.');
  // The upload address is the marketplace's; its path is sent through the same client (token, budget).
  const address = created.location ? uploadPath(created.location) : `${PATH}/${encodeURIComponent(id)}`;
  await client.request({
    method: 'PUT',
    path: address,
    raw: { bytes, contentType: 'application/pdf' },
    idempotent: false,
  });
  return { id, name };
}

/** The path of an upload address, from where the marketplace's paths start. */
function uploadPath(location: string): string {
  const path = new URL(location, 'http://upload.invalid').pathname;
  const at = path.indexOf(PATH);
  return at >= 0 ? path.slice(at) : path;
}
