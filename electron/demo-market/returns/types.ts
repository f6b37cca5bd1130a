/** Customer returns and payment refunds as the demo marketplace holds them (saved with the seller). */
export const returnStatuses = [
  'CREATED',
  'DISPATCHED',
  'IN_TRANSIT',
  'DELIVERED',
  'FINISHED',
  'FINISHED_APT',
  'REJECTED',
  'COMMISSION_REFUND_CLAIMED',
  'COMMISSION_REFUNDED',
  'WAREHOUSE_DELIVERED',
  'WAREHOUSE_VERIFICATION',
] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** The statuses of a return whose refund the seller may still reject (the process has not ended). */
export const rejectableStatuses: readonly ReturnStatus[] = [
  'CREATED',
  'DISPATCHED',
  'IN_TRANSIT',
  'DELIVERED',
];

export const rejectionCodes = [
  'REFUND_REJECTED',
  'NEW_ITEM_SENT',
  'ITEM_FIXED',
  'MISSING_PART_SENT',
  'ITEM_MISMATCH',
  'BUSINESS_PURCHASE',
  'NO_RETURN_RIGHT',
] as const;
export type RejectionCode = (typeof rejectionCodes)[number];

export const refundReasons = [
  'REFUND',
  'COMPLAINT',
  'PRODUCT_NOT_AVAILABLE',
  'PAID_VALUE_TOO_LOW',
  'OVERPAID',
  'CANCELLED_BY_BUYER',
  'NOT_COLLECTED',
] as const;
export type RefundReason = (typeof refundReasons)[number];

export interface StoredReturnItem {
  offerId: string;
  lineItemId: string;
  quantity: number;
  name: string;
  /** The unit price paid, PLN. */
  price: string;
  reason: { type: string; userComment: string | null };
}

export interface StoredReturn {
  id: string;
  orderId: string;
  createdAt: number;
  referenceNumber: string;
  buyer: { email: string; login: string };
  items: StoredReturnItem[];
  parcels: {
    createdAt: number;
    waybill: string;
    carrierId: string;
    phoneNumber: string;
    /** The number and carrier of the one physically carrying it, when that is another carrier (2026 data). */
    transportingWaybill?: string | null;
    transportingCarrierId?: string | null;
  }[];
  status: ReturnStatus;
  rejection: { code: RejectionCode; reason: string | null; createdAt: number } | null;
}

export interface StoredRefund {
  id: string;
  paymentId: string;
  orderId: string;
  commandId: string | null;
  reason: RefundReason;
  status: 'SUCCESS';
  createdAt: number;
  lineItems: {
    id: string;
    type: 'QUANTITY' | 'AMOUNT';
    quantity: number | null;
    value: string | null;
    refunded: string;
  }[];
  delivery: string | null;
  total: string;
  sellerComment: string | null;
}

export interface SellerReturns {
  returns: StoredReturn[];
  refunds: StoredRefund[];
}
