import { conflict, fail } from '../http/errors';
import { bodyObject, invalid } from '../after-sales/fields';
import type { SellerDisputes, StoredDispute, StoredDisputeAttachment } from './types';

/** The reference: a message's text is at most 20000 characters. */
export const TEXT_MAX = 20_000;
/** The reference: an attachment's file name is at most 255 characters. */
export const FILE_NAME_MAX = 255;
/** The reference names 413 "File is too big" without a number; the demo takes files up to 5 MB. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The reference's upload types: images and PDF. */
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/gif',
  'image/bmp',
  'image/tiff',
  'image/jpeg',
  'application/pdf',
] as const;
const EXTENSIONS = /\.(png|gif|bmp|tiff?|jpe?g|pdf)$/i;

/** POST /sale/dispute-attachments: a file name of an allowed type and its size in bytes. */
export function readDeclaration(body: unknown): { fileName: string; size: number } {
  const b = bodyObject(body);
  const fileName = b.fileName;
  if (typeof fileName !== 'string' || fileName.trim() === '') {
    throw invalid('fileName', 'is required', 'pole jest wymagane');
  }
  if (fileName.length > FILE_NAME_MAX) {
    throw invalid(
      'fileName',
      `must be at most ${FILE_NAME_MAX} characters`,
      `może mieć najwyżej ${FILE_NAME_MAX} znaków`,
    );
  }
  if (!EXTENSIONS.test(fileName)) {
    throw invalid('fileName', 'must name an image or a PDF file', 'musi być nazwą obrazu lub pliku PDF');
  }
  const size = b.size;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1) {
    throw invalid(
      'size',
      'must be a whole number of bytes, at least 1',
      'musi być liczbą bajtów, co najmniej 1',
    );
  }
  if (size > ATTACHMENT_MAX_BYTES) throw tooBig();
  return { fileName, size };
}

export const tooBig = () =>
  fail(413, {
    code: 'PAYLOAD_TOO_LARGE',
    message: `The file is larger than ${ATTACHMENT_MAX_BYTES} bytes`,
    userMessage: { pl: 'Plik jest za duży (najwyżej 5 MB).', en: 'The file is too large (5 MB at most).' },
  });

/** The first bytes of the types whose signature is cheap to check. */
const SIGNATURES: Partial<Record<string, Buffer>> = {
  'application/pdf': Buffer.from('%PDF-'),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  'image/jpeg': Buffer.from([0xff, 0xd8]),
};

/** PUT of the file: once, of the declared size, and what its media type says it is. */
export function checkUpload(a: StoredDisputeAttachment, contentType: string, data: Buffer): void {
  if (a.data !== null) {
    throw invalid('attachment', 'the upload address was already used', 'adres przesyłania został już użyty');
  }
  if (data.length > ATTACHMENT_MAX_BYTES) throw tooBig();
  if (data.length !== a.size) {
    throw invalid(
      'size',
      `the file has ${data.length} bytes, ${a.size} were declared`,
      `plik ma ${data.length} bajtów, zadeklarowano ${a.size}`,
    );
  }
  const signature = SIGNATURES[contentType];
  if (signature && !data.subarray(0, signature.length).equals(signature)) {
    throw invalid('file', `is not a ${contentType} file`, `nie jest plikiem ${contentType}`);
  }
}

/**
 * POST /sale/disputes/{id}/messages: text, an attachment or both; type REGULAR or END_REQUEST (the return-related
 * types are for claims); the attachment uploaded by this seller and not sent yet; the dispute open for messages
 * (409 otherwise, as the reference answers).
 */
export function readMessage(
  body: unknown,
  dispute: StoredDispute,
  own: SellerDisputes,
): { text: string | null; attachment: StoredDisputeAttachment | null; type: 'REGULAR' | 'END_REQUEST' } {
  const b = bodyObject(body);
  const type = b.type ?? 'REGULAR';
  if (type !== 'REGULAR' && type !== 'END_REQUEST') {
    throw invalid(
      'type',
      'must be REGULAR or END_REQUEST for a dispute',
      'dla dyskusji musi mieć wartość REGULAR lub END_REQUEST',
    );
  }
  let text: string | null = null;
  if (b.text !== undefined && b.text !== null) {
    if (typeof b.text !== 'string') throw invalid('text', 'must be a text', 'musi być tekstem');
    if (b.text.length > TEXT_MAX) {
      throw invalid(
        'text',
        `must be at most ${TEXT_MAX} characters`,
        `może mieć najwyżej ${TEXT_MAX} znaków`,
      );
    }
    if (b.text.trim() !== '') text = b.text;
  }
  let attachment: StoredDisputeAttachment | null = null;
  if (b.attachment !== undefined && b.attachment !== null) {
    const ref = bodyObject(b.attachment);
    attachment = own.attachments.find((a) => a.id === ref.id) ?? null;
    if (!attachment)
      throw invalid('attachment.id', 'is not an attachment of yours', 'nie jest Twoim załącznikiem');
    if (attachment.data === null) {
      throw invalid('attachment.id', 'the file was not uploaded', 'plik nie został przesłany');
    }
    if (attachment.messageId !== null) {
      throw invalid('attachment.id', 'was already sent with a message', 'został już wysłany w wiadomości');
    }
  }
  if (text === null && attachment === null) {
    throw invalid(
      'text',
      'a message needs a text or an attachment',
      'wiadomość musi mieć treść lub załącznik',
    );
  }
  if (dispute.status !== 'DISPUTE_ONGOING') {
    throw conflict(
      'The dispute is in a state that forbids adding new messages',
      'DISPUTE_CLOSED',
      'Dyskusja jest zamknięta, nie można w niej pisać.',
    );
  }
  return { text, attachment, type };
}
