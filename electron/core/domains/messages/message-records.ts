import { arr, bool, obj, str, MalformedRecord } from '../../market/records/json';
import type { ListedThread, StoredMessage } from './messages-repo';

const time = (value: unknown): number | null => {
  const text = str(value);
  const ms = text === null ? NaN : Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
};

/** The attachment's id: the last part of its download address. */
export const attachmentIdOf = (url: string | null): string | null =>
  url ? decodeURIComponent(url.split('?')[0]!.split('/').pop() ?? '') || null : null;

/**
 * A Thread of the list or GET: id and read are required; the rest may be missing. The type (beta.v1) is kept as it
 * came; without one it is a COMMON thread, the only kind public.v1 and the documents know.
 */
export function threadFrom(value: unknown): ListedThread {
  const t = obj(value);
  const id = str(t?.id);
  const read = bool(t?.read);
  if (!t || id === null || read === null) throw new MalformedRecord('a thread without id or read');
  return {
    id,
    login: str(obj(t.interlocutor)?.login) ?? '',
    type: str(t.type) ?? 'COMMON',
    subType: str(t.subType),
    read,
    lastMessageAt: time(t.lastMessageDateTime),
    raw: JSON.stringify(t),
  };
}

/**
 * A Message of a thread as the local copy keeps it: the author is the buyer when they are the interlocutor (or,
 * beta.v1, when their role says BUYER); the role is kept as it came. beta.v1 names each attachment's id; public.v1
 * only its address. The order is `relatesTo.order`, or `order` where a message names it on its own.
 */
export function messageFrom(value: unknown): StoredMessage {
  const m = obj(value);
  const id = str(m?.id);
  const threadId = str(obj(m?.thread)?.id);
  const createdAt = time(m?.createdAt);
  if (!m || id === null || threadId === null || createdAt === null)
    throw new MalformedRecord('a message without id, thread or time');
  const author = obj(m.author);
  const relates = obj(m.relatesTo);
  const role = str(author?.role);
  return {
    id,
    threadId,
    fromBuyer: bool(author?.isInterlocutor) ?? role === 'BUYER',
    authorLogin: str(author?.login) ?? '',
    authorRole: role,
    text: str(m.text) ?? '',
    createdAt,
    orderId: str(obj(relates?.order)?.id) ?? str(obj(m.order)?.id),
    offerId: str(obj(relates?.offer)?.id),
    attachments: arr(m.attachments).map((a) => {
      const item = obj(a);
      return {
        fileName: str(item?.fileName) ?? '',
        mimeType: str(item?.mimeType),
        id: str(item?.id) ?? attachmentIdOf(str(item?.url)),
      };
    }),
    changeId: null,
  };
}
