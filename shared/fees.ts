import type { Money } from './money';

/** One fee of a preview (document 2, Fee resources): a commission per sale, or a quote per cycle. */
export interface FeeLine {
  type: string;
  name: string;
  fee: Money;
  /** A quote's cycle (ISO 8601 duration); null for a commission. */
  cycleDuration: string | null;
}

/** What the marketplace would charge for an offer at the price being typed. */
export interface FeePreview {
  commissions: FeeLine[];
  quotes: FeeLine[];
}

/** A running fee of a listed offer (`GET /pricing/offer-quotes`). */
export interface OfferQuote {
  type: string;
  name: string;
  fee: Money;
  nextDate: string | null;
  enabled: boolean;
}

/** An offer's running fees as the local copy holds them; `runningFee` is null when none is enabled. */
export interface OfferQuoteSummary {
  offerId: string;
  runningFee: Money | null;
  nextDate: string | null;
  /** When the marketplace quoted it (ms). */
  fetchedAt: number;
}

export interface OfferQuotes extends OfferQuoteSummary {
  quotes: OfferQuote[];
}
