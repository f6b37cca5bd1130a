import { iso } from '../clock';
import type { Seller } from '../state/types';
import type { DemoAttachment, DemoMessage, DemoThread, SellerMessaging } from './types';

export const ATTACHMENTS = '/messaging/message-attachments';

export const threadView = (t: DemoThread, baseUrl: string) => ({
  id: t.id,
  read: t.read,
  lastMessageDateTime: iso(t.lastMessageAt),
  interlocutor: { login: t.login, avatarUrl: `${baseUrl}/demo-avatars/${encodeURIComponent(t.login)}` },
});

const attachmentView = (a: DemoAttachment, baseUrl: string) => ({
  fileName: a.fileName,
  mimeType: a.mimeType,
  url: `${baseUrl}${ATTACHMENTS}/${a.id}`,
  status: 'SAFE',
});

/** The marketplace signs its own messages (MessageAuthor.login is required). */
export const SYSTEM_LOGIN = 'Allegro';

function authorLogin(message: DemoMessage, thread: DemoThread, seller: Seller): string {
  if (message.author === 'buyer') return thread.login;
  return message.author === 'seller' ? seller.login : SYSTEM_LOGIN;
}

/** Document 1's Message: the author is the buyer (the interlocutor) or the seller. */
export function messageView(m: SellerMessaging, seller: Seller, message: DemoMessage, baseUrl: string) {
  const thread = m.threads.find((t) => t.id === message.threadId)!;
  const attachments = message.attachmentIds
    .map((id) => m.attachments.find((a) => a.id === id))
    .filter((a): a is DemoAttachment => a !== undefined);
  return {
    id: message.id,
    status: 'DELIVERED',
    type: 'MESSAGE_CENTER',
    createdAt: iso(message.createdAt),
    thread: { id: message.threadId },
    author: { login: authorLogin(message, thread, seller), isInterlocutor: message.author === 'buyer' },
    text: message.text,
    subject: null,
    relatesTo: {
      offer: message.offerId ? { id: message.offerId } : null,
      ...(message.orderId ? { order: { id: message.orderId } } : {}),
    },
    hasAdditionalAttachments: false,
    attachments: attachments.map((a) => attachmentView(a, baseUrl)),
    additionalInformation: null,
  };
}
