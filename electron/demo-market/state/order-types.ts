/** Orders, their journal and ratings, as saved with the shop. */
import type { Address } from './types';

export type OrderStatus = 'BOUGHT' | 'FILLED_IN' | 'READY_FOR_PROCESSING' | 'CANCELLED';
export type FulfillmentStatus =
  | 'NEW'
  | 'PROCESSING'
  | 'READY_FOR_SHIPMENT'
  | 'READY_FOR_PICKUP'
  | 'SENT'
  | 'PICKED_UP'
  | 'CANCELLED'
  | 'SUSPENDED'
  | 'RETURNED';

export interface Buyer {
  id: string;
  login: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  phone: string;
  address: Address;
  guest: boolean;
}

export interface LineItem {
  id: string;
  offerId: string;
  offerName: string;
  externalId: string | null;
  quantity: number;
  price: string;
  originalPrice: string;
  boughtAt: number;
}

export interface DeliveryInfo {
  methodId: string;
  methodName: string;
  carrierId: string;
  address: {
    firstName: string;
    lastName: string;
    street: string;
    city: string;
    zipCode: string;
    countryCode: string;
    companyName: string | null;
    phoneNumber: string;
  };
  pickupPoint: {
    id: string;
    name: string;
    description: string;
    address: Omit<Address, 'postCode'> & { zipCode: string };
  } | null;
  cost: string;
  smart: boolean;
}

export interface TrackingShipment {
  id: string;
  waybill: string;
  carrierId: string;
  carrierName: string | null;
  lineItemIds: string[];
  createdAt: number;
}

export interface Order {
  id: string;
  sellerId: string;
  buyer: Buyer;
  status: OrderStatus;
  fulfillment: FulfillmentStatus;
  provider: 'SELLER' | 'ALLEGRO';
  lineItems: LineItem[];
  payment: {
    id: string;
    type: 'ONLINE' | 'CASH_ON_DELIVERY' | 'WIRE_TRANSFER';
    provider: string;
    finishedAt: number | null;
    paidAmount: string | null;
  };
  delivery: DeliveryInfo;
  invoiceRequired: boolean;
  messageToSeller: string | null;
  shipments: TrackingShipment[];
  createdAt: number;
  updatedAt: number;
  /** Bumped on every change; the revision string is derived from it. */
  version: number;
  /** Set when a buyer merged this purchase into another: the id then answers 404. */
  mergedInto: string | null;
  /** Set when the marketplace no longer lists the checkout form (it lists them for 180 days): as if gone. */
  unlisted?: true;
}

export interface OrderEvent {
  seq: number;
  id: string;
  sellerId: string;
  type: string;
  occurredAt: number;
  orderId: string;
  revision: string;
}

export interface Rating {
  id: string;
  sellerId: string;
  createdAt: number;
  editedAt: number | null;
  lastChangedAt: number;
  recommended: boolean;
  buyer: { id: string; login: string };
  comment: string | null;
  rates: { delivery: number; deliveryCost: number; description: number; service: number } | null;
  answer: { createdAt: number; message: string } | null;
  removalRequest: { createdAt: number; message: string } | null;
  orderId: string;
  offers: { id: string; title: string }[];
  excludedFromAverageRates: boolean;
  excludedFromAverageRatesReason: string | null;
}
