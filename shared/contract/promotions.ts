import { z } from 'zod';
import type { Change } from '../outbox';
import { promotionRules, promotionTypes, type Promotion, type PromotionType } from '../promotions';
import { channel } from './define';
import { accountIdField, emptyList } from './query';

const promotionId = z.string().min(1).max(200);
const offerIds = z.array(z.string().min(1).max(40)).min(1).max(promotionRules.maxOffers);
const percent = z.number().int().min(1).max(100);

/** A new promotion: a wholesale price list or a (cross) multipack; the rules past the shape are checked by the core. */
const draft = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('wholesale'),
      name: z.string().max(promotionRules.nameMax * 2),
      thresholds: z
        .array(z.object({ quantity: z.number().int(), percentage: percent }).strict())
        .min(1)
        .max(promotionRules.maxThresholds),
      offerIds,
    })
    .strict(),
  z
    .object({
      kind: z.literal('multipack'),
      forEachQuantity: z.number().int(),
      percentage: percent,
      offerIds,
    })
    .strict(),
]);

/** The seller's promotions, read from the local copy (offline too); changes go through the outbox. */
export const promotionChannels = {
  'promotions:list': channel<Promotion[]>()(
    z.object({ accountId: accountIdField, type: z.enum(promotionTypes) }).strict(),
    emptyList,
  ),
  'promotions:counts': channel<Partial<Record<PromotionType, number>>>()(
    z.object({ accountId: accountIdField }).strict(),
    { empty: {} },
  ),
  'promotions:get': channel<Promotion>()(
    z.object({ accountId: accountIdField, promotionId }).strict(),
    'required',
  ),
  /** The promotions that name an offer (its detail). */
  'promotions:ofOffer': channel<Promotion[]>()(
    z.object({ accountId: accountIdField, offerId: z.string().min(1).max(40) }).strict(),
    emptyList,
  ),
  /** Stores a new multipack or wholesale price list (shown at once under a local id); the outbox sends it. */
  'promotions:create': channel<Change>()(z.object({ accountId: accountIdField, draft }).strict(), 'required'),
  /** A bundle's new discount, in the account's currency. */
  'promotions:changeDiscount': channel<Change>()(
    z
      .object({
        accountId: accountIdField,
        promotionId,
        discount: z
          .object({ amount: z.string().regex(/^\d{1,7}(\.\d{1,2})?$/), currency: z.string().length(3) })
          .strict(),
      })
      .strict(),
    'required',
  ),
  'promotions:end': channel<Change>()(
    z.object({ accountId: accountIdField, promotionId }).strict(),
    'required',
  ),
};
