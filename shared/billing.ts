/** Billing: what the marketplace charged the seller, as the local copy keeps it. */

/** Money of a billing entry as the marketplace writes it: a decimal string and a currency. */
export interface BillingMoney {
  amount: string;
  currency: string;
}

export interface BillingEntryRow {
  id: string;
  occurredAt: string;
  typeId: string;
  typeName: string;
  offerId: string | null;
  offerName: string | null;
  orderId: string | null;
  /** Negative: a charge; positive: money back. */
  value: BillingMoney;
  balance: BillingMoney | null;
}

export interface BillingType {
  id: string;
  name: string;
}

/** A sum of the filtered entries, one per currency (never added across currencies). */
export interface BillingSum {
  currency: string;
  amount: string;
  count: number;
}

export interface BillingTypeTotal extends BillingSum {
  typeId: string;
  typeName: string;
}

export interface BillingPeriodTotal extends BillingSum {
  /** `2026-05-01` for a day, `2026-05` for a month, in the seller's local time. */
  period: string;
}

export const billingPeriods = ['day', 'month'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export interface BillingTotals {
  all: BillingSum[];
  byType: BillingTypeTotal[];
  byPeriod: BillingPeriodTotal[];
}

/** What an offer cost: per type over the last 30 and 90 days, and its entries. */
export interface OfferCosts {
  last30: BillingTypeTotal[];
  last90: BillingTypeTotal[];
  entries: BillingEntryRow[];
}
