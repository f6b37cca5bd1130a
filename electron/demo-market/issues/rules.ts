import { isObject } from '../offers/rules';
import { badRequest, conflict, unprocessable } from '../http/errors';
import { TEXT_MAX } from '../disputes/rules';
import {
  CLAIM_DECISIONS,
  MESSAGE_TYPES,
  type ClaimDecision,
  type IssueMessageType,
  type IssueStatus,
  type Money,
  type SellerIssues,
  type StoredIssue,
  type StoredIssueAttachment,
} from './types';

/** Whether the chat takes messages (currentState.chatActive): while a dispute goes on and until a claim is rejected. */
export const chatActive = (status: IssueStatus): boolean =>
  status === 'DISPUTE_ONGOING' || status === 'CLAIM_SUBMITTED' || status === 'CLAIM_ACCEPTED';

const body = (value: unknown) => {
  if (!isObject(value)) throw badRequest('The body must be a JSON object', null, 'MALFORMED_REQUEST');
  return value;
};

/**
 * MessageRequest. The schema lists `text`, `attachment` and `type` as required, yet has no `attachment` property and
 * its own description (and the operation's) says text, attachments or both: so `type` is required (400 without it),
 * and at least one of `text` and `attachments`. A type the issue's kind does not take is a 422; a chat that no
 * longer takes messages answers 409 as the description gives. The description has no client-side id for a message,
 * so a repeated POST writes a second message, as the marketplace would.
 */
export function readMessage(
  input: unknown,
  issue: StoredIssue,
  own: SellerIssues,
): { text: string | null; attachments: StoredIssueAttachment[]; type: IssueMessageType } {
  const b = body(input);
  const type = b.type;
  if (typeof type !== 'string') throw badRequest('type is required', 'type');
  if (!(MESSAGE_TYPES as readonly string[]).includes(type)) {
    throw badRequest(`type must be one of ${MESSAGE_TYPES.join(', ')}`, 'type');
  }
  if (issue.type === 'CLAIM' && type === 'END_REQUEST') {
    throw unprocessable(
      'END_REQUEST is allowed for disputes only',
      'type',
      'VALIDATION_ERROR',
      'Prośbę o zakończenie można wysłać tylko w dyskusji.',
    );
  }
  if (issue.type === 'DISPUTE' && type.startsWith('RETURN_')) {
    throw unprocessable(
      'Return-related types are allowed for claims only',
      'type',
      'VALIDATION_ERROR',
      'Decyzję o zwrocie podejmuje się tylko w reklamacji.',
    );
  }
  let text: string | null = null;
  if (b.text !== undefined && b.text !== null) {
    if (typeof b.text !== 'string') throw badRequest('text must be a string', 'text');
    if (b.text.length > TEXT_MAX) throw badRequest(`text must be at most ${TEXT_MAX} characters`, 'text');
    if (b.text.trim() !== '') text = b.text;
  }
  const refs = b.attachments ?? [];
  if (!Array.isArray(refs)) throw badRequest('attachments must be a list', 'attachments');
  const attachments = refs.map((ref, i) => {
    const id = isObject(ref) && typeof ref.id === 'string' ? ref.id : null;
    const found = own.attachments.find((a) => a.id === id);
    if (!found || found.data === null || found.messageId !== null) {
      throw unprocessable(
        `attachments[${i}] is not an uploaded, unused attachment of yours`,
        `attachments[${i}].id`,
        'VALIDATION_ERROR',
        'Załącznik nie został przesłany albo został już użyty.',
      );
    }
    return found;
  });
  if (text === null && attachments.length === 0) {
    throw badRequest('A message needs a text, attachments or both', 'text');
  }
  if (!chatActive(issue.status)) {
    throw conflict(
      'The issue is in a state that forbids adding new messages',
      'ISSUE_CHAT_INACTIVE',
      'W tym zgłoszeniu nie można już pisać.',
    );
  }
  return { text, attachments, type: type as IssueMessageType };
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * ClaimStatusChangeRequest: `status` and `message` required. The description names only 400 for a bad request and
 * says the operation is not valid for disputes, so a dispute, a claim already decided and a bad field are all 400s.
 * It does not say when `partialRefund` is needed: the demo asks for it with ACCEPTED_PARTIAL_REFUND only, in the
 * order's currency, and refuses it with any other decision.
 */
export function readDecision(
  input: unknown,
  issue: StoredIssue,
): { status: ClaimDecision; message: string; partialRefund: Money | null } {
  if (issue.type !== 'CLAIM')
    throw badRequest('Changing the status is not a valid operation for disputes', null, 'NOT_A_CLAIM');
  if (issue.status !== 'CLAIM_SUBMITTED') {
    throw badRequest(`The claim was already decided (${issue.status})`, 'status', 'CLAIM_ALREADY_DECIDED');
  }
  const b = body(input);
  const status = b.status;
  if (typeof status !== 'string' || !(CLAIM_DECISIONS as readonly string[]).includes(status)) {
    throw badRequest(`status must be one of ${CLAIM_DECISIONS.join(', ')}`, 'status');
  }
  if (typeof b.message !== 'string' || b.message.trim() === '')
    throw badRequest('message is required', 'message');
  if (b.message.length > TEXT_MAX)
    throw badRequest(`message must be at most ${TEXT_MAX} characters`, 'message');
  let partialRefund: Money | null = null;
  if (status === 'ACCEPTED_PARTIAL_REFUND') {
    const p = isObject(b.partialRefund) ? b.partialRefund : null;
    const amount = p?.amount;
    if (typeof amount !== 'string' || !AMOUNT.test(amount) || Number(amount) <= 0) {
      throw badRequest(
        'partialRefund.amount must be a positive amount such as "12.50"',
        'partialRefund.amount',
      );
    }
    if (p?.currency !== 'PLN')
      throw badRequest('partialRefund.currency must be the order’s currency, PLN', 'partialRefund.currency');
    partialRefund = { amount, currency: 'PLN' };
  } else if (b.partialRefund !== undefined && b.partialRefund !== null) {
    throw badRequest('partialRefund goes with ACCEPTED_PARTIAL_REFUND only', 'partialRefund');
  }
  return { status: status as ClaimDecision, message: b.message, partialRefund };
}
