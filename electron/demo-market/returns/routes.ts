import { badRequest, notFound, unprocessable } from '../http/errors';
import { json, type Ctx, type Route } from '../http/route';
import type { Seller } from '../state/types';
import type { World } from '../world';
import { returnsOf } from './generate';
import { paymentNotFound, readRefund } from './refund-rules';
import {
  rejectableStatuses,
  rejectionCodes,
  returnStatuses,
  type RejectionCode,
  type StoredRefund,
  type StoredReturn,
} from './types';
import { refundView, returnView } from './view';

const RETURNS = '/order/customer-returns';
const REFUNDS = '/payments/refunds';
/** The customer returns resource is a beta one (its yaml answers `application/vnd.{vendor}.beta.v1+json`). */
const BETA = ['beta.v1'] as const;

/** One or more values of a filter: repeated parameters, or a comma-separated list. */
const values = (ctx: Ctx, name: string): string[] =>
  ctx.query.all(name).flatMap((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/**
 * Customer returns (list, one by id, rejection of the refund) and payment refunds (create, list), as
 * marketplace-openapi.yaml describes them. Both lists answer newest first.
 */
export function customerReturnRoutes(world: World, seed: number): Route[] {
  const v = world.vendor;
  const seller = (ctx: Ctx): Seller => world.store.seller(ctx.userId)!;
  const data = (ctx: Ctx) => returnsOf(world, seed, seller(ctx));
  /** Another seller's return answers 404 like an unknown one. */
  const own = (ctx: Ctx): StoredReturn => {
    const found = data(ctx).returns.find((r) => r.id === ctx.params.customerReturnId);
    if (!found) throw notFound(`Customer return ${ctx.params.customerReturnId}`);
    return found;
  };
  const filters: [string, (r: StoredReturn) => string[]][] = [
    ['customerReturnId', (r) => [r.id]],
    ['orderId', (r) => [r.orderId]],
    ['buyer.email', (r) => [r.buyer.email]],
    ['buyer.login', (r) => [r.buyer.login]],
    ['items.offerId', (r) => r.items.map((i) => i.offerId)],
    ['items.name', (r) => r.items.map((i) => i.name)],
    ['parcels.waybill', (r) => r.parcels.map((p) => p.waybill)],
    ['parcels.carrierId', (r) => r.parcels.map((p) => p.carrierId)],
    ['parcels.sender.phoneNumber', (r) => r.parcels.map((p) => p.phoneNumber)],
    ['referenceNumber', (r) => [r.referenceNumber]],
    ['status', (r) => [r.status]],
  ];
  return [
    {
      method: 'GET',
      path: RETURNS,
      auth: 'user',
      scope: `${v}:api:orders:read`,
      produces: BETA,
      handle(ctx) {
        const limit = ctx.query.int('limit', { min: 1, max: 1000, def: 100 });
        const offset = ctx.query.int('offset', { min: 0, def: 0 });
        const gte = ctx.query.date('createdAt.gte');
        const lte = ctx.query.date('createdAt.lte');
        for (const s of values(ctx, 'status'))
          if (!(returnStatuses as readonly string[]).includes(s))
            throw ctx.query.fail('status', `"${s}" is not allowed`);
        const market = ctx.query.string('marketplaceId');
        let all = data(ctx).returns.filter(
          (r) =>
            (gte === undefined || r.createdAt >= gte) &&
            (lte === undefined || r.createdAt <= lte) &&
            (market === undefined || market === 'allegro-pl') &&
            filters.every(([name, of]) => {
              const wanted = values(ctx, name);
              return wanted.length === 0 || of(r).some((x) => wanted.includes(x));
            }),
        );
        const from = ctx.query.string('from');
        if (from !== undefined) {
          const seen = data(ctx).returns.find((r) => r.id === from);
          if (!seen) throw badRequest(`Unknown customer return ${from}`, 'from');
          all = all.filter((r) => r.createdAt > seen.createdAt);
        }
        all = [...all].sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
        const page = all.slice(offset, offset + limit);
        return json(200, { count: page.length, customerReturns: page.map(returnView) });
      },
    },
    {
      method: 'GET',
      path: `${RETURNS}/:customerReturnId`,
      auth: 'user',
      scope: `${v}:api:orders:read`,
      produces: BETA,
      handle: (ctx) => json(200, returnView(own(ctx))),
    },
    {
      method: 'POST',
      path: `${RETURNS}/:customerReturnId/rejection`,
      auth: 'user',
      scope: `${v}:api:orders:write`,
      produces: BETA,
      consumes: BETA,
      handle(ctx) {
        const found = own(ctx);
        const rejection = (ctx.body as { rejection?: { code?: unknown; reason?: unknown } } | null)
          ?.rejection;
        if (!rejection || typeof rejection !== 'object')
          throw badRequest('rejection is required', 'rejection');
        const code = rejection.code;
        if (typeof code !== 'string' || !(rejectionCodes as readonly string[]).includes(code))
          throw badRequest(`rejection.code must be one of ${rejectionCodes.join(', ')}`, 'rejection.code');
        const reason = rejection.reason;
        if (reason !== undefined && reason !== null && typeof reason !== 'string')
          throw badRequest('rejection.reason must be a text', 'rejection.reason');
        const text = typeof reason === 'string' ? reason.trim() : '';
        if (code === 'REFUND_REJECTED' && text === '')
          throw unprocessable(
            'rejection.reason is required when the code is REFUND_REJECTED',
            'rejection.reason',
            'VALIDATION_ERROR',
            'Podaj powód odmowy zwrotu wpłaty.',
          );
        if (text.length > 250)
          throw unprocessable('rejection.reason may have at most 250 characters', 'rejection.reason');
        if (found.status === 'REJECTED')
          throw unprocessable(
            'The customer return has already been rejected',
            null,
            'CUSTOMER_RETURN_ALREADY_REJECTED',
            'Zwrot został już odrzucony.',
          );
        if (!rejectableStatuses.includes(found.status))
          throw unprocessable(
            `A customer return in status ${found.status} cannot be rejected`,
            null,
            'CUSTOMER_RETURN_NOT_REJECTABLE',
            'Tego zwrotu nie można już odrzucić.',
          );
        found.status = 'REJECTED';
        found.rejection = { code: code as RejectionCode, reason: text || null, createdAt: world.clock.now() };
        return json(200, returnView(found));
      },
    },
    {
      method: 'POST',
      path: REFUNDS,
      auth: 'user',
      scope: `${v}:api:payments:write`,
      handle(ctx) {
        const body = ctx.body as {
          payment?: { id?: unknown };
          order?: { id?: unknown };
          commandId?: unknown;
        } | null;
        const paymentId = body?.payment?.id;
        if (typeof paymentId !== 'string' || paymentId === '')
          throw badRequest('payment.id is required', 'payment.id');
        if (typeof body?.order?.id !== 'string') throw badRequest('order.id is required', 'order.id');
        // Since 2025-12-15 `InitializeRefund` requires `commandId` as well (#12208). The description lets it be
        // empty ("if empty, idempotency will not be supported"), so only a missing one is refused.
        if (world.api === '2026' && typeof body.commandId !== 'string')
          throw badRequest('commandId is required', 'commandId');
        const mine = data(ctx);
        // The same command id answers the refund it made, so a repeated request never refunds twice.
        const again =
          typeof body.commandId === 'string' && body.commandId !== ''
            ? mine.refunds.find((r) => r.commandId === body.commandId)
            : undefined;
        if (again) return json(200, refundView(again));
        const order = world.store
          .ordersOf(ctx.userId)
          .find((o) => o.payment.id === paymentId && o.mergedInto === null);
        if (!order) throw paymentNotFound(paymentId);
        if (order.id !== body.order.id)
          throw unprocessable('The payment is not the payment of this order', 'order.id');
        if (order.payment.finishedAt === null)
          throw unprocessable(
            'The payment has not been made',
            'payment.id',
            'VALIDATION_ERROR',
            'Płatność nie została zrealizowana.',
          );
        const refund: StoredRefund = {
          ...readRefund(ctx.body, order, mine.refunds),
          id: world.random.uuid(),
          createdAt: world.clock.now(),
          status: 'SUCCESS',
        };
        mine.refunds.push(refund);
        // The refund of a return ends its process.
        for (const r of mine.returns)
          if (r.orderId === order.id && rejectableStatuses.includes(r.status)) r.status = 'FINISHED';
        return json(200, refundView(refund));
      },
    },
    {
      method: 'GET',
      path: REFUNDS,
      auth: 'user',
      scope: `${v}:api:payments:read`,
      handle(ctx) {
        const q = ctx.query.withStatus(422);
        const limit = q.int('limit', { min: 1, max: 100, def: 50 });
        const offset = q.int('offset', { min: 0, def: 0 });
        const gte = q.date('occurredAt.gte');
        const lte = q.date('occurredAt.lte');
        const statuses = q.allOf('status', [
          'WAITING',
          'IN_PROGRESS',
          'SUCCESS',
          'CANCELED',
          'PARTIAL',
        ] as const);
        const id = q.string('id');
        const paymentId = q.string('payment.id');
        const orderId = q.string('order.id');
        const all = data(ctx)
          .refunds.filter(
            (r) =>
              (id === undefined || r.id === id) &&
              (paymentId === undefined || r.paymentId === paymentId) &&
              (orderId === undefined || r.orderId === orderId) &&
              (gte === undefined || r.createdAt >= gte) &&
              (lte === undefined || r.createdAt <= lte) &&
              (statuses.length === 0 || (statuses as readonly string[]).includes(r.status)),
          )
          .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
        const page = all.slice(offset, offset + limit);
        return json(200, { refunds: page.map(refundView), count: page.length, totalCount: all.length });
      },
    },
  ];
}
