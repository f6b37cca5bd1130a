import { z } from 'zod';
import { afterSalesKinds, type AfterSalesChoice, type AfterSalesCondition } from '../after-sales';
import type { Change } from '../outbox';
import { channel } from './define';
import { accountIdField, emptyList } from './query';

const kind = z.enum(afterSalesKinds);

/** Shapes only: the documents' rules (lengths, periods, post codes) are checked by the core in the seller's words. */
const text = (max: number) => z.string().max(max);
const maybe = <T extends z.ZodTypeAny>(type: T) => type.nullable();
const address = z
  .object({
    name: text(200),
    street: text(200),
    postCode: text(16),
    city: text(200),
    countryCode: text(2),
  })
  .strict();
const attachment = z
  .object({ id: z.string().min(1).max(200), name: maybe(text(200)), url: maybe(text(2000)) })
  .strict();
const period = z.object({ period: maybe(text(16)), lifetime: z.boolean() }).strict();

export const afterSalesDraftSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('return-policy'),
      name: text(200),
      range: maybe(text(20)),
      restrictionCause: maybe(z.object({ name: text(60), description: maybe(text(2000)) }).strict()),
      withdrawalPeriod: maybe(text(16)),
      returnCostCoveredBy: maybe(text(20)),
      address: maybe(address),
      contact: maybe(z.object({ phoneNumber: maybe(text(20)), email: maybe(text(200)) }).strict()),
      options: maybe(
        z
          .object({
            cashOnDeliveryNotAllowed: z.boolean(),
            freeAccessoriesReturnRequired: z.boolean(),
            refundLoweredByReceivedDiscount: z.boolean(),
            refundOfCheapestItemInCombinedDiscount: z.boolean(),
            businessReturnAllowed: z.boolean(),
            collectBySellerOnly: z.boolean(),
          })
          .strict(),
      ),
      attachment: maybe(attachment),
    })
    .strict(),
  z
    .object({
      kind: z.literal('implied-warranty'),
      name: text(200),
      individualPeriod: maybe(text(16)),
      corporatePeriod: maybe(text(16)),
      address: maybe(address),
      description: maybe(text(10_240)),
    })
    .strict(),
  z
    .object({
      kind: z.literal('warranty'),
      name: text(200),
      type: maybe(text(20)),
      individual: maybe(period),
      corporate: maybe(period),
      attachment: maybe(attachment),
      description: maybe(text(10_240)),
    })
    .strict(),
]);

/** A warranty's PDF, as the form read it: at most 5 MB, sent as base64 (the bridge carries JSON). */
const pdfBase64Max = Math.ceil((5 * 1024 * 1024) / 3) * 4;

/** The seller's after-sales conditions, read from the local copy (offline too). */
export const afterSalesChannels = {
  /** One kind's conditions, whole, by name. */
  'conditions:list': channel<AfterSalesCondition[]>()(
    z.object({ accountId: accountIdField, kind }).strict(),
    emptyList,
  ),
  'conditions:get': channel<AfterSalesCondition>()(
    z.object({ accountId: accountIdField, kind, id: z.string().min(1).max(200) }).strict(),
    'required',
  ),
  /** What the offer editor's pickers offer: names and ids of every kind, or of one. */
  'conditions:choices': channel<AfterSalesChoice[]>()(
    z.object({ accountId: accountIdField, kind: kind.optional() }).strict(),
    emptyList,
  ),
  /** A new condition: checked, then stored in the outbox; it reaches the local copy once the marketplace made it. */
  'conditions:create': channel<Change>()(
    z.object({ accountId: accountIdField, draft: afterSalesDraftSchema }).strict(),
    'required',
  ),
  /** A condition changed whole (the marketplace replaces it): shown at once, sent by the outbox. */
  'conditions:edit': channel<Change>()(
    z
      .object({ accountId: accountIdField, id: z.string().min(1).max(200), draft: afterSalesDraftSchema })
      .strict(),
    'required',
  ),
  /** Uploads a warranty's PDF now (online only) and answers the attachment a warranty then names. */
  'conditions:uploadAttachment': channel<{ id: string; name: string }>()(
    z
      .object({
        accountId: accountIdField,
        name: z
          .string()
          .min(1)
          .max(200)
          .regex(/\.pdf$/i),
        base64: z.string().min(1).max(pdfBase64Max),
      })
      .strict(),
    'required',
  ),
};
