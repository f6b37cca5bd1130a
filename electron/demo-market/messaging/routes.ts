import { accessDenied, fail, notFound, unprocessable } from '../http/errors';
import { json, type Ctx, type Route } from '../http/route';
import type { Seller } from '../state/types';
import type { World } from '../world';
import { messagingStream } from './buyers';
import { messagingOf } from './generate';
import {
  body,
  declaredType,
  MAX_ATTACHMENT_BYTES,
  messageAttachments,
  messageText,
  ATTACHMENT_TYPES,
} from './rules';
import type { DemoMessage, DemoThread, SellerMessaging } from './types';
import { ATTACHMENTS, messageView, threadView } from './view';
import {
  betaMessageView,
  betaThreadView,
  cursorPage,
  isBeta,
  MEDIA_2026,
  refuseNotification,
  refuseOffsetPaging,
  THREAD_TYPES,
  typeOf,
} from './beta';

const FILE_TYPES = [...new Set(Object.values(ATTACHMENT_TYPES))];

/**
 * The message center (document 1's catalogue; shapes from the reference): threads newest activity first, a
 * thread's messages newest first, marking read, writing in a thread or to a buyer of an order, deleting one's own
 * message, and attachments declared (name and size), uploaded once and downloaded. Under `2026` each also answers
 * beta.v1 (beta.ts): thread types, cursor paging, author roles, attachment ids; public.v1 keeps the documents' shapes
 * and, as the new problems are served "only in the new version" (#13797), shows COMMON threads only.
 */
