/** A seller's commission refund claim (marketplace-openapi.yaml, RefundClaim), stored as the marketplace holds it. */
export type ClaimStatus =
  | 'IN_PROGRESS'
  | 'WAITING_FOR_PAYMENT_REFUND'
  | 'GRANTED'
  | 'REJECTED'
  | 'REJECTED_AFTER_APPEAL'
  | 'CANCELLED'
  | 'APPEALED';

export const CLAIM_STATUSES: readonly ClaimStatus[] = [
  'IN_PROGRESS',
  'WAITING_FOR_PAYMENT_REFUND',
  'GRANTED',
  'REJECTED',
  'REJECTED_AFTER_APPEAL',
  'CANCELLED',
  'APPEALED',
];

export interface StoredClaim {
  id: string;
  status: ClaimStatus;
  type: 'MANUAL' | 'AUTOMATIC';
  quantity: number;
  /** The gross commission the claim asks back, two decimals. */
  commission: string;
  buyerId: string;
  orderId: string;
  lineItemId: string;
  offerId: string;
  createdAt: number;
}

/** The claims of one seller and the number the next new claim's id is made from. */
export interface SellerClaims {
  seq: number;
  claims: StoredClaim[];
}
