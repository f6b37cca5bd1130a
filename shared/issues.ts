import type { Money } from './money';
import {
  DISPUTE_ATTACHMENT_MAX_BYTES,
  DISPUTE_TEXT_MAX,
  type DisputeAttachment,
  type DisputeAuthor,
  type DisputeReplyFile,
} from './disputes';

/**
 * Post-purchase issues of the 2026 marketplace (`/sale/issues`): a buyer's claim (reklamacja), which waits for the
 * seller's decision, or a dispute (dyskusja). Every enumeration here is the marketplace's own word kept as it came:
 * a value the app does not know is stored and shown as it is.
 */
export type IssueType = 'DISPUTE' | 'CLAIM' | (string & {});

/** The statuses the app has words for; any other is shown as it came. */
export const knownIssueStatuses = [
  'CLAIM_SUBMITTED',
  'CLAIM_ACCEPTED',
  'CLAIM_REJECTED',
  'DISPUTE_ONGOING',
  'DISPUTE_CLOSED',
  'DISPUTE_UNRESOLVED',
] as const;

/** The statuses that wait for the seller: a claim not decided yet, a dispute going on. */
export const waitingIssueStatuses = ['CLAIM_SUBMITTED', 'DISPUTE_ONGOING'] as const;

/** What a seller's message says besides its text (the marketplace's MessageRequest.type). */
export const issueMessageTypes = [
  'REGULAR',
  'END_REQUEST',
  'RETURN_REQUIRED_SELLER_LABEL',
  'RETURN_REQUIRED_CUSTOM',
  'RETURN_NOT_REQUIRED',
] as const;
export type IssueMessageType = (typeof issueMessageTypes)[number];

/** The message types an issue of this type takes: asking to end is for disputes, the return's say for claims. */
export function messageTypesFor(type: IssueType): IssueMessageType[] {
  if (type === 'DISPUTE') return ['REGULAR', 'END_REQUEST'];
  if (type === 'CLAIM') return issueMessageTypes.filter((t) => t !== 'END_REQUEST');
  return ['REGULAR'];
}

/** What the seller may decide about a claim (ClaimStatusChangeRequest.status). */
export const claimDecisions = [
  'ACCEPTED_REPAIR',
  'ACCEPTED_REFUND',
  'ACCEPTED_EXCHANGE',
  'ACCEPTED_PARTIAL_REFUND',
  'REJECTED_ADDITIONAL_REQUIREMENTS_NOT_COMPLETED',
  'REJECTED_PRODUCT_NOT_RETURNED',
  'REJECTED_PRODUCT_DAMAGED_BY_USER',
  'REJECTED_PRODUCT_CONFORMS_TO_CONTRACT',
  'REJECTED_MINOR_DEFECT',
  'REJECTED_OTHER',
  'REJECTED_CLAIM_WITHDRAWN_BY_BUYER',
] as const;
export type ClaimDecision = (typeof claimDecisions)[number];

/** The status a claim has once the marketplace took a decision. */
export const decidedStatus = (decision: ClaimDecision): string =>
  decision.startsWith('ACCEPTED') ? 'CLAIM_ACCEPTED' : 'CLAIM_REJECTED';

/** A message's files and text: the same limits as the disputes' replies, at most a few files a message. */
export const ISSUE_TEXT_MAX = DISPUTE_TEXT_MAX;
export const ISSUE_ATTACHMENT_MAX_BYTES = DISPUTE_ATTACHMENT_MAX_BYTES;
export const ISSUE_FILES_MAX = 5;

export type IssueAttachment = DisputeAttachment;
export type IssueMessageFile = DisputeReplyFile;

export interface IssueRow {
  id: string;
  type: IssueType;
  /** A claim's number the buyer sees (`12/2026`); null for disputes. */
  referenceNumber: string | null;
  orderId: string | null;
  buyerLogin: string | null;
  /** A dispute's subject, or a claim's reason as the marketplace names it. */
  subject: string | null;
  status: string;
  chatActive: boolean;
  /** The seller's say on a return, once given; null before (and for disputes). */
  returnRequired: boolean | null;
  /** ISO times. */
  decisionDueAt: string | null;
  openedAt: string;
  lastMessageAt: string | null;
  /** NEW, BUYER_REPLIED, SELLER_REPLIED, ALLEGRO_ADVISOR_REPLIED, or another the marketplace adds. */
  lastMessageStatus: string | null;
  messagesCount: number;
}

export interface IssueMessage {
  id: string;
  /** How the screen groups it; `role` is the marketplace's word, shown as it came when it is none of these. */
  author: DisputeAuthor;
  role: string;
  login: string | null;
  text: string | null;
  attachments: IssueAttachment[];
  createdAt: string;
  /** A message written here: waiting in the outbox, failed (with the marketplace's words), or sent. */
  state: 'sent' | 'waiting' | 'failed';
  error: string | null;
}

/** The seller's decision on a claim while it waits to be sent or after it was refused. */
export interface IssueDecisionShown {
  changeId: number;
  decision: ClaimDecision;
  message: string;
  partialRefund: Money | null;
  state: 'waiting' | 'failed';
  error: string | null;
}

export interface IssueDetail extends IssueRow {
  description: string | null;
  reasonType: string | null;
  /** What the buyer expects (REFUND, EXCHANGE, ...) with the amount asked, as the marketplace names them. */
  expectations: { name: string; refund: Money | null }[];
  /** The buyer's files given when opening the issue. */
  attachments: IssueAttachment[];
  messages: IssueMessage[];
  decision: IssueDecisionShown | null;
}

/** What an issue's changes carry in the outbox. */
export interface IssueFields {
  /** The issue's number or subject, naming the change in lists of changes. */
  label?: string;
  issueMessage?: string;
  issueMessageType?: IssueMessageType;
  attachmentNames?: string[];
  decision?: ClaimDecision;
  decisionMessage?: string;
  partialRefund?: Money;
}

/** How the screen groups a marketplace role (BUYER, SELLER, ADMIN, SYSTEM, FULFILLMENT, ...). */
export const issueAuthorOf = (role: string): DisputeAuthor =>
  role === 'BUYER' ? 'buyer' : role === 'SELLER' ? 'seller' : 'marketplace';
