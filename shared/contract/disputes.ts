import { z } from 'zod';
import {
  DISPUTE_ATTACHMENT_MAX_BYTES,
  DISPUTE_TEXT_MAX,
  disputeAttachmentTypes,
  disputeStatuses,
  type DisputeDetail,
  type DisputeRow,
} from '../disputes';
import type { Change } from '../outbox';
import type { Page } from '../page';
import { channel } from './define';
import { accountIdField, pagingFields, emptyList, emptyPage, zeroCount } from './query';

const disputeId = z.string().min(1).max(100);

export const disputeListSchema = z
  .object({
    accountId: accountIdField,
    status: z.enum(disputeStatuses).optional(),
    /** One order only: open disputes first, then the latest message first. */
    sort: z.enum(['open-first']).default('open-first'),
    ...pagingFields,
  })
  .strict();
export type DisputeListQuery = z.output<typeof disputeListSchema>;

/** A reply's file: a name, an upload type and its bytes in base64 (at most the marketplace's size). */
export const replyFile = z
  .object({
    name: z.string().min(1).max(255),
    type: z.enum(disputeAttachmentTypes),
    base64: z
      .string()
      .min(1)
      .max(Math.ceil(DISPUTE_ATTACHMENT_MAX_BYTES / 3) * 4)
      .regex(/^[A-Za-z0-9+/]+=*$/),
  })
  .strict();

/** The seller's disputes, read from the local copy (offline too); replies go through the outbox. */
export const disputeChannels = {
  /** Open disputes first, then by their last message, newest first. */
  'disputes:list': channel<Page<DisputeRow>>()(disputeListSchema, emptyPage),
  /** One dispute with its messages (replies waiting or refused marked). */
  'disputes:get': channel<DisputeDetail>()(
    z.object({ accountId: accountIdField, disputeId }).strict(),
    'required',
  ),
  /** The disputes about an order (its detail). */
  'disputes:ofOrder': channel<DisputeRow[]>()(
    z.object({ accountId: accountIdField, orderId: z.string().min(1).max(100) }).strict(),
    emptyList,
  ),
  /** How many disputes are open (the top bar). */
  'disputes:openCount': channel<number>()(z.object({ accountId: accountIdField }).strict(), zeroCount),
  /** Stores a reply (shown at once as waiting) with an optional file; the outbox sends it. */
  'disputes:reply': channel<Change>()(
    z
      .object({
        accountId: accountIdField,
        disputeId,
        text: z.string().max(DISPUTE_TEXT_MAX),
        file: replyFile.optional(),
      })
      .strict(),
    'required',
  ),
  /** Downloads a message's attachment from the marketplace (online only): its bytes in base64. */
  'disputes:attachment': channel<{ base64: string; contentType: string }>()(
    z
      .object({ accountId: accountIdField, url: z.url().max(2000), fileName: z.string().min(1).max(255) })
      .strict(),
    'required',
  ),
};