export function messagingRoutes(world: World, seed: number): Route[] {
  const scope = `${world.vendor}:api:messaging`;
  const seller = (ctx: Ctx): Seller => world.store.seller(ctx.userId)!;
  const center = (ctx: Ctx): SellerMessaging => messagingOf(world, seed, seller(ctx));
  const y2026 = world.api === '2026';
  const media = y2026 ? { produces: MEDIA_2026, consumes: MEDIA_2026 } : {};
  const visible = (ctx: Ctx, t: DemoThread): boolean => !y2026 || isBeta(ctx) || typeOf(t) === 'COMMON';
  /** A new id from a stream numbered by how many were given out, so a restored state goes on without repeats. */
  const newId = (ctx: Ctx): string => {
    const m = center(ctx);
    m.issued++;
    return messagingStream(seed, ctx.userId, `id:${m.issued}`).uuid();
  };
  const thread = (ctx: Ctx): DemoThread => {
    const found = center(ctx).threads.find((t) => t.id === ctx.params.threadId);
    if (!found || !visible(ctx, found)) throw notFound(`Thread ${ctx.params.threadId}`);
    return found;
  };
  const message = (ctx: Ctx): DemoMessage => {
    const m = center(ctx);
    const found = m.messages.find((x) => x.id === ctx.params.messageId);
    const t = found && m.threads.find((x) => x.id === found.threadId);
    if (!found || !t || !visible(ctx, t)) throw notFound(`Message ${ctx.params.messageId}`);
    return found;
  };
  const write = (ctx: Ctx, t: DemoThread, orderId: string | null): DemoMessage => {
    const m = center(ctx);
    const input = body(ctx.body);
    const text = messageText(input.text);
    if (y2026) refuseNotification(m, t, text);
    const attachmentIds = messageAttachments(m, input.attachments);
    const now = world.clock.now();
    const written: DemoMessage = {
      id: newId(ctx),
      threadId: t.id,
      author: 'seller',
      text,
      createdAt: now,
      orderId,
      offerId: null,
      attachmentIds,
    };
    for (const id of attachmentIds) m.attachments.find((a) => a.id === id)!.messageId = written.id;
    m.messages.push(written);
    t.lastMessageAt = now;
    return written;
  };
  const view = (ctx: Ctx, m: DemoMessage) =>
    (isBeta(ctx) ? betaMessageView : messageView)(center(ctx), seller(ctx), m, ctx.baseUrl);
  const threadOut = (ctx: Ctx, t: DemoThread) => (isBeta(ctx) ? betaThreadView : threadView)(t, ctx.baseUrl);
  const byActivity = (a: DemoThread, b: DemoThread) =>
    b.lastMessageAt - a.lastMessageAt || (a.id < b.id ? -1 : 1);
  const byTime = (a: DemoMessage, b: DemoMessage) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1);

  return [
    {
      method: 'GET',
      path: '/messaging/threads',
      auth: 'user',
      scope,
      ...media,
      handle(ctx) {
        const q = ctx.query.withStatus(422);
        const all = center(ctx).threads.filter((t) => visible(ctx, t));
        if (isBeta(ctx)) {
          refuseOffsetPaging(q);
          const type = q.oneOf('type', THREAD_TYPES);
          const sorted = all.filter((t) => type === undefined || typeOf(t) === type).sort(byActivity);
          const { items, nextPage } = cursorPage(q, sorted, (t) => t.lastMessageAt);
          return json(200, {
            threads: items.map((t) => betaThreadView(t, ctx.baseUrl)),
            ...(nextPage ? { nextPage } : {}),
          });
        }
        const limit = q.int('limit', { min: 1, max: 20, def: 20 });
        const offset = q.int('offset', { min: 0, max: 15_000_000, def: 0 });
        const threads = all.sort(byActivity).slice(offset, offset + limit);
        return json(200, { threads: threads.map((t) => threadView(t, ctx.baseUrl)), offset, limit });
      },
    },
    {
      method: 'GET',
      path: '/messaging/threads/:threadId',
      auth: 'user',
      scope,
      ...media,
      handle: (ctx) => json(200, threadOut(ctx, thread(ctx))),
    },
    {
      method: 'PUT',
      path: '/messaging/threads/:threadId/read',
      auth: 'user',
      scope,
      ...media,
      handle(ctx) {
        const t = thread(ctx);
        const read = body(ctx.body).read;
        if (typeof read !== 'boolean') throw unprocessable('read must be true or false', 'read');
        t.read = read;
        return json(200, threadOut(ctx, t));
      },
    },
    {
      method: 'GET',
      path: '/messaging/threads/:threadId/messages',
      auth: 'user',
      scope,
      ...media,
      handle(ctx) {
        const t = thread(ctx);
        const q = ctx.query.withStatus(422);
        const before = q.date('before');
        const after = q.date('after');
        const inThread = center(ctx)
          .messages.filter(
            (m) =>
              m.threadId === t.id &&
              (before === undefined || m.createdAt < before) &&
              (after === undefined || m.createdAt > after),
          )
          .sort(byTime);
        if (isBeta(ctx)) {
          refuseOffsetPaging(q);
          const { items, nextPage } = cursorPage(q, inThread, (m) => m.createdAt);
          return json(200, { messages: items.map((m) => view(ctx, m)), ...(nextPage ? { nextPage } : {}) });
        }
        const limit = q.int('limit', { min: 1, max: 20, def: 20 });
        const offset = q.int('offset', { min: 0, max: 15_000, def: 0 });
        if (before !== undefined && q.has('offset')) throw q.fail('before', 'cannot be used with offset');
        const found = inThread.slice(offset, offset + limit);
        return json(200, { messages: found.map((m) => view(ctx, m)), offset, limit });
      },
    },
    {
      method: 'POST',
      path: '/messaging/threads/:threadId/messages',
      auth: 'user',
      scope,
      ...media,
      limit: 'messageWrites',
      handle: (ctx) => json(201, view(ctx, write(ctx, thread(ctx), null))),
    },
    {
      method: 'POST',
      path: '/messaging/messages',
      auth: 'user',
      scope,
      ...media,
      limit: 'messageWrites',
      handle(ctx) {
        const input = body(ctx.body);
        const recipient =
          typeof input.recipient === 'object' && input.recipient !== null ? input.recipient : {};
        const login = (recipient as Record<string, unknown>).login;
        if (typeof login !== 'string' || login === '')
          throw unprocessable('recipient.login is required', 'recipient.login');
        const orderId = (input.order as Record<string, unknown> | undefined)?.id;
        if (typeof orderId !== 'string') throw unprocessable('order.id is required', 'order.id');
        const order = world.store.ordersOf(ctx.userId).find((o) => o.id === orderId);
        if (!order || order.buyer.login !== login) {
          throw unprocessable(
            'The recipient is not the buyer of the order',
            'recipient.login',
            'VALIDATION_ERROR',
            'Odbiorca nie jest kupującym w tym zamówieniu.',
          );
        }
        const m = center(ctx);
        // A message about an order goes to the COMMON thread with its buyer, or starts one; a problem's thread is
        // answered in that thread.
        let t = m.threads.find((x) => x.login === login && typeOf(x) === 'COMMON');
        if (y2026) refuseNotification(m, t ?? null, messageText(input.text));
        if (!t) {
          t = { id: newId(ctx), login, read: true, lastMessageAt: world.clock.now() };
          m.threads.push(t);
        }
        return json(201, view(ctx, write(ctx, t, order.id)));
      },
    },
    {
      method: 'GET',
      path: '/messaging/messages/:messageId',
      auth: 'user',
      scope,
      ...media,
      handle: (ctx) => json(200, view(ctx, message(ctx))),
    },
    {
      method: 'DELETE',
      path: '/messaging/messages/:messageId',
      auth: 'user',
      scope,
      unversioned: true,
      handle(ctx) {
        const found = message(ctx);
        if (found.author !== 'seller') throw accessDenied();
        const m = center(ctx);
        m.messages.splice(m.messages.indexOf(found), 1);
        return { status: 204 };
      },
    },
    {
      method: 'POST',
      path: ATTACHMENTS,
      auth: 'user',
      scope,
      ...media,
      handle(ctx) {
        const input = body(ctx.body);
        const fileName = input.filename;
        if (typeof fileName !== 'string' || fileName.trim() === '' || fileName.length > 255) {
          throw unprocessable('filename is required', 'filename');
        }
        const size = input.size;
        if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || size > MAX_ATTACHMENT_BYTES) {
          throw unprocessable(
            `size must be 0 to ${MAX_ATTACHMENT_BYTES} bytes`,
            'size',
            'VALIDATION_ERROR',
            'Załącznik może mieć najwyżej 5 MB.',
          );
        }
        const id = newId(ctx);
        const mimeType = declaredType(fileName);
        center(ctx).attachments.push({ id, fileName, size, mimeType, data: null, messageId: null });
        return json(201, { id });
      },
    },
    {
      method: 'PUT',
      path: `${ATTACHMENTS}/:attachmentId`,
      auth: 'user',
      scope,
      ...(y2026 ? { produces: MEDIA_2026 } : {}),
      consumes: FILE_TYPES,
      handle(ctx) {
        const attachment = center(ctx).attachments.find((a) => a.id === ctx.params.attachmentId);
        if (!attachment) {
          if (
            world.store
              .sellers()
              .some((s) => s.messaging?.attachments.some((a) => a.id === ctx.params.attachmentId))
          )
            throw accessDenied();
          throw notFound(`Attachment ${ctx.params.attachmentId}`);
        }
        if (ctx.rawBody.length > attachment.size || ctx.rawBody.length > MAX_ATTACHMENT_BYTES) {
          throw fail(413, {
            code: 'PAYLOAD_TOO_LARGE',
            message: 'The file is larger than declared',
            userMessage: { pl: 'Plik jest większy niż zgłoszono.', en: 'The file is larger than declared.' },
          });
        }
        if (ctx.bodyType !== attachment.mimeType) {
          throw fail(415, {
            code: 'UnsupportedMediaTypeException',
            message: `The file must be sent as ${attachment.mimeType}`,
            userMessage: { pl: 'Nieobsługiwany typ pliku.', en: 'Unsupported file type.' },
          });
        }
        if (attachment.data === null) attachment.data = ctx.rawBody.toString('base64');
        return json(200, { id: attachment.id });
      },
    },
    {
      method: 'GET',
      path: `${ATTACHMENTS}/:attachmentId`,
      auth: 'user',
      scope,
      produces: [...FILE_TYPES, 'application/octet-stream'],
      handle(ctx) {
        const attachment = center(ctx).attachments.find((a) => a.id === ctx.params.attachmentId);
        if (!attachment || attachment.data === null) throw notFound(`Attachment ${ctx.params.attachmentId}`);
        return { status: 200, raw: Buffer.from(attachment.data, 'base64'), contentType: attachment.mimeType };
      },
    },
  ];
}
