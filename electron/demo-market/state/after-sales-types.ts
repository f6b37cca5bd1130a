/** A seller's after-sales conditions (document 3), stored as the marketplace holds them. */

export interface ConditionAddress {
  name: string;
  street: string;
  postCode: string;
  city: string;
  countryCode: string;
}

export const RESTRICTION_CAUSES = [
  'SEALED_MEDIA',
  'SEALED_ITEM_NO_RETURN_DUE_HEALTH_OR_HYGIENE',
  'CUSTOM_ITEM',
  'SHORT_SHELF_LIFE',
  'INSEPARABLY_LINKED',
  'PRESS',
  'MEDICINAL_PRODUCT',
  'NOT_RECORDED_DIGITAL_CONTENT',
  'VALUE_DEPENDENT_ON_FINANCIAL_MARKET',
] as const;
export type RestrictionCause = (typeof RESTRICTION_CAUSES)[number];

export const RETURN_OPTIONS = [
  'cashOnDeliveryNotAllowed',
  'freeAccessoriesReturnRequired',
  'refundLoweredByReceivedDiscount',
  'refundOfCheapestItemInCombinedDiscount',
  'businessReturnAllowed',
  'collectBySellerOnly',
] as const;
export type ReturnOptions = Record<(typeof RETURN_OPTIONS)[number], boolean>;

export interface ReturnPolicy {
  id: string;
  name: string;
  isFulfillment: boolean;
  range: 'FULL' | 'RESTRICTED';
  restrictionCause: RestrictionCause | null;
  withdrawalPeriod: string | null;
  returnCostCoveredBy: 'SELLER' | 'BUYER' | null;
  address: ConditionAddress;
  contact: { phoneNumber: string | null; email: string | null } | null;
  options: ReturnOptions;
  /** The statutory withdrawal form, added by the marketplace; it cannot be changed. */
  formId: string;
}

export interface ImpliedWarranty {
  id: string;
  name: string;
  /** Years only (`P2Y`): the validity for consumers. */
  individualPeriod: string;
  corporatePeriod: string | null;
  address: ConditionAddress;
  description: string | null;
}

export interface WarrantyPeriod {
  period: string | null;
  lifetime: boolean;
}

export interface Warranty {
  id: string;
  name: string;
  type: 'MANUFACTURER' | 'SELLER';
  individual: WarrantyPeriod;
  corporate: WarrantyPeriod | null;
  attachment: { id: string; name: string } | null;
  description: string | null;
}

/** A PDF for a warranty: created by name, then its file uploaded once to the address it was given. */
export interface ConditionAttachment {
  id: string;
  sellerId: string;
  name: string;
  createdAt: number;
  /** The uploaded file's size, once it arrived: a warranty may name only an uploaded attachment. */
  uploadedBytes: number | null;
}
