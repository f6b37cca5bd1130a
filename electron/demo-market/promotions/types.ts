/** A seller's promotion (document 2, Promotion), stored as the marketplace holds it. */
export type PromotionType =
  'BUNDLE' | 'MULTIPACK' | 'CROSS_MULTIPACK' | 'LARGE_ORDER_DISCOUNT' | 'WHOLESALE_PRICE_LIST';

export interface Money {
  amount: string;
  currency: string;
}

export type StoredBenefit =
  | { type: 'ORDER_FIXED_DISCOUNT'; value: Money }
  | {
      type: 'UNIT_PERCENTAGE_DISCOUNT';
      percentage: number;
      forEachQuantity: number;
      discountedNumber: number;
    }
  | { type: 'LARGE_ORDER_DISCOUNT'; thresholds: { lowerBound: Money; percentage: string }[] }
  | { type: 'WHOLESALE_PRICE_LIST'; name: string; thresholds: { lowerBound: number; percentage: string }[] };

export type StoredCriterion =
  | { type: 'CONTAINS_OFFERS'; offers: { id: string; quantity: number; promotionEntryPoint: boolean }[] }
  | { type: 'ALL_OFFERS' }
  | { type: 'OFFERS_ASSIGNED_EXTERNALLY' };

export interface StoredPromotion {
  id: string;
  type: PromotionType;
  /** DELETE deactivates: the promotion stays readable by id as INACTIVE and leaves the lists. */
  status: 'ACTIVE' | 'INACTIVE';
  createdAt: number;
  benefit: StoredBenefit;
  criterion: StoredCriterion;
}
