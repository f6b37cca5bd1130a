import { fail, unprocessable } from '../http/errors';
import { isObject } from '../offers/rules';
import type { SellerMessaging } from './types';

/** NewMessageInThread / NewMessage: `text` at most 2000 characters. */
export const MAX_TEXT = 2000;
/** NewAttachmentDeclaration: `size` at most 5242880 bytes. */
export const MAX_ATTACHMENT_BYTES = 5_242_880;
/** The upload's media types the marketplace takes, by file extension. */
export const ATTACHMENT_TYPES: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

export const body = (value: unknown): Record<string, unknown> => {
  if (!isObject(value)) throw unprocessable('The request body must be an object', null);
  return value;
};

export function messageText(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw unprocessable('text must not be empty', 'text', 'VALIDATION_ERROR', 'Wpisz treść wiadomości.');
  }
  if (value.length > MAX_TEXT) {
    throw unprocessable(
      `text must be at most ${MAX_TEXT} characters`,
      'text',
      'VALIDATION_ERROR',
      `Wiadomość może mieć najwyżej ${MAX_TEXT} znaków.`,
    );
  }
  return value;
}

/** The attachments a new message names: declared by the seller, uploaded, and not used by another message. */
export function messageAttachments(m: SellerMessaging, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw unprocessable('attachments must be a list', 'attachments');
  return value.map((item, i) => {
    const id = isObject(item) && typeof item.id === 'string' ? item.id : null;
    const found = id === null ? undefined : m.attachments.find((a) => a.id === id);
    if (!found || found.data === null || found.messageId !== null) {
      throw unprocessable(
        `attachments[${i}] is not an uploaded, unused attachment`,
        `attachments[${i}].id`,
        'VALIDATION_ERROR',
        'Załącznik nie został przesłany albo został już użyty.',
      );
    }
    return found.id;
  });
}

export function declaredType(fileName: string): string {
  const type = ATTACHMENT_TYPES[/\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? ''];
  if (!type) {
    throw fail(415, {
      code: 'UnsupportedMediaTypeException',
      message: 'Only images (PNG, GIF, BMP, TIFF, JPEG) and PDF files can be attached',
      path: 'filename',
      userMessage: {
        pl: 'Można załączyć tylko obrazy (PNG, GIF, BMP, TIFF, JPEG) i pliki PDF.',
        en: 'Only images (PNG, GIF, BMP, TIFF, JPEG) and PDF files can be attached.',
      },
    });
  }
  return type;
}
