import type { ChangeStatus } from './outbox';
import type { FieldError } from './errors';

/** The marketplace's limits on a tracking number it is given (POST /order/checkout-forms/{id}/shipments). */
export const trackingLimits = { waybillMax: 64, carrierNameMax: 30 } as const;

/** The carrier id for a parcel sent with a carrier the marketplace does not list: it then needs a name. */
export const OTHER_CARRIER = 'OTHER';

/**
 * What a change of an order sets (the entity is the order): a tracking number added by hand, with its carrier (a
 * name only for OTHER) and the line items it carries (none: the whole order), or the fulfillment status set by hand.
 */
export interface OrderFields {
  waybill?: string;
  carrierId?: string;
  carrierName?: string | null;
  lineItemIds?: string[] | null;
  fulfillmentStatus?: string;
  /** The tracking change a status follows (made with it): refused or dropped, the status is not set either. */
  afterChange?: number;
}

/** A tracking number the seller adds by hand, and whether the order is then marked as sent. */
export interface TrackingInput {
  carrierId: string;
  carrierName?: string | null;
  waybill: string;
  /** The line items the parcel carries; null or empty: all of them. */
  lineItemIds?: string[] | null;
  markSent?: boolean;
}

/** One of the marketplace's carriers (GET /order/carriers, kept in the local copy). */
export interface CarrierOption {
  id: string;
  name: string;
}

/** A change of the order on its way or refused, in the change words every list uses (`changeStatusOf`). */
export interface OrderChangeView {
  id: number;
  kind: 'order.tracking' | 'order.status';
  status: ChangeStatus;
  fields: OrderFields;
  errors: FieldError[];
}

/** What the order detail's tracking part shows: the carriers to choose from and the order's changes not yet sent. */
export interface OrderTracking {
  carriers: CarrierOption[];
  changes: OrderChangeView[];
}
