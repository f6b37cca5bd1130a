import { fail } from '../http/errors';
import type { Ctx } from '../http/route';
import type { Query } from '../http/query';
import type { Seller } from '../state/types';
import { messageView, threadView } from './view';
import type { DemoMessage, DemoThread, SellerMessaging, ThreadType } from './types';

/**
 * The message center of 2026. Allegro's description of July 2026 still lists /messaging in public.v1 only (offset
 * and limit, no thread type); what beta.v1 changed comes from allegro-2026.md and the news it cites (#13797,
 * #13908, #13998), which give names but no schema. Where they are silent the choices are the demo's, said below.
 */
export const MEDIA_2026 = ['public.v1', 'beta.v1'] as const;
export const THREAD_TYPES: readonly ThreadType[] = ['COMMON', 'POST_PURCHASE_ISSUE'];
/** The news gives no page size; 20, public.v1's largest page. */
export const PAGE_SIZE = 20;

export const isBeta = (ctx: Ctx): boolean => ctx.mediaType.includes('.beta.v1+');
export const typeOf = (t: DemoThread): ThreadType => t.type ?? 'COMMON';

/**
 * "Instead of offset and limit, page.id" (#13797): a beta.v1 request naming either is refused (422, as public.v1
 * refuses a bad one) so a client mixing the two versions finds out at once.
 */
export function refuseOffsetPaging(q: Query): void {
  for (const name of ['offset', 'limit']) {
    if (q.has(name)) throw q.fail(name, 'is not a beta.v1 parameter; page with page.id');
  }
}

/**
 * One page after the cursor `page.id`, in the list's own order. The cursor is opaque to a client; here it names
 * the page's last item (its sort time and id), so an item that arrives meanwhile moves nothing already paged past.
 * `nextPage` follows the description's other `page.id` lists (offer bundles): `{ id }`, absent on the last page.
 */
export function cursorPage<T extends { id: string }>(
  q: Query,
  sorted: T[],
  time: (item: T) => number,
): { items: T[]; nextPage?: { id: string } } {
  const raw = q.string('page.id');
  let start = 0;
  if (raw !== undefined) {
    let key: unknown;
    try {
      key = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    } catch {
      key = null;
    }
    if (!Array.isArray(key) || typeof key[0] !== 'number' || typeof key[1] !== 'string') {
      throw q.fail('page.id', 'is not a page of this list');
    }
    const [at, id] = key as [number, string];
    const after = sorted.findIndex((x) => time(x) < at || (time(x) === at && x.id > id));
    start = after === -1 ? sorted.length : after;
  }
  const items = sorted.slice(start, start + PAGE_SIZE);
  const last = items.at(-1);
  if (!last || start + PAGE_SIZE >= sorted.length) return { items };
  return {
    items,
    nextPage: { id: Buffer.from(JSON.stringify([time(last), last.id])).toString('base64url') },
  };
}

/** A beta.v1 thread: public.v1's fields and its `type`, with the problem's `subType` (null for COMMON). */
export const betaThreadView = (t: DemoThread, baseUrl: string) => ({
  ...threadView(t, baseUrl),
  type: typeOf(t),
  subType: t.subType ?? null,
});

const ROLES = { buyer: 'BUYER', seller: 'SELLER', system: 'SYSTEM' } as const;

/** A beta.v1 message: public.v1's fields, `author.role` and each attachment's `id`. */
export function betaMessageView(m: SellerMessaging, seller: Seller, message: DemoMessage, baseUrl: string) {
  const plain = messageView(m, seller, message, baseUrl);
  return {
    ...plain,
    author: { ...plain.author, role: ROLES[message.author] },
    attachments: plain.attachments.map((a, i) => ({ id: message.attachmentIds[i], ...a })),
  };
}

/**
 * What the marketplace tells the buyer itself (#12176, #13038, since 2026-03-02): the payment arrived, the order is
 * being prepared or was sent, the parcel's number or status, a request for a rating. The news says such messages
 * are not delivered and the seller is told by e-mail; allegro-2026.md says they are refused, and no error is given
 * anywhere, so the demo answers 422 MESSAGE_REPEATS_NOTIFICATION. As the news says, an answer to the buyer's own
 * message in the same conversation is not held back.
 */
const NOTIFICATIONS: RegExp[] = [
  /wpłat\w* (już )?(dotarł|wpłynęł|otrzyma|zaksięgowa)|otrzymali\w* (\w+ )?(wpłat|płatnoś)|płatnoś\w* (została )?(otrzyman|zaksięgowan)|payment (has been |was )?received/i,
  /zamówienie (\w+ )?(jest |zostało )?(w realizacji|wysłane|nadane|spakowane)|(paczka|przesyłka) (\w+ )?(została )?(wysłana|nadana)|wysłaliśmy (\w+ )?(zamówienie|paczkę|przesyłkę)|order (has been |was )?(shipped|sent|dispatched)/i,
  /numer (\w+ )?(przesyłki|śledzenia|listu przewozowego)\s*(to|:)|śledzić (\w+ )?(przesyłkę|paczkę)|tracking (number|link)/i,
  /(wystaw|wystawienie|prosimy o|proszę o) (\w+ )?(ocen|opini|komentarz)|leave (us )?(a )?(feedback|review|rating)|rate (your|the) (purchase|transaction)/i,
];

export function refuseNotification(m: SellerMessaging, thread: DemoThread | null, text: string): void {
  if (!NOTIFICATIONS.some((re) => re.test(text))) return;
  const last = thread ? m.messages.filter((x) => x.threadId === thread.id).at(-1) : undefined;
  if (last?.author === 'buyer') return;
  throw fail(422, {
    code: 'MESSAGE_REPEATS_NOTIFICATION',
    message:
      'The message repeats a notification the marketplace sends itself (payment, dispatch, tracking, rating)',
    path: 'text',
    userMessage: {
      pl: 'Allegro samo informuje kupującego o płatności, wysyłce, przesyłce i ocenie; takiej wiadomości nie dostarczymy.',
      en: 'Allegro itself tells the buyer about the payment, dispatch, parcel and rating; this message is not delivered.',
    },
  });
}
