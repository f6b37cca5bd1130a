import type { CompatibilityList } from '../compatibility/list-rules';
/** The marketplace's data, as plain values that are saved to and restored from `stateDir` as JSON. */
import type { ImpliedWarranty, ReturnPolicy, Warranty } from './after-sales-types';
import type { ErrorItem } from './parcel-types';
import type { StoredPromotion } from '../promotions/types';
import type { SellerClaims } from '../refund-claims/types';
import type { SellerReturns } from '../returns/types';
import type { SellerMessaging } from '../messaging/types';
import type { SellerDisputes } from '../disputes/types';
import type { SellerIssues } from '../issues/types';

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
  returnPolicies: ReturnPolicy[];
  impliedWarranties: ImpliedWarranty[];
  warranties: Warranty[];
  /** Generated on first use (demo-market/promotions); absent in states saved before promotions existed. */
  promotions?: StoredPromotion[];
  /** Commission refund claims, generated on first use (demo-market/refund-claims). */
  refundClaims?: SellerClaims;
  /** Generated on first use (demo-market/disputes); absent in states saved before disputes existed. */
  disputes?: SellerDisputes;
  /** Post-purchase issues, served under `2026`; made on first use (demo-market/issues). */
  issues?: SellerIssues;
  maxInactiveOffers: number;
  /** The message center's threads, messages and attachments; made on first use (demo-market/messaging). */
  messaging?: SellerMessaging;
  /** Offer tags, variant sets and which offer carries which tag; made on first use (delivery-tags/data.ts). */
  tagging?: SellerTagging;
  /** Customer returns and payment refunds; made on first use (demo-market/returns). */
  returns?: SellerReturns;
}

export interface SellerTagging {
  tags: { id: string; name: string; hidden: boolean }[];
  /** Offer id -> the ids of its tags, in the order the seller assigned them. */
  offerTags: Record<string, string[]>;
  variantSets: {
    id: string;
    name: string;
    parameters: string[];
    offers: { id: string; colorPattern: string }[];
  }[];
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
  /** Absent in states saved before compatibility lists existed: none. */
  compatibilityList?: CompatibilityList | null;
  /** The seller's manual translations by language (absent in states saved before they existed). */
  translations?: Record<string, ManualTranslation>;
}

/** A manual translation of an offer: the title, the description (sections as sent), or both. */
export interface ManualTranslation {
  title?: string;
  description?: { sections: unknown[] };
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

export interface OfferEvent {
  seq: number;
  sellerId: string;
  type: string;
  occurredAt: number;
  offerId: string;
  extra: Record<string, unknown> | null;
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

export * from './after-sales-types';
export * from './order-types';
export * from './parcel-types';
