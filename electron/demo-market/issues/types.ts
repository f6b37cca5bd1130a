import type { StoredDisputeAttachment } from '../disputes/types';

/** PostPurchaseIssueStatus: a dispute's three states and a claim's three. */
export const ISSUE_STATUSES = [
  'DISPUTE_CLOSED',
  'DISPUTE_ONGOING',
  'DISPUTE_UNRESOLVED',
  'CLAIM_SUBMITTED',
  'CLAIM_ACCEPTED',
  'CLAIM_REJECTED',
] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** PostPurchaseIssueMessageAuthor.role: who wrote a chat entry (SYSTEM for the state changes the chat shows). */
export type IssueAuthorRole = 'BUYER' | 'SELLER' | 'ADMIN' | 'SYSTEM' | 'FULFILLMENT';

/** MessageRequest.type: END_REQUEST is for disputes only, the return-related types for claims only. */
export const MESSAGE_TYPES = [
  'REGULAR',
  'END_REQUEST',
  'RETURN_REQUIRED_SELLER_LABEL',
  'RETURN_REQUIRED_CUSTOM',
  'RETURN_NOT_REQUIRED',
] as const;
export type IssueMessageType = (typeof MESSAGE_TYPES)[number];

/** ClaimStatusChangeRequest.status: what a seller may decide about a claim. */
export const CLAIM_DECISIONS = [
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
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

export interface Money {
  amount: string;
  currency: string;
}

export type ExpectationName = 'REPAIR' | 'EXCHANGE' | 'REFUND' | 'PARTIAL_REFUND';

export interface StoredIssueMessage {
  id: string;
  text: string | null;
  /** Ids of uploaded attachments (StoredIssueAttachment). */
  attachmentIds: string[];
  role: IssueAuthorRole;
  /** Absent (null) for ADMIN, SYSTEM and FULFILLMENT, as the description says. */
  login: string | null;
  type: IssueMessageType;
  createdAt: number;
}

export interface StoredIssue {
  id: string;
  type: 'DISPUTE' | 'CLAIM';
  /** A claim's human-readable number (`12/2026`); null for disputes. */
  referenceNumber: string | null;
  /** A claim's deadline for the seller's decision; null for disputes. */
  decisionDueAt: number | null;
  openedAt: number;
  /** PostPurchaseIssueReason.type: a dispute shows it as its subject, a claim as its reason. */
  reason: string;
  reasonDescription: string | null;
  buyer: { id: string; login: string };
  orderId: string;
  orderCreatedAt: number;
  status: IssueStatus;
  /** The seller's say on a return: null until decided (always null for disputes). */
  returnRequired: boolean | null;
  expectations: { name: ExpectationName; refund: Money | null }[];
  description: string | null;
  offer: { id: string; quantity: number } | null;
  right: 'WARRANTY' | 'COMPLAINT' | null;
  /** Files the buyer added when opening the issue. */
  attachmentIds: string[];
  messages: StoredIssueMessage[];
  /** The seller's decision on a claim, once made (POST /status). */
  decision: { status: ClaimDecision; message: string; partialRefund: Money | null } | null;
}

/** An attachment is held as the disputes' were: the same declaration, upload and download rules serve both. */
export type StoredIssueAttachment = StoredDisputeAttachment;

/** A seller's issues and the attachments declared for them; made on first use (issues/generate.ts). */
export interface SellerIssues {
  issues: StoredIssue[];
  attachments: StoredIssueAttachment[];
}
