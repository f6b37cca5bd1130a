import { z } from 'zod';
import type { CategoryParameter } from '../categories';
import { compatibilityLimits } from '../compatibility';
import { offerLimits } from '../offer-rules';
import {
  offerSorts,
  offerStatuses,
  sellingFormats,
  type OfferDetail,
  type OfferRow,
  type OfferThumbnail,
} from '../offers';
import type { BatchPreviewRow, Change } from '../outbox';
import type { Page } from '../page';
import { channel } from './define';
import { accountIdField, pagingFields, searchField, emptyList, emptyPage } from './query';

const money = z
  .object({ amount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/), currency: z.string().regex(/^[A-Z]{3}$/) })
  .strict();

const descriptionItem = z
  .object({
    type: z.string().min(1).max(40),
    content: z.string().max(40_000).optional(),
    url: z.string().max(2000).optional(),
  })
  .strict();

const compatibilityItem = z.union([
  z
    .object({
      type: z.literal('ID'),
      id: z.string().min(1).max(100),
      additionalInfo: z
        .array(z.object({ value: z.string().max(200) }).strict())
        .max(10)
        .optional(),
    })
    .strict(),
  z
    .object({ type: z.literal('TEXT'), text: z.string().min(1).max(compatibilityLimits.maxCharacters) })
    .strict(),
]);

/** What the seller may change on an offer; the checks the marketplace makes for certain are made here too. */
export const offerFieldsSchema = z
  .object({
    name: z.string().min(1).max(offerLimits.nameMax).optional(),
    price: money.optional(),
    stock: z.number().int().min(0).max(offerLimits.stockMax).optional(),
    status: z.enum(['ACTIVE', 'ENDED']).optional(),
    description: z
      .object({ sections: z.array(z.object({ items: z.array(descriptionItem).max(10) }).strict()).max(100) })
      .strict()
      .optional(),
    afterSalesServices: z
      .object({
        returnPolicyId: z.string().min(1).max(200).nullable(),
        impliedWarrantyId: z.string().min(1).max(200).nullable(),
        warrantyId: z.string().min(1).max(200).nullable(),
      })
      .strict()
      .optional(),
    compatibilityList: z
      .object({
        type: z.literal('MANUAL'),
        items: z.array(compatibilityItem).max(compatibilityLimits.maxRows),
      })
      .strict()
      .optional(),
    shippingRatesId: z.string().min(1).max(200).optional(),
  })
  .strict()
  .refine((fields) => Object.keys(fields).length > 0, 'a change sets at least one field');

const signedAmount = z.string().regex(/^[+-]?\d{1,9}(\.\d{1,2})?$/);

/** A change of many offers: a price (set, by an amount, by a percentage), a stock (set, by a number), publication. */
export const batchChangeSchema = z.union([
  z.object({ kind: z.literal('price'), mode: z.literal('set'), amount: money.shape.amount }).strict(),
  z.object({ kind: z.literal('price'), mode: z.literal('add'), amount: signedAmount }).strict(),
  z
    .object({ kind: z.literal('price'), mode: z.literal('percent'), percent: z.number().min(-99).max(1000) })
    .strict(),
  z
    .object({
      kind: z.literal('stock'),
      mode: z.enum(['set', 'add']),
      value: z.number().int().min(-1_000_000).max(1_000_000),
    })
    .strict(),
  z.object({ kind: z.literal('publication'), status: z.enum(['ACTIVE', 'ENDED']) }).strict(),
]);

const manyOffers = z
  .object({
    accountId: accountIdField,
    offerIds: z.array(z.string().min(1).max(200)).min(1).max(100_000),
    change: batchChangeSchema,
  })
  .strict();

export const offerListSchema = z
  .object({
    accountId: accountIdField,
    status: z.array(z.enum(offerStatuses)).max(offerStatuses.length).optional(),
    format: z.array(z.enum(sellingFormats)).max(sellingFormats.length).optional(),
    search: searchField,
    sort: z.enum(offerSorts).default('name'),
    ...pagingFields,
  })
  .strict();

export type OfferListQuery = z.output<typeof offerListSchema>;

const offerRef = z.object({ accountId: accountIdField, offerId: z.string().min(1).max(200) }).strict();

const categoryRef = z.object({ accountId: accountIdField, categoryId: z.string().min(1).max(200) }).strict();

export const offerChannels = {
  'offers:list': channel<Page<OfferRow>>()(offerListSchema, emptyPage),
  /** The ids of every offer the list's filters match, in its order (at most 100 000): "select all matching". */
  'offers:ids': channel<string[]>()(offerListSchema.omit({ offset: true, limit: true }), emptyList),
  /** These offers' primary images from the files kept in the data folder (offline too); offers with none left out. */
  'offers:thumbnails': channel<OfferThumbnail[]>()(
    z.object({ accountId: accountIdField, offerIds: z.array(z.string().min(1).max(200)).max(500) }).strict(),
    emptyList,
  ),
  /** From the local copy; NOT_FOUND when the offer is not in it. */
  'offers:get': channel<OfferDetail>()(offerRef, 'required'),
  /**
   * Asks the sync engine to read this offer from the marketplace soon (within the request budget), e.g. when
   * its detail view opens without a description. Answers at once; a `changed {tables: ['offers']}` follows.
   */
  'offers:refresh': channel<null>()(offerRef, { empty: null }),
  /**
   * A category's parameters (check values with `missingParameters`, shared/category-parameters.ts) from the local
   * copy, read from the marketplace first when missing or a day old and it can be reached. OFFLINE when neither has
   * them, NOT_FOUND for a category the marketplace does not have.
   */
  'offers:categoryParameters': channel<CategoryParameter[]>()(categoryRef, 'required'),
  /** Stores the change (and shows its values locally) at once; the outbox sends it. One or two changes. */
  'offers:change': channel<Change[]>()(
    z
      .object({ accountId: accountIdField, offerId: z.string().min(1).max(200), fields: offerFieldsSchema })
      .strict(),
    'required',
  ),
  /** One offer's changes, newest first: its history, with the values before and after each. */
  'offers:history': channel<Change[]>()(
    z.object({ accountId: accountIdField, offerId: z.string().min(1).max(200) }).strict(),
    'required',
  ),
  /** Every selected offer's value now and after the change, or why it is left out; nothing is stored. */
  'offers:preview': channel<BatchPreviewRow[]>()(manyOffers, 'required'),
  /** Stores the change of many offers (one command per thousand); answers what was stored and what was left out. */
  'offers:changeMany': channel<{ batchIds: number[]; changeIds: number[]; skipped: BatchPreviewRow[] }>()(
    manyOffers,
    'required',
  ),
  /** Each offer's change in these batches: progress while they run, each offer's result after. */
  'offers:batchResults': channel<Change[]>()(
    z.object({ batchIds: z.array(z.number().int().positive()).min(1).max(200) }).strict(),
  ),
};
