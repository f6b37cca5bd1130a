import { z } from 'zod';
import {
  billingPeriods,
  type BillingEntryRow,
  type BillingTotals,
  type BillingType,
  type OfferCosts,
} from '../billing';
import type { Page } from '../page';
import { channel } from './define';
import { accountIdField, isoDateTime, pagingFields, emptyList, emptyPage } from './query';

const offerId = z.string().regex(/^\d{1,20}$/);

/** The filters of the billing list and of its totals: types (three-letter codes), an offer, a range of time. */
export const billingFilterFields = {
  accountId: accountIdField,
  typeIds: z
    .array(z.string().regex(/^[A-Z0-9]{3}$/))
    .max(50)
    .optional(),
  offerId: offerId.optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
};

const noBackwardRange = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to);

export const billingListSchema = z
  .object({ ...billingFilterFields, sort: z.literal('-occurredAt').optional(), ...pagingFields })
  .strict()
  .refine(noBackwardRange, 'from must not be after to');

export type BillingListQuery = z.output<typeof billingListSchema>;

/** What the marketplace charged, from the local copy (the money stream keeps it). */
export const billingChannels = {
  'billing:list': channel<Page<BillingEntryRow>>()(billingListSchema, emptyPage),
  /** Sums of the filtered entries: in all, per type and per day or month, per currency. */
  'billing:totals': channel<BillingTotals>()(
    z
      .object({ ...billingFilterFields, period: z.enum(billingPeriods) })
      .strict()
      .refine(noBackwardRange, 'from must not be after to'),
    'required',
  ),
  'billing:types': channel<BillingType[]>()(z.object({ accountId: accountIdField }).strict(), emptyList),
  /** What one offer cost over the last 30 and 90 days, and its entries. */
  'billing:offerCosts': channel<OfferCosts>()(
    z.object({ accountId: accountIdField, offerId }).strict(),
    'required',
  ),
};
