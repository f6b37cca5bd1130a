/**
 * The seller's after-sales conditions as the app keeps them: return policies, implied warranties (complaints
 * policies) and warranties. Offers name them by id (`afterSalesServices`); the seller picks them by name.
 */
export const afterSalesKinds = ['return-policy', 'implied-warranty', 'warranty'] as const;
export type AfterSalesKind = (typeof afterSalesKinds)[number];

export interface ConditionAddress {
  name: string;
  street: string;
  postCode: string;
  city: string;
  countryCode: string;
}

/** The options of a return policy, each true or false; a policy sends all of them. */
export interface ReturnPolicyOptions {
  cashOnDeliveryNotAllowed: boolean;
  freeAccessoriesReturnRequired: boolean;
  refundLoweredByReceivedDiscount: boolean;
  refundOfCheapestItemInCombinedDiscount: boolean;
  businessReturnAllowed: boolean;
  collectBySellerOnly: boolean;
}

/** Every option of a return policy, in the order the form shows them. */
export const returnPolicyOptionNames: readonly (keyof ReturnPolicyOptions)[] = [
  'cashOnDeliveryNotAllowed',
  'freeAccessoriesReturnRequired',
  'refundLoweredByReceivedDiscount',
  'refundOfCheapestItemInCombinedDiscount',
  'businessReturnAllowed',
  'collectBySellerOnly',
];

export interface ReturnPolicy {
  kind: 'return-policy';
  id: string;
  name: string;
  /** FULL: the buyer may withdraw; RESTRICTED: not, for `restrictionCause`. Other values as the marketplace sent them. */
  range: string | null;
  restrictionCause: { name: string; description: string | null } | null;
  /** ISO 8601 in days (`P14D`). */
  withdrawalPeriod: string | null;
  returnCostCoveredBy: string | null;
  address: ConditionAddress | null;
  contact: { phoneNumber: string | null; email: string | null } | null;
  /** Null when the marketplace sent none (a policy without returns). */
  options: ReturnPolicyOptions | null;
  /** The statutory withdrawal form the marketplace attaches. */
  attachment: { id: string; name: string | null; url: string | null } | null;
}

export interface ImpliedWarranty {
  kind: 'implied-warranty';
  id: string;
  name: string;
  /** For consumers, in whole years (`P2Y`). */
  individualPeriod: string | null;
  /** For companies; null when not given. */
  corporatePeriod: string | null;
  address: ConditionAddress | null;
  /** HTML limited to p, b, ul, ol and li. */
  description: string | null;
}

export interface WarrantyPeriod {
  /** ISO 8601 (`P12M`); null for a lifetime warranty. */
  period: string | null;
  lifetime: boolean;
}

export interface Warranty {
  kind: 'warranty';
  id: string;
  name: string;
  /** MANUFACTURER or SELLER, as the marketplace sent it. */
  type: string | null;
  individual: WarrantyPeriod | null;
  corporate: WarrantyPeriod | null;
  attachment: { id: string; name: string | null; url: string | null } | null;
  description: string | null;
}

export type AfterSalesCondition = ReturnPolicy | ImpliedWarranty | Warranty;

/** What a picker shows: the name, and the id that goes into the offer. */
export interface AfterSalesChoice {
  kind: AfterSalesKind;
  id: string;
  name: string;
}
