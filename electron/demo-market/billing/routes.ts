import { httpDate } from '../clock';
import { badRequest } from '../http/errors';
import { json, type Ctx, type Reply, type Route } from '../http/route';
import type { World } from '../world';
import { billingHistory, billingTypes, entryBody, typeName, type BillingSource } from './entries';

/** Document 2: `limit` at most 100, default 100; the reference description: `offset` at most 10000. */
export const ENTRIES_LIMIT_MAX = 100;
const OFFSET_MAX = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters of one list request, checked: a bad value is a 400 naming the parameter. */
function filtersOf(ctx: Ctx) {
  const limit = ctx.query.int('limit', { min: 1, max: ENTRIES_LIMIT_MAX, def: ENTRIES_LIMIT_MAX });
  const offset = ctx.query.int('offset', { min: 0, max: OFFSET_MAX, def: 0 });
  const gte = ctx.query.date('occurredAt.gte');
  const lte = ctx.query.date('occurredAt.lte');
  if (gte !== undefined && lte !== undefined && gte > lte)
    throw badRequest('occurredAt.gte cannot be later than occurredAt.lte', 'occurredAt.gte');
  const types = ctx.query.all('type.id').flatMap((v) => v.split(','));
  const badType = types.find((t) => !/^[A-Z0-9]{3}$/.test(t));
  if (badType !== undefined) throw badRequest(`type.id must be a three-letter code: ${badType}`, 'type.id');
  const offerId = ctx.query.string('offer.id');
  if (offerId !== undefined && !/^\d{1,20}$/.test(offerId))
    throw badRequest(`Invalid offer id format: ${offerId}`, 'offer.id');
  const orderId = ctx.query.string('order.id');
  if (orderId !== undefined && !UUID.test(orderId)) throw badRequest(`order.id must be a UUID`, 'order.id');
  return { limit, offset, gte, lte, types, offerId, orderId };
}

/** The list of types changes only with this server's code: it was last modified when the history begins. */
function typesReply(ctx: Ctx, since: number): Reply {
  const header = ctx.headers['if-modified-since'];
  const lastModified = { 'Last-Modified': httpDate(since) };
  if (header !== undefined && Date.parse(header) >= Math.floor(since / 1000) * 1000)
    return { status: 304, headers: lastModified };
  const list = Object.keys(billingTypes).map((id) => ({ id, description: typeName(id, ctx.lang) }));
  return json(200, list, lastModified);
}

/**
 * Document 2's billing operations: the seller's billing entries (newest first, filtered by date, type, offer and
 * order, paged by limit and offset) and the billing types with their names in the asked language.
 */
export function billingRoutes(world: World, source: BillingSource): Route[] {
  return [
    {
      method: 'GET',
      path: '/billing/billing-entries',
      auth: 'user',
      scope: `${world.vendor}:api:billing:read`,
      handle(ctx) {
        const f = filtersOf(ctx);
        const entries = billingHistory(world.store, ctx.userId, source, world.clock.now()).filter(
          (e) =>
            (f.gte === undefined || e.occurredAt >= f.gte) &&
            (f.lte === undefined || e.occurredAt <= f.lte) &&
            (f.types.length === 0 || f.types.includes(e.typeId)) &&
            (f.offerId === undefined || e.offer?.id === f.offerId) &&
            (f.orderId === undefined || e.orderId === f.orderId),
        );
        const page = entries.slice(f.offset, f.offset + f.limit);
        return json(200, { billingEntries: page.map((e) => entryBody(e, ctx.lang)) });
      },
    },
    {
      method: 'GET',
      path: '/billing/billing-types',
      auth: 'any',
      handle: (ctx) => typesReply(ctx, source.start),
    },
  ];
}
