import type { Lang } from '../http/errors';
import { SUBJECTS } from './generate';
import type { SellerDisputes, StoredDispute, StoredDisputeMessage } from './types';

export const ATTACHMENTS_PATH = '/sale/dispute-attachments';

const iso = (ms: number) => new Date(ms).toISOString();

/** A message as the reference shows it: text, attachments with their download address, author, date. */
export function messageView(m: StoredDisputeMessage, own: SellerDisputes, baseUrl: string) {
  return {
    id: m.id,
    text: m.text,
    attachments: m.attachmentIds.map((id) => ({
      fileName: own.attachments.find((a) => a.id === id)?.fileName ?? id,
      url: `${baseUrl}${ATTACHMENTS_PATH}/${id}`,
    })),
    author: m.login === null ? { role: m.role } : { login: m.login, role: m.role },
    createdAt: iso(m.createdAt),
    type: m.type,
  };
}

/**
 * The reference's status of the last message: NEW until the seller has written, then who wrote last.
 */
function lastMessageStatus(d: StoredDispute): string {
  const last = d.messages[d.messages.length - 1];
  if (!last || !d.messages.some((m) => m.role === 'SELLER')) return 'NEW';
  if (last.role === 'SELLER') return 'SELLER_REPLIED';
  return last.role === 'BUYER' ? 'BUYER_REPLIED' : 'ALLEGRO_ADVISOR_REPLIED';
}

/** A dispute in the reference's post-purchase issue shape (claim-only fields null). */
export function disputeView(d: StoredDispute, own: SellerDisputes, lang: Lang, baseUrl: string) {
  const first = d.messages[0];
  const last = d.messages[d.messages.length - 1];
  return {
    id: d.id,
    type: 'DISPUTE',
    referenceNumber: null,
    decisionDueDate: null,
    openedDate: iso(d.openedAt),
    subject: SUBJECTS[d.subject]?.[lang] ?? d.subject,
    buyer: d.buyer,
    checkoutForm: { id: d.orderId, createdAt: iso(d.orderCreatedAt) },
    currentState: {
      status: d.status,
      statusDueDate: null,
      returnRequired: null,
      chatActive: d.status === 'DISPUTE_ONGOING',
    },
    chat: {
      lastMessage: { status: lastMessageStatus(d), createdAt: iso(last?.createdAt ?? d.openedAt) },
      messagesCount: d.messages.length,
      initialMessage: first ? messageView(first, own, baseUrl) : null,
    },
    expectations: [],
    description: d.description,
    offer: d.offerId ? { id: d.offerId, quantity: 1 } : null,
    product: null,
    reason: null,
    right: null,
    attachments: [],
  };
}
