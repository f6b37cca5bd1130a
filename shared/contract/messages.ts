import { z } from 'zod';
import type { AttachmentFile, MessageOrderChoice, MessageThread, ThreadMessage } from '../messages';
import { messageRules } from '../messages';
import type { Change } from '../outbox';
import type { Page } from '../page';
import { channel } from './define';
import { accountIdField, pagingFields, emptyList, emptyPage, zeroCount } from './query';

const threadId = z.string().min(1).max(200);
const orderId = z.string().min(1).max(200);
/** A file's bytes in base64: 4 characters for every 3 bytes, of at most 5 MB. */
const base64 = z
  .string()
  .max(Math.ceil(messageRules.attachmentMaxBytes / 3) * 4)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/);
const files = z
  .array(z.object({ name: z.string().min(1).max(255), base64 }).strict())
  .max(messageRules.maxAttachments)
  .default([]);
const text = z.string().min(1).max(messageRules.textMax);

/** The message center: threads and messages read from the local copy (offline too); writes go through the outbox. */
export const messageChannels = {
  'messages:threads': channel<Page<MessageThread>>()(
    z
      .object({
        accountId: accountIdField,
        unread: z.boolean().default(false),
        /** One thread type only, as the marketplace names it (POST_PURCHASE_ISSUE: problems with a purchase). */
        type: z.string().min(1).max(60).nullable().default(null),
        ...pagingFields,
      })
      .strict(),
    emptyPage,
  ),
  'messages:thread': channel<{ thread: MessageThread; messages: ThreadMessage[] }>()(
    z.object({ accountId: accountIdField, threadId }).strict(),
    'required',
  ),
  /** The threads about an order, or with its buyer (the order's detail). */
  'messages:ofOrder': channel<MessageThread[]>()(
    z.object({ accountId: accountIdField, orderId }).strict(),
    emptyList,
  ),
  /** The orders of a thread's buyer a reply can be about. */
  'messages:buyerOrders': channel<MessageOrderChoice[]>()(
    z.object({ accountId: accountIdField, threadId }).strict(),
    'required',
  ),
  /** How many threads are unread (the top bar). */
  'messages:unreadCount': channel<number>()(z.object({ accountId: accountIdField }).strict(), zeroCount),
  /** A reply with files (about one of the buyer's orders, if picked); it shows at once as waiting. */
  'messages:reply': channel<Change>()(
    z.object({ accountId: accountIdField, threadId, text, files, orderId: orderId.optional() }).strict(),
    'required',
  ),
  /** A message to the buyer of an order (the order's detail), in their thread or a new one; the outbox sends it. */
  'messages:write': channel<Change>()(
    z.object({ accountId: accountIdField, orderId, text, files }).strict(),
    'required',
  ),
  /** Marks a thread read (the outbox tells the marketplace); null when it was read already. */
  'messages:markRead': channel<Change | null>()(
    z.object({ accountId: accountIdField, threadId }).strict(),
    'required',
  ),
  /** An attachment's bytes (downloaded once, then kept in the data folder). */
  'messages:attachment': channel<AttachmentFile>()(
    z.object({ accountId: accountIdField, attachmentId: z.string().min(1).max(200) }).strict(),
    'required',
  ),
};
