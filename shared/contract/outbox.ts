import { z } from 'zod';
import { compatibilityLimits } from '../compatibility';
import { offerLimits } from '../offer-rules';
import { changeStates, type BatchPreviewRow, type Change, type ChangeCounts } from '../outbox';
import { channel } from './define';
import { accountIdField } from './query';

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

const changeRef = z.object({ id: z.number().int().positive() }).strict();

export const outboxChannels = {
  /** Stores the change (and shows its values locally) at once; the outbox sends it. One or two changes. */
  'outbox:changeOffer': channel<Change[]>()(
    z
      .object({ accountId: accountIdField, offerId: z.string().min(1).max(200), fields: offerFieldsSchema })
      .strict(),
    'required',
  ),
  /** The changes of the signed-in accounts, newest first (or of one account), optionally in some states. */
  'outbox:list': channel<Change[]>()(
    z
      .object({
        accountId: accountIdField,
        states: z.array(z.enum(changeStates)).max(changeStates.length).optional(),
        limit: z.number().int().min(1).max(500).default(200),
      })
      .strict(),
  ),
  'outbox:counts': channel<ChangeCounts>()(z.object({}).strict().optional()),
  /** One offer's changes, newest first: its history, with the values before and after each. */
  'outbox:history': channel<Change[]>()(
    z.object({ accountId: accountIdField, offerId: z.string().min(1).max(200) }).strict(),
    'required',
  ),
  /** Every selected offer's value now and after the change, or why it is left out; nothing is stored. */
  'outbox:previewOffers': channel<BatchPreviewRow[]>()(manyOffers, 'required'),
  /** Stores the change of many offers (one command per thousand); answers what was stored and what was left out. */
  'outbox:changeOffers': channel<{ batchIds: number[]; changeIds: number[]; skipped: BatchPreviewRow[] }>()(
    manyOffers,
    'required',
  ),
  /** Each offer's change in these batches: progress while they run, each offer's result after. */
  'outbox:batchResults': channel<Change[]>()(
    z.object({ batchIds: z.array(z.number().int().positive()).min(1).max(200) }).strict(),
  ),
  'outbox:retry': channel<Change[]>()(changeRef),
  'outbox:discard': channel<Change>()(changeRef),
  /** A new change back to the values before this one. */
  'outbox:undo': channel<Change[]>()(changeRef),
};
