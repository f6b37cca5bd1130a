import type { Money } from './money';

/** A commission refund claim's status (marketplace-openapi.yaml, RefundClaim.status). */
export const claimStatuses = [
  'IN_PROGRESS',
  'WAITING_FOR_PAYMENT_REFUND',
  'GRANTED',
  'REJECTED',
  'REJECTED_AFTER_APPEAL',
  'CANCELLED',
  'APPEALED',
] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** A claim made here and not sent yet waits under such an id until the marketplace gives it one. */
export const isLocalClaim = (id: string): boolean => id.startsWith('local-');

/** Only a claim still being processed can be withdrawn. */
export const withdrawable = (status: string): boolean => status === 'IN_PROGRESS';

/** One claim as the screens show it (the local copy, with the seller's changes on their way). */
export interface Claim {
  id: string;
  status: ClaimStatus;
  type: 'MANUAL' | 'AUTOMATIC' | null;
  quantity: number;
  commission: Money | null;
  buyerId: string | null;
  buyerLogin: string | null;
  lineItemId: string;
  orderId: string | null;
  offerId: string | null;
  offerTitle: string | null;
  /** ISO time. */
  createdAt: string | null;
  /** A change of this claim waits in the outbox (a new claim, a withdrawal), or failed there. */
  pending: 'waiting' | 'failed' | null;
  /** The marketplace's words when that change failed. */
  pendingError: string | null;
}

/**
 * Why a line item cannot be claimed now: the order was paid and not returned, the buyer still has time to pay,
 * the purchase is too old, the line item already has a claim, or the order was merged into another.
 */
export type ClaimRefusal = 'paid' | 'tooEarly' | 'tooLate' | 'claimed' | 'merged';

/** The marketplace's window: an unpaid order from 4 days after the purchase; any claim up to 90 days after it. */
export const CLAIM_UNPAID_AFTER_DAYS = 4;
export const CLAIM_WINDOW_DAYS = 90;

/** A line item of an order and whether a claim can be made for it. */
export interface ClaimableItem {
  lineItemId: string;
  offerTitle: string | null;
  quantity: number;
  refusal: ClaimRefusal | null;
}

/** What the order detail shows: the order's claims and its line items with what can be claimed. */
export interface OrderClaims {
  claims: Claim[];
  items: ClaimableItem[];
}

/** What a claim change records: the claim's label (the offer title), the quantity asked, the status set. */
export interface ClaimFields {
  claim?: string;
  quantity?: number;
  claimStatus?: string;
}
