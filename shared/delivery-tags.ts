import type { Money } from './money';

/** A delivery method with the limits a shipping rate list must keep to (GET /sale/delivery-methods). */
export interface DeliveryMethodInfo {
  id: string;
  name: string;
  /** IN_ADVANCE, or CASH_ON_DELIVERY: the buyer pays the courier. */
  paymentPolicy: string | null;
  cashOnDelivery: boolean;
  maxQuantityPerPackage: number | null;
  /** Kilograms, as the marketplace writes them; null when the method does not take a weight limit. */
  maxPackageWeight: { min: string | null; max: string | null } | null;
  /** ISO 8601 durations. */
  shippingTime: { from: string | null; to: string | null; customizable: boolean } | null;
  firstItemRate: { min: string | null; max: string | null; currency: string | null } | null;
}

/** One delivery method's rate within a seller's shipping rate list. */
export interface ShippingRate {
  deliveryMethodId: string;
  /** From the delivery methods in the local copy; null when the method is not among them. */
  deliveryMethodName: string | null;
  maxQuantityPerPackage: number | null;
  /** Kilograms. */
  maxPackageWeight: string | null;
  firstItemRate: Money | null;
  nextItemRate: Money | null;
  shippingTime: { from: string | null; to: string | null } | null;
}

/** A seller's shipping rate list (a price list of delivery), as offers name it in `delivery.shippingRates`. */
export interface ShippingRateList {
  id: string;
  name: string;
  rates: ShippingRate[];
  /** How many offers in the local copy use it. */
  offers: number;
}

export interface SellerTag {
  id: string;
  name: string;
  hidden: boolean;
  /** How many offers in the local copy carry it. */
  offers: number;
}

export interface VariantSetOffer {
  id: string;
  /** From the local copy of offers; null when the offer is not in it. */
  name: string | null;
  status: string | null;
  colorPattern: string | null;
}

export interface VariantSet {
  id: string;
  name: string;
  /** The parameters the offers differ by (`color/pattern` or parameter ids). */
  parameters: string[];
  offers: VariantSetOffer[];
}

/** An offer's delivery price list and tags, as the offer editor shows and picks them. */
export interface OfferDeliveryTags {
  shippingRatesId: string | null;
  /** null until the offer's tags were read. */
  tagIds: string[] | null;
  /** A change of the tags still waits to be sent. */
  tagsWaiting: boolean;
}
