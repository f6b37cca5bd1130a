import { z } from 'zod';
import type { Change } from '../outbox';
import type { Page } from '../page';
import {
  refundReasons,
  rejectionCodes,
  returnStatuses,
  type CustomerReturn,
  type Refund,
  type RefundBasis,
} from '../returns';
import { channel } from './define';
import { accountIdField, pagingFields, emptyPage } from './query';

const returnId = z.string().min(1).max(100);
const orderId = z.string().min(1).max(100);

/** A refund of the order's payment: the core checks the amounts against the order before queueing it. */
const refundDraft = z
  .object({
    orderId,
    returnId: returnId.nullable(),
    reason: z.enum(refundReasons),
    lineItems: z
      .array(
        z
          .object({ lineItemId: z.string().min(1).max(100), quantity: z.number().int().min(0).max(100_000) })
          .strict(),
      )
      .max(200),
    delivery: z
      .string()
      .regex(/^\d{1,7}(\.\d{1,2})?$/)
      .nullable(),
    comment: z.string().max(250).nullable(),
  })
  .strict();

/** Customer returns and refunds, read from the local copy (offline too); rejections and refunds go through the outbox. */
export const returnChannels = {
  'returns:list': channel<Page<CustomerReturn>>()(
    z
      .object({
        accountId: accountIdField,
        status: z.enum(returnStatuses).nullable().default(null),
        ...pagingFields,
      })
      .strict(),
    emptyPage,
  ),
  'returns:get': channel<CustomerReturn>()(
    z.object({ accountId: accountIdField, returnId }).strict(),
    'required',
  ),
  /** An order's returns and refunds (its detail). */
  'returns:ofOrder': channel<{ returns: CustomerReturn[]; refunds: Refund[] }>()(
    z.object({ accountId: accountIdField, orderId }).strict(),
    { empty: { returns: [], refunds: [] } },
  ),
  /** What a refund of the order may still give back, for the refund form. */
  'returns:refundBasis': channel<RefundBasis>()(
    z.object({ accountId: accountIdField, orderId }).strict(),
    'required',
  ),
  /** Rejects the return's refund with a code and (required with REFUND_REJECTED) a reason. */
  'returns:reject': channel<Change>()(
    z
      .object({
        accountId: accountIdField,
        returnId,
        code: z.enum(rejectionCodes),
        reason: z.string().max(250).nullable(),
      })
      .strict(),
    'required',
  ),
  'returns:refund': channel<Change>()(
    z.object({ accountId: accountIdField, draft: refundDraft }).strict(),
    'required',
  ),
};
