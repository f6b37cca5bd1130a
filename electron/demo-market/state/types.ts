/** The marketplace's data, as plain values that are saved to and restored from `stateDir` as JSON. */

export interface Address {
  street: string;
  city: string;
  postCode: string;
  countryCode: string;
}

export interface Seller {
  id: string;
  login: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: { name: string; taxId: string } | null;
  features: string[];
  address: Address & { province: string };
  shippingRates: { id: string; name: string }[];
  returnPolicies: { id: string; name: string }[];
  impliedWarranties: { id: string; name: string }[];
  warranties: { id: string; name: string }[];
  maxInactiveOffers: number;
}

export type PublicationStatus = 'INACTIVE' | 'ACTIVE' | 'ACTIVATING' | 'ENDED';
export type SellingFormat = 'BUY_NOW' | 'ADVERTISEMENT' | 'AUCTION';

export interface OfferParameter {
  id: string;
  name?: string;
  values?: string[];
  valuesIds?: string[];
}

export interface Offer {
  id: string;
  sellerId: string;
  /** Creation order; the list's default sort (creation time, newest first) follows it. */
  seq: number;
  name: string;
  categoryId: string;
  productId: string | null;
  productizationRequired: boolean;
  format: SellingFormat;
  price: string;
  currency: string;
  startingPrice: string | null;
  minimalPrice: string | null;
  stock: number;
  sold: number;
  unit: 'UNIT' | 'SET' | 'PAIR';
  status: PublicationStatus;
  duration: string | null;
  startingAt: number | null;
  startedAt: number | null;
  endingAt: number | null;
  endedAt: number | null;
  endedBy: string | null;
  republish: boolean;
  createdAt: number;
  updatedAt: number;
  /** Image addresses; `demo:NAME` stands for an image this server draws (`/demo-images/NAME.svg`). */
  images: string[];
  /** Description HTML; null: derived from the title and category. */
  description: string | null;
  externalId: string | null;
  shippingRatesId: string | null;
  handlingTime: string;
  b2b: boolean;
  fundraisingCampaignId: string | null;
  watchers: number;
  visits: number;
  /** Hidden by the seller: readable on its own, absent from the list. */
  hidden: boolean;
  /** null: the account's address. */
  location: { countryCode: string; province: string; city: string; postCode: string } | null;
  invoice: string;
  impliedWarrantyId: string | null;
  returnPolicyId: string | null;
  warrantyId: string | null;
  parameters: OfferParameter[];
  ean: string | null;
  deleted: boolean;
  /** The asynchronous operation still processing on this offer (409 for another edit meanwhile). */
  operationId: string | null;
  warnings: string[];
}

export interface Product {
  id: string;
  ean: string;
  name: string;
  categoryId: string;
  images: string[];
  parameters: { id: string; name: string; values: string[]; required: boolean }[];
}

export interface Category {
  id: string;
  name: string;
  productizationRequired: boolean;
}

export interface OfferOperation {
  id: string;
  offerId: string;
  kind: 'create' | 'patch';
  startedAt: number;
  doneAt: number;
  /** The PATCH body applied when processing finishes. */
  patch: unknown;
  done: boolean;
}

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

export interface OfferEvent {
  seq: number;
  sellerId: string;
  type: string;
  occurredAt: number;
  offerId: string;
  extra: Record<string, unknown> | null;
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

export interface ErrorItem {
  code: string;
  message: string;
  details: string | null;
  path: string | null;
  userMessage: string;
}

export interface Party {
  name: string | null;
  company: string | null;
  street: string;
  postCode: string;
  city: string;
  countryCode: string;
  county: string | null;
  email: string;
  phone: string;
  pointId: string | null;
}

export interface ParcelItem {
  waybill: string;
  weightKg: number;
  dimensionsCm: { height: number; width: number; depth: number };
  description: string | null;
  value: { amount: string; currency: string } | null;
  type: string;
  textOnLabel: string | null;
}

/** A parcel of either shipping family: `/parcel-management` (parcel) or `/shipment-management` (shipment). */
export interface Parcel {
  id: string;
  family: 'parcel' | 'shipment';
  sellerId: string;
  commandId: string;
  serviceId: string;
  carrierId: string;
  receiver: Party;
  sender: Party;
  items: ParcelItem[];
  type: string;
  labelFormat: 'PDF' | 'ZPL' | 'EPL';
  referenceNumber: string | null;
  cashOnDelivery: { amount: string; currency: string } | null;
  insurance: { amount: string; currency: string } | null;
  options: string[];
  state: 'CREATED' | 'CANCELLED';
  createdAt: number;
  cancelledAt: number | null;
  pickedUp: boolean;
  orderId: string | null;
  /** The creation input as sent, for the details echo. */
  input: unknown;
}

export interface ParcelCommand {
  id: string;
  kind: 'create' | 'cancel' | 'pickup';
  family: 'parcel' | 'shipment';
  sellerId: string;
  input: unknown;
  status: 'IN_PROGRESS' | 'SUCCESS' | 'ERROR' | 'PARTIAL_SUCCESS';
  errors: ErrorItem[];
  /** The created parcel (create) or the parcel acted on (cancel). */
  parcelId: string | null;
  pickupId: string | null;
  createdAt: number;
  doneAt: number;
  /** Held in IN_PROGRESS whatever the clock says (a stuck carrier). */
  stuck: boolean;
  /** The normalised request the command works on (a ParcelRequest for create). */
  request: unknown;
}

export interface Pickup {
  id: string;
  sellerId: string;
  family: 'parcel' | 'shipment';
  parcelIds: string[];
  date: string | null;
  minTime: string | null;
  maxTime: string | null;
  carrierPickupId: string;
  createdAt: number;
}

export interface OfferTask {
  offerId: string;
  field: string;
  status: 'NEW' | 'SUCCESS' | 'FAIL';
  message: string | null;
  errors: ErrorItem[];
}

export interface OfferCommand {
  id: string;
  kind: 'publication' | 'price' | 'quantity';
  sellerId: string;
  input: unknown;
  createdAt: number;
  completedAt: number | null;
  tasks: OfferTask[];
}

export interface ChangePriceCommand {
  id: string;
  offerId: string;
  sellerId: string;
  input: { buyNowPrice: { amount: string; currency: string } };
  status: string;
  errors: ErrorItem[];
  createdAt: number;
}
