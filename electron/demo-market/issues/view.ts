import { iso } from '../clock';
import type { Lang } from '../http/errors';
import { REASONS, STATUS_DUE } from './generate';
import { chatActive } from './rules';
import type { SellerIssues, StoredIssue, StoredIssueMessage } from './types';

export const BASE = '/sale/issues';
export const ATTACHMENTS_PATH = `${BASE}/attachments`;

const attachmentsView = (ids: string[], own: SellerIssues, baseUrl: string) =>
  ids.map((id) => ({
    fileName: own.attachments.find((a) => a.id === id)?.fileName ?? id,
    url: `${baseUrl}${ATTACHMENTS_PATH}/${id}`,
  }));

/**
 * PostPurchaseIssueChatMessage / PostPurchaseIssueMessage: no `type` field; `login` "not present if role is ADMIN,
 * SYSTEM or FULFILLMENT".
 */
export function messageView(m: StoredIssueMessage, own: SellerIssues, baseUrl: string) {
  return {
    id: m.id,
    text: m.text,
    attachments: attachmentsView(m.attachmentIds, own, baseUrl),
    author: m.login === null ? { role: m.role } : { login: m.login, role: m.role },
    createdAt: iso(m.createdAt),
  };
}

/** PostPurchaseIssueLastMessage.status: NEW until the seller has written, then who wrote last. */
function lastMessageStatus(issue: StoredIssue): string {
  const last = issue.messages.findLast((m) => m.role !== 'SYSTEM');
  if (!last || !issue.messages.some((m) => m.role === 'SELLER')) return 'NEW';
  if (last.role === 'SELLER') return 'SELLER_REPLIED';
  return last.role === 'BUYER' ? 'BUYER_REPLIED' : 'ALLEGRO_ADVISOR_REPLIED';
}

/**
 * PostPurchaseIssue. As in the description's two examples, a dispute carries its subject (the reason's text in the
 * asked language) and no reason, a claim its reason and no subject; the claim-only fields are null for disputes.
 */
export function issueView(issue: StoredIssue, own: SellerIssues, lang: Lang, baseUrl: string) {
  const claim = issue.type === 'CLAIM';
  const first = issue.messages[0];
  const last = issue.messages[issue.messages.length - 1];
  return {
    id: issue.id,
    type: issue.type,
    referenceNumber: issue.referenceNumber,
    decisionDueDate: issue.decisionDueAt === null ? null : iso(issue.decisionDueAt),
    openedDate: iso(issue.openedAt),
    subject: claim ? null : (REASONS[issue.reason]?.[lang] ?? issue.reason),
    buyer: issue.buyer,
    checkoutForm: { id: issue.orderId, createdAt: iso(issue.orderCreatedAt) },
    currentState: {
      status: issue.status,
      statusDueDate: issue.status === 'CLAIM_SUBMITTED' ? iso(issue.openedAt + STATUS_DUE) : null,
      returnRequired: claim ? issue.returnRequired : null,
      chatActive: chatActive(issue.status),
    },
    chat: {
      lastMessage: { status: lastMessageStatus(issue), createdAt: iso(last?.createdAt ?? issue.openedAt) },
      messagesCount: issue.messages.length,
      // PostPurchaseIssueAuthor: the opening message is the buyer's or the staff's.
      initialMessage: first ? messageView(first, own, baseUrl) : null,
    },
    expectations: issue.expectations,
    description: issue.description,
    offer: issue.offer,
    product: null,
    reason: claim ? { type: issue.reason, description: issue.reasonDescription } : null,
    right: issue.right,
    attachments: attachmentsView(issue.attachmentIds, own, baseUrl),
  };
}
