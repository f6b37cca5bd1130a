/** A bin location as the seller writes it on the shelf ("A-03-2"); an empty one takes the offer's bin away. */
export const binMaxLength = 40;

/** What makes several line items one product on the pick list: the same EAN, else external id, else offer. */
export type PickKey = 'ean' | 'externalId' | 'offerId';

/** One product to fetch from the shelves: every waiting order's items of it, added up. */
export interface PickLine {
  /** The product's key (`by` and its value), unique within the list. */
  id: string;
  by: PickKey;
  /** Where it lies; null when none of its offers has a bin. */
  bin: string | null;
  quantity: number;
  title: string;
  ean: string | null;
  externalId: string | null;
  offerIds: string[];
  /** The orders it is in, in the packing queue's order. */
  orderIds: string[];
}

/** The pick list: by bin (natural order), lines without a bin last, then by title. */
export interface PickList {
  lines: PickLine[];
  /** How many orders it covers. */
  orders: number;
}

export interface OfferBin {
  offerId: string;
  bin: string | null;
}

/** Why a row of a bins file set nothing. */
export type BinRowProblem = 'noOffer' | 'noKey' | 'tooLong';

/** What a bins file did: the rows applied, and each row that matched no offer (its line and why). */
export interface BinImportReport {
  set: number;
  notMatched: { line: number; key: string; problem: BinRowProblem }[];
}

/** The pick list put in the print queue: in which format, on which printer, as which job. */
export interface PickPrintResult {
  jobId: number;
  format: 'pdf' | 'zpl';
  printerLabel: string;
  lines: number;
}
