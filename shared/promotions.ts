import type { FieldError } from './errors';
import type { Money } from './money';

/**
 * The seller's promotions as the app keeps them (document 2, Promotion). The marketplace lists them by these
 * types; a multipack discounts one unit of every `forEachQuantity` of one offer, a cross multipack of several.
 */
export const promotionTypes = [
  'BUNDLE',
  'MULTIPACK',
  'CROSS_MULTIPACK',
  'LARGE_ORDER_DISCOUNT',
  'WHOLESALE_PRICE_LIST',
] as const;
export type PromotionType = (typeof promotionTypes)[number];

/** A step of a wholesale price list (a number of units) or of a large-order discount (an order's value). */
export interface PromotionThreshold {
  /** Units as a whole number, or an amount of money as the marketplace writes it. */
  lowerBound: string;
  /** A whole percentage, as text ("5"). */
  percentage: string;
}

export interface PromotionOffer {
  id: string;
  /** The offer's title from the local copy; null when the offer is not in it. */
  title: string | null;
  quantity: number;
  entryPoint: boolean;
}

/** A change of the promotion still on its way, or refused (with the marketplace's words). */
export interface PromotionPending {
  changeId: number;
  kind: 'promotion.create' | 'promotion.edit' | 'promotion.end';
  state: 'queued' | 'sending' | 'confirming' | 'failed';
  errors: FieldError[];
}

export interface Promotion {
  id: string;
  type: PromotionType;
  status: string;
  createdAt: string | null;
  /** A wholesale price list's own name (the seller's only). */
  name: string | null;
  /** A bundle's fixed discount. */
  discount: Money | null;
  /** A multipack's discount of the cheapest unit, in whole percent, for each `forEachQuantity` units. */
  percentage: number | null;
  forEachQuantity: number | null;
  thresholds: PromotionThreshold[];
  /** CONTAINS_OFFERS, ALL_OFFERS or OFFERS_ASSIGNED_EXTERNALLY. */
  criterion: string;
  offers: PromotionOffer[];
  pending: PromotionPending | null;
}

/** The local copy's id of a promotion created here and not yet confirmed by the marketplace. */
export const isLocalPromotion = (id: string): boolean => id.startsWith('local-');

/** Rules the app checks before a change is stored (document 2 and the OpenAPI description). */
export const promotionRules = {
  maxOffers: 1000,
  maxThresholds: 10,
  minQuantity: 2,
  maxQuantity: 100000,
  nameMax: 100,
  /** A multipack's discount must be above this for 2, 3, 4 and 5 (and more) units, and at most 100. */
  multipackMinimum: (quantity: number): number => ({ 2: 15, 3: 30, 4: 40 })[quantity] ?? 50,
} as const;

/** A new wholesale price list: a name and its thresholds, for the offers named. */
export interface WholesaleDraft {
  kind: 'wholesale';
  name: string;
  thresholds: { quantity: number; percentage: number }[];
  offerIds: string[];
}

/** A new multipack (one offer) or cross multipack (several): a discount for each `forEachQuantity` units. */
export interface MultipackDraft {
  kind: 'multipack';
  forEachQuantity: number;
  percentage: number;
  offerIds: string[];
}

export type PromotionDraft = WholesaleDraft | MultipackDraft;

/** What a promotion change sets, as the outbox shows it. */
export interface PromotionFields {
  /** The promotion's name or type, for lists of changes. */
  promotion?: string;
  /** A bundle's discount. */
  discount?: Money;
  /** ENDED: the promotion is ended. */
  promotionStatus?: 'ACTIVE' | 'ENDED';
}
