import type { Money } from './money';

export const orderStatuses = ['BOUGHT', 'FILLED_IN', 'READY_FOR_PROCESSING', 'CANCELLED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const fulfillmentStatuses = [
  'NEW',
  'PROCESSING',
  'READY_FOR_SHIPMENT',
  'READY_FOR_PICKUP',
  'SENT',
  'PICKED_UP',
  'CANCELLED',
  'SUSPENDED',
  'RETURNED',
] as const;
export type FulfillmentStatus = (typeof fulfillmentStatuses)[number];

export const orderSorts = [
  'boughtAt',
  '-boughtAt',
  'updatedAt',
  '-updatedAt',
  'totalToPay',
  '-totalToPay',
  'buyerLogin',
  '-buyerLogin',
] as const;
export type OrderSort = (typeof orderSorts)[number];

export type LineItemsSent = 'NONE' | 'SOME' | 'ALL';

/** One line of the orders list: what the list shows, nothing more. */
export interface OrderRow {
  id: string;
  accountId: string;
  status: OrderStatus;
  /** The seller's status; null when the marketplace sent none. */
  fulfillmentStatus: FulfillmentStatus | null;
  buyerLogin: string;
  /** First and last name, or the company name; null for a guest without them. */
  buyerName: string | null;
  /** ISO time of the earliest line item purchase. */
  boughtAt: string | null;
  updatedAt: string | null;
  totalToPay: Money | null;
  paymentType: string | null;
  /** The payment is finished (paid online, or cash on delivery agreed). */
  paid: boolean;
  deliveryMethodId: string | null;
  deliveryMethodName: string | null;
  /** Sum of the line items' quantities. */
  itemCount: number;
  lineItemCount: number;
  /** The first line item's offer title, for a one-line summary. */
  firstItemTitle: string | null;
  lineItemsSent: LineItemsSent | null;
  hasMessageToSeller: boolean;
  /** Set when the buyer merged this order into another one; the other order's id. */
  supersededBy: string | null;
}

export interface OrderLineItem {
  id: string;
  offerId: string;
  offerName: string;
  externalId: string | null;
  quantity: number;
  price: Money | null;
  originalPrice: Money | null;
  boughtAt: string | null;
  /** From the local offers cache; null when the offer is not in it. */
  offerStock: { available: number; unit: string | null } | null;
  offerStatus: string | null;
}

export interface OrderAddress {
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  street: string | null;
  city: string | null;
  postCode: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
}

export interface OrderShipment {
  waybill: string;
  carrierId: string | null;
  carrierName: string | null;
  createdAt: string | null;
  lineItemIds: string[];
}

export interface OrderDetail extends OrderRow {
  revision: string | null;
  messageToSeller: string | null;
  note: string | null;
  buyer: {
    id: string;
    login: string;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    companyName: string | null;
    phoneNumber: string | null;
    guest: boolean;
    address: OrderAddress | null;
  };
  payment: {
    id: string | null;
    type: string | null;
    provider: string | null;
    finishedAt: string | null;
    paidAmount: Money | null;
  } | null;
  delivery: {
    methodId: string | null;
    methodName: string | null;
    address: OrderAddress | null;
    pickupPoint: {
      id: string;
      name: string | null;
      description: string | null;
      address: OrderAddress | null;
    } | null;
    cost: Money | null;
    /** ISO times of the promised delivery window and the dispatch deadline. */
    timeFrom: string | null;
    timeTo: string | null;
    dispatchBy: string | null;
    smart: boolean;
    calculatedNumberOfPackages: number | null;
  };
  invoice: {
    required: boolean;
    address: OrderAddress | null;
    /**
     * The buyer's tax ids as the marketplace gives them (`invoice.address.company.ids[]`: `PL_NIP`, `VAT_EU`...; a
     * type the app does not know is kept as it came), or the deprecated `taxId` alone with no type.
     */
    taxIds: { type: string | null; value: string }[];
    /** Whether the company pays VAT (`ACTIVE`, `NON_ACTIVE`, `NOT_APPLICABLE`, or what the marketplace sends). */
    vatPayerStatus: string | null;
  } | null;
  lineItems: OrderLineItem[];
  shipments: OrderShipment[];
  /** Orders the buyer merged into this one (they carry `supersededBy` = this id). */
  supersedes: string[];
  /** ISO time this copy was last written from the marketplace. */
  syncedAt: string;
}

/** A delivery method seen in the account's orders, for the filter. */
export interface DeliveryMethodOption {
  id: string;
  name: string;
  orderCount: number;
}

/**
 * Orders that joined the packing queue since the core last looked (paid, not yet sent): what a notification says.
 * One per account and look; an order is in it once, ever, and an account's first sync puts none in it.
 */
export interface NewPaidOrders {
  accountId: string;
  orders: { id: string; buyerLogin: string; itemCount: number }[];
  /** How many of the account's orders wait to be packed now. */
  toPack: number;
}

/** An order the window is asked to show at the packing station. */
export interface OrderToShow {
  accountId: string;
  orderId: string;
}
