import { notFound } from '../http/errors';
import { json, type Ctx, type Route } from '../http/route';
import type { Seller } from '../state/types';
import type { World } from '../world';
import { disputesOf, stableId } from './generate';
import { attachmentRoutes } from './attachment-routes';
import { readMessage } from './rules';
import type { SellerDisputes, StoredDispute } from './types';
import { ATTACHMENTS_PATH, disputeView, messageView } from './view';

const BASE = '/sale/disputes';
/** The reference: `limit` 1 to 100 (default 10), `offset` from 0, for the list and for a dispute's messages. */
const LIMIT = { min: 1, max: 100, def: 10 };
const OFFSET = { min: 0, def: 0 };

/**
 * The seller's disputes (document 1's catalogue; shapes from the reference's post-purchase issues): the list
 * newest opened first, one dispute, its messages oldest first, a reply, and attachments declared, uploaded once
 * and downloaded.
 */
export function disputeRoutes(world: World): Route[] {
  const scope = `${world.vendor}:api:disputes`;
  const own = (ctx: Ctx): SellerDisputes => disputesOf(world, world.store.seller(ctx.userId) as Seller);
  /** Another seller's dispute answers 404 like an unknown one. */
  const dispute = (ctx: Ctx): StoredDispute => {
    const found = own(ctx).disputes.find((d) => d.id === ctx.params.disputeId);
    if (!found) throw notFound(`Dispute ${ctx.params.disputeId}`);
    return found;
  };
  return [
    {
      method: 'GET',
      path: BASE,
      auth: 'user',
      scope,
      handle(ctx) {
        const q = ctx.query.withStatus(422);
        const limit = q.int('limit', LIMIT);
        const offset = q.int('offset', OFFSET);
        const orderId = ctx.query.string('checkoutForm.id');
        const o = own(ctx);
        const all = o.disputes
          .filter((d) => orderId === undefined || d.orderId === orderId)
          .sort((a, b) => b.openedAt - a.openedAt);
        return json(200, {
          disputes: all.slice(offset, offset + limit).map((d) => disputeView(d, o, ctx.lang, ctx.baseUrl)),
        });
      },
    },
    {
      method: 'GET',
      path: `${BASE}/:disputeId`,
      auth: 'user',
      scope,
      handle: (ctx) => json(200, disputeView(dispute(ctx), own(ctx), ctx.lang, ctx.baseUrl)),
    },
    {
      method: 'GET',
      path: `${BASE}/:disputeId/messages`,
      auth: 'user',
      scope,
      handle(ctx) {
        const d = dispute(ctx);
        const q = ctx.query.withStatus(422);
        const limit = q.int('limit', LIMIT);
        const offset = q.int('offset', OFFSET);
        const o = own(ctx);
        return json(200, {
          messages: d.messages.slice(offset, offset + limit).map((m) => messageView(m, o, ctx.baseUrl)),
        });
      },
    },
    {
      method: 'POST',
      path: `${BASE}/:disputeId/messages`,
      auth: 'user',
      scope,
      handle(ctx) {
        const d = dispute(ctx);
        const o = own(ctx);
        const seller = world.store.seller(ctx.userId) as Seller;
        const m = readMessage(ctx.body, d, o);
        const message = {
          id: stableId(`dispute-message:${d.id}:${d.messages.length}`),
          text: m.text,
          attachmentIds: m.attachment ? [m.attachment.id] : [],
          role: 'SELLER' as const,
          login: seller.login,
          type: m.type,
          createdAt: Math.max(world.clock.now(), (d.messages[d.messages.length - 1]?.createdAt ?? 0) + 1),
        };
        if (m.attachment) m.attachment.messageId = message.id;
        d.messages.push(message);
        return json(201, messageView(message, o, ctx.baseUrl));
      },
    },
    ...attachmentRoutes({
      path: ATTACHMENTS_PATH,
      scope,
      attachments: (ctx) => own(ctx).attachments,
      label: (ctx, count) => `dispute-attachment:${ctx.userId}:${count}`,
    }),
  ];
}
