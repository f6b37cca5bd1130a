import type { Money } from './money';

/** A customer return's statuses (marketplace-openapi.yaml, CustomerReturn.status). */
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

/** A return whose refund the seller may still reject: its process has not ended. */
export const rejectableStatuses: readonly string[] = ['CREATED', 'DISPATCHED', 'IN_TRANSIT', 'DELIVERED'];

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

export interface ReturnItem {
  offerId: string;
  name: string;
  quantity: number;
  price: Money | null;
  reason: string | null;
  comment: string | null;
}

/** A return's parcel as the marketplace lists it. */
export interface ReturnParcelRecord {
  waybill: string;
  carrierId: string | null;
  createdAt: string | null;
  /**
   * The carrier's own number and carrier when the parcel travels with another (2026: a Wysyłam z Allegro return
   * carried by ORLEN, say): the barcode on the box can be either number.
   */
  transportingWaybill: string | null;
  transportingCarrierId: string | null;
}

/** A return's parcel as the screens show it: its carriers by the names the marketplace's carriers list gives. */
export interface ReturnParcel extends ReturnParcelRecord {
  carrierName: string | null;
  transportingCarrierName: string | null;
}

/** A return as the screens show it. */
export interface CustomerReturn {
  id: string;
  orderId: string;
  status: string;
  createdAt: string;
  referenceNumber: string | null;
  buyerLogin: string | null;
  items: ReturnItem[];
  parcels: ReturnParcel[];
  rejection: { code: string; reason: string | null } | null;
  /** A rejection waits in the outbox. */
  waiting: boolean;
}

/** A customer return as the local copy keeps it, from the marketplace's record. */
export type CustomerReturnRecord = Omit<CustomerReturn, 'waiting' | 'parcels'> & {
  parcels: ReturnParcelRecord[];
};

/** A refund of a payment as the screens show it. */
export interface Refund {
  id: string;
  paymentId: string;
  orderId: string;
  returnId: string | null;
  status: string;
  reason: string;
  total: Money;
  createdAt: string;
  /** Made here and not confirmed by the marketplace yet. */
  waiting: boolean;
}

/** What a refund gives back: some of the order's line items (by quantity) and the delivery, in the order's currency. */
export interface RefundDraft {
  orderId: string;
  /** The return it is for, when made from one. */
  returnId: string | null;
  reason: RefundReason;
  lineItems: { lineItemId: string; quantity: number }[];
  /** The delivery's amount given back, or null for none. */
  delivery: string | null;
  comment: string | null;
}

/** What the refund form starts from: the order's line items with what is still refundable. */
export interface RefundBasis {
  orderId: string;
  paymentId: string | null;
  currency: string;
  lineItems: {
    lineItemId: string;
    name: string;
    bought: number;
    price: string;
    refundable: number;
    returned: number;
  }[];
  delivery: { paid: string; refundable: string };
}

/** The outbox fields of return and refund changes. */
export interface ReturnFields {
  /** The rejection set, or (in `previous`) the one before: none. */
  rejection?: { code: string; reason: string | null } | null;
  /** The return's status before its rejection. */
  returnStatus?: string;
  /** How lists of changes name it: the return's number, or the refund's amount and order. */
  label?: string;
  refund?: { total: string; currency: string; orderId: string };
}

export const isLocalRefund = (id: string): boolean => id.startsWith('local-');
