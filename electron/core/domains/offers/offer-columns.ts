import type { OfferRecord } from './offer-records';
import { sortKey } from '../../db/search-text';

/** An offer record as the statements bind it: the price in three columns, plus the sort key and bookkeeping. */
export type Params = Omit<OfferRecord, 'price'> & {
  accountId: string;
  nameKey: string;
  priceAmount: string | null;
  priceValue: number | null;
  currency: string | null;
  raw: string;
  relist: number;
  now: number;
};

/** The price as its three columns: the marketplace's string, a number to sort by, the currency. */
function priceColumns(
  r: OfferRecord,
): [amount: string | null, value: number | null, currency: string | null] {
  const value = r.price ? Number(r.price.amount) : NaN;
  return [r.price?.amount ?? null, Number.isFinite(value) ? value : null, r.price?.currency ?? null];
}

export function params(accountId: string, r: OfferRecord, raw: string, now: number, relist = 0): Params {
  const [priceAmount, priceValue, currency] = priceColumns(r);
  return {
    accountId,
    id: r.id,
    name: r.name,
    nameKey: sortKey(r.name),
    status: r.status,
    format: r.format,
    priceAmount,
    priceValue,
    currency,
    stockAvailable: r.stockAvailable,
    stockSold: r.stockSold,
    stockUnit: r.stockUnit,
    externalId: r.externalId,
    imageUrl: r.imageUrl,
    categoryId: r.categoryId,
    endingAt: r.endingAt,
    updatedAt: r.updatedAt,
    raw,
    relist,
    now,
  };
}

/** The list columns of an offer in the order of `insertListed`'s placeholders: a load binds 100 000 of these. */
export type ListedValues = [
  accountId: string,
  id: string,
  name: string,
  nameKey: string,
  status: string | null,
  format: string | null,
  priceAmount: string | null,
  priceValue: number | null,
  currency: string | null,
  stockAvailable: number | null,
  stockSold: number | null,
  externalId: string | null,
  imageUrl: string | null,
  categoryId: string | null,
  endingAt: string | null,
  relist: number,
  raw: string,
  now: number,
];

export function listedValues(
  accountId: string,
  r: OfferRecord,
  raw: string,
  now: number,
  relist: number,
): ListedValues {
  return [
    accountId,
    r.id,
    r.name,
    sortKey(r.name),
    r.status,
    r.format,
    ...priceColumns(r),
    r.stockAvailable,
    r.stockSold,
    r.externalId,
    r.imageUrl,
    r.categoryId,
    r.endingAt,
    relist,
    raw,
    now,
  ];
}

/** The offers list's sort indexes as the migrations define them: a first load goes without them (deferred-indexes.ts). */
export const offerSortIndexes = [
  'CREATE INDEX offers_by_name ON offers (account_id, hidden, name_key)',
  'CREATE INDEX offers_by_price ON offers (account_id, hidden, price_value)',
  'CREATE INDEX offers_by_stock ON offers (account_id, hidden, stock_available)',
  'CREATE INDEX offers_by_sold ON offers (account_id, hidden, stock_sold)',
  'CREATE INDEX offers_by_status ON offers (account_id, status)',
] as const;

/** What an offer's identifiers are searched by: its number and the seller's own code. */
export const searchIds = (id: string, externalId: string | null): string =>
  `${id} ${externalId ?? ''}`.toLowerCase();
