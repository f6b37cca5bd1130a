import { iso } from '../clock';
import { carriers } from '../data/delivery';
import { badRequest, conflict, unprocessable } from '../http/errors';
import { json, type Route } from '../http/route';
import { isObject } from '../offers/rules';
import type { FulfillmentStatus, TrackingShipment } from '../state/types';
import type { World } from '../world';
import { FULFILLMENT_STATUSES, ownOrder } from './checkout-forms';
import { revisionOf } from './view';
import { setFulfillment } from './lifecycle';
import { pick } from '../http/pick';

/**
 * Carriers whose parcels only Wysyłam z Allegro sends: since 2026-05-11 (WEDO) and 2026-06-09 (ALLEGRO) the
 * marketplace drops them from `/order/carriers` and refuses them in a tracking number it is given, because the
 * shipment already put its waybill on the order (#13154, #13267). Neither news item names the refusal's code; an
 * id the carriers list no longer has is what the description's 400 calls an "unknown carrier id".
 */
const shippedWithAllegroOnly = (carrierId: string) => carrierId === 'ALLEGRO' || carrierId === 'WEDO';

/**
 * The line items a tracking number names, `[ { id } ]`; missing or empty means the whole order. Anything else is
 * refused rather than read as the whole order: a parcel's number would otherwise land on items it does not carry.
 */
function wantedLineItems(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const ids = Array.isArray(value) ? value.map((li) => (isObject(li) ? li.id : undefined)) : null;
  if (!ids || ids.some((id) => typeof id !== 'string' || id === ''))
    throw badRequest('lineItems must be a list of { id } of the order', 'lineItems');
  return ids as string[];
}

function shipmentView(s: TrackingShipment) {
  return {
    ...pick(s, 'id', 'waybill', 'carrierId', 'carrierName'),
    lineItems: s.lineItemIds.map((id) => ({ id })),
    createdAt: iso(s.createdAt),
  };
}

/** Fulfillment status with the revision check, carriers, and tracking numbers of an order. */
export function fulfillmentRoutes(world: World): Route[] {
  const write = `${world.vendor}:api:orders:write`;
  const read = `${world.vendor}:api:orders:read`;
  return [
    {
      method: 'PUT',
      path: '/order/checkout-forms/:id/fulfillment',
      auth: 'user',
      scope: write,
      handle(ctx) {
        const order = ownOrder(world, ctx, ctx.params.id!);
        const revision = ctx.query.string('checkoutForm.revision');
        if (revision !== undefined && revision !== revisionOf(order)) {
          throw conflict(
            'Provided revision is outdated',
            'CONFLICT',
            'Zamówienie zmieniło się w międzyczasie. Odśwież je.',
          );
        }
        const body = isObject(ctx.body) ? ctx.body : null;
        const status = body?.status;
        if (typeof status !== 'string' || !(FULFILLMENT_STATUSES as readonly string[]).includes(status)) {
          throw unprocessable(`status must be one of ${FULFILLMENT_STATUSES.join(', ')}`, 'status');
        }
        if (status === 'RETURNED') throw unprocessable('The seller cannot set RETURNED', 'status');
        if (status !== order.fulfillment) setFulfillment(world, order, status as FulfillmentStatus);
        return { status: 204 };
      },
    },
    {
      method: 'GET',
      path: '/order/carriers',
      auth: 'any',
      handle: () =>
        json(
          200,
          {
            carriers: world.api === '2026' ? carriers.filter((c) => !shippedWithAllegroOnly(c.id)) : carriers,
          },
          { 'Cache-Control': 'public, max-age=3600' },
        ),
    },
    {
      method: 'GET',
      path: '/order/checkout-forms/:id/shipments',
      auth: 'user',
      scope: read,
      handle: (ctx) =>
        json(200, { shipments: ownOrder(world, ctx, ctx.params.id!).shipments.map(shipmentView) }),
    },
    {
      method: 'POST',
      path: '/order/checkout-forms/:id/shipments',
      auth: 'user',
      scope: write,
      handle(ctx) {
        const order = ownOrder(world, ctx, ctx.params.id!);
        const body = isObject(ctx.body) ? ctx.body : {};
        const carrierId = body.carrierId;
        if (world.api === '2026' && typeof carrierId === 'string' && shippedWithAllegroOnly(carrierId)) {
          throw badRequest(
            `Carrier ${carrierId} is not supported: a Wysyłam z Allegro shipment puts its waybill on the order itself`,
            'carrierId',
          );
        }
        if (typeof carrierId !== 'string' || !carriers.some((c) => c.id === carrierId)) {
          throw badRequest(`Unknown carrier: ${String(carrierId)}`, 'carrierId');
        }
        const waybill = body.waybill;
        if (typeof waybill !== 'string' || waybill.trim() === '' || waybill.length > 64) {
          throw badRequest('waybill must be 1 to 64 characters', 'waybill');
        }
        const carrierName = typeof body.carrierName === 'string' ? body.carrierName : null;
        if (carrierId === 'OTHER' && (!carrierName || carrierName.length > 30)) {
          throw badRequest(
            'carrierName (at most 30 characters) is required with carrier OTHER',
            'carrierName',
          );
        }
        const wanted = wantedLineItems(body.lineItems);
        for (const id of wanted) {
          if (!order.lineItems.some((li) => li.id === id))
            throw unprocessable(`Line item ${id} is not in the order`, 'lineItems');
        }
        const usedIn = new Set(
          world.store
            .ordersOf(ctx.userId)
            .filter((o) => o.shipments.some((s) => s.waybill === waybill && s.carrierId === carrierId))
            .map((o) => o.id),
        );
        usedIn.add(order.id);
        if (usedIn.size > world.settings.waybillOrderLimit) {
          throw conflict('The waybill is used in too many orders', 'WAYBILL_USED_TOO_MANY_TIMES');
        }
        const n = ++world.store.data.counters.waybill;
        const shipment: TrackingShipment = {
          id: Buffer.from(`${carrierId}:${n}`).toString('base64'),
          waybill,
          carrierId,
          carrierName: carrierId === 'OTHER' ? carrierName : null,
          lineItemIds: wanted.length > 0 ? wanted : order.lineItems.map((li) => li.id),
          createdAt: world.clock.now(),
        };
        order.shipments.push(shipment);
        order.version++;
        order.updatedAt = world.clock.now();
        return json(201, shipmentView(shipment));
      },
    },
  ];
}
