import { z } from 'zod';
import type { CategoryParameter } from '../categories';
import { offerSorts, offerStatuses, sellingFormats, type OfferDetail, type OfferRow } from '../offers';
import type { Page } from '../page';
import { channel } from './define';
import { accountIdField, pagingFields, searchField, emptyList, emptyPage } from './query';

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
};
