import { randomUUID } from 'node:crypto';
import { parcelServices } from '../data/delivery';
import { accessDenied, badRequest, fail } from '../http/errors';
import { json, userRoute, type Ctx, type Route } from '../http/route';
import { isObject, type Json } from '../offers/rules';
import type { ParcelCommand } from '../state/types';
import type { World } from '../world';
import { labelFile, protocolFile } from './documents';
import { fromShipmentInput } from './input';
import { checkCommandId, commandExists, ownCommand, ownParcel } from './parcel-routes';
import { retryAfter, serviceOf, submitCommand } from './parcels';
import { proposalsFor } from './pickups';
import { refuseLabelOfPanelShipments, refuseUnlistedLabelFormat, requireOctetStream } from './shipments-2026';
import { address, shipmentView } from './views';

const BASE = '/shipment-management';
const OCTETS = ['application/octet-stream'];

function shipmentIds(body: unknown, max = Infinity): string[] {
  const ids = isObject(body) && Array.isArray(body.shipmentIds) ? body.shipmentIds.map(String) : [];
  if (ids.length === 0 || ids.length > max)
    throw badRequest(`shipmentIds: 1 to ${max} values`, 'shipmentIds');
  return ids;
}

/** `/shipment-management/*` as api-facts section 6 describes it (the family the real marketplace serves today). */
export function shipmentRoutes(world: World): Route[] {
  const write = `${world.vendor}:api:shipments:write`;
  const read = `${world.vendor}:api:shipments:read`;
  const own = (ctx: Ctx, id: string) => ownParcel(world, ctx, id, 'shipment');
  const ownShipmentCommand = (ctx: Ctx, kind: ParcelCommand['kind']) =>
    ownCommand(world, ctx, kind, 'shipment');
  const submit = (
    ctx: Ctx,
    kind: ParcelCommand['kind'],
    build: (input: Json) => { request: unknown; parcelId: string | null },
  ) => {
    const body = isObject(ctx.body) ? ctx.body : null;
    if (!body || !isObject(body.input)) throw badRequest('input is required', 'input');
    const commandId =
      typeof body.commandId === 'string' && body.commandId !== '' ? body.commandId : randomUUID();
    checkCommandId(commandId);
    if (world.store.parcelCommand('shipment', kind, commandId)) throw commandExists(commandId);
    const { request, parcelId } = build(body.input);
    const command = submitCommand(world, {
      id: commandId,
      kind,
      family: 'shipment',
      sellerId: ctx.userId,
      input: body.input,
      request,
      parcelId,
    });
    world.timings.received(command, ctx.receivedAt);
    return json(200, { commandId, input: body.input }, { 'Retry-After': retryAfter(world, command) });
  };
  const status = (c: ParcelCommand, extra: Record<string, unknown>) => {
    world.timings.answered(c, performance.now());
    return json(
      200,
      { commandId: c.id, status: c.status, errors: c.errors, ...extra },
      c.status === 'IN_PROGRESS' ? { 'Retry-After': retryAfter(world, c) } : {},
    );
  };

  return [
    userRoute('GET', `${BASE}/delivery-services`, read, {
      handle: () =>
        json(200, {
          services: parcelServices.map((s) => ({
            id: { deliveryMethodId: s.deliveryMethodId, credentialsId: s.credentialsId },
            name: s.name,
            carrierId: s.carrierId,
            owner: s.owner === 'PLATFORM' ? 'ALLEGRO' : 'CLIENT',
            marketplaces: [`${world.vendor}-pl`],
            packageTypes: s.maxItems === 5 ? ['PALLET'] : ['PACKAGE'],
            cashOnDelivery: s.cashOnDelivery
              ? {
                  limit: 5000,
                  currency: 'PLN',
                  paymentType: 'MONEY_TRANSFER',
                  forceRequireIban: s.owner === 'CLIENT',
                }
              : null,
            insurance: { limit: 5000, currency: 'PLN' },
            additionalServices: s.options.map((o) => ({
              id: o.name,
              name: o.description,
              description: o.description,
            })),
            additionalProperties: [],
            features: {},
          })),
        }),
    }),
    userRoute('POST', `${BASE}/shipments/create-commands`, write, {
      handle: (ctx) =>
        submit(ctx, 'create', (input) => {
          if (world.api === '2026') refuseUnlistedLabelFormat(input);
          return { request: fromShipmentInput(input), parcelId: null };
        }),
    }),
    userRoute('GET', `${BASE}/shipments/create-commands/:commandId`, write, {
      handle: (ctx) => {
        const c = ownShipmentCommand(ctx, 'create');
        return status(c, { shipmentId: c.parcelId });
      },
    }),
    userRoute('GET', `${BASE}/shipments/:shipmentId`, read, {
      handle: (ctx) => json(200, shipmentView(world, own(ctx, ctx.params.shipmentId!))),
    }),
    userRoute('POST', `${BASE}/shipments/cancel-commands`, write, {
      handle: (ctx) =>
        submit(ctx, 'cancel', (input) => {
          const id = typeof input.shipmentId === 'string' ? input.shipmentId : '';
          own(ctx, id);
          return { request: null, parcelId: id };
        }),
    }),
    userRoute('GET', `${BASE}/shipments/cancel-commands/:commandId`, write, {
      handle: (ctx) => {
        const c = ownShipmentCommand(ctx, 'cancel');
        return status(c, { shipmentId: c.parcelId });
      },
    }),
    userRoute('POST', `${BASE}/label`, read, {
      produces: OCTETS,
      async handle(ctx) {
        if (world.api === '2026') requireOctetStream(ctx);
        const owned = shipmentIds(ctx.body).map((id) => own(ctx, id));
        if (world.api === '2026') refuseLabelOfPanelShipments(owned);
        const parcels = owned.filter((p) => p.state === 'CREATED');
        if (parcels.length === 0) return { status: 204 };
        const format = parcels[0]!.labelFormat;
        if (parcels.some((p) => p.labelFormat !== format))
          throw badRequest('The shipments have different label formats', 'shipmentIds');
        const pageSize = isObject(ctx.body) && ctx.body.pageSize === 'A6' ? 'A6' : 'A4';
        const file = await labelFile(parcels, format, pageSize, world.clock.now());
        world.timings.labelServed(parcels, performance.now() - ctx.receivedAt);
        return { status: 200, raw: file.data, contentType: 'application/octet-stream' };
      },
    }),
    userRoute('POST', `${BASE}/protocol`, read, {
      produces: OCTETS,
      async handle(ctx) {
        const parcels = shipmentIds(ctx.body).map((id) => own(ctx, id));
        // Carriers without a dispatch protocol (lockers, pick-up points) answer 204.
        const withProtocol = parcels.filter((p) => serviceOf(p)?.protocol);
        if (withProtocol.length === 0) return { status: 204 };
        const file = await protocolFile(withProtocol, world.clock.now());
        return { status: 200, raw: file.data, contentType: 'application/octet-stream' };
      },
    }),
    userRoute('POST', `${BASE}/pickup-proposals`, write, {
      handle(ctx) {
        const ids = shipmentIds(ctx.body, 100);
        const body = ctx.body as Json;
        const readyDate = typeof body.readyDate === 'string' ? body.readyDate : null;
        const proposals = ids.map((id) => {
          const service = serviceOf(own(ctx, id));
          const times = service ? proposalsFor(world, service, readyDate) : [];
          // Since 2026-06-30 the marketplace answers `pickupTimes` only; `proposalItems` is gone (#13155).
          if (world.api === '2026') return { shipmentId: id, pickupTimes: times };
          return {
            shipmentId: id,
            pickupTimes: times,
            proposalItems: times.map((t) => ({
              id: `${t.date.replace(/-/g, '')}${t.minTime.replace(':', '')}${t.maxTime.replace(':', '')}`,
              name: `${t.date} ${t.minTime}-${t.maxTime}`,
            })),
          };
        });
        return json(200, [{ proposals, address: body.address ?? null }]);
      },
    }),
    userRoute('POST', `${BASE}/pickups/create-commands`, write, {
      handle: (ctx) =>
        submit(ctx, 'pickup', (input) => {
          const time = isObject(input.pickupTime) ? input.pickupTime : {};
          const ids = Array.isArray(input.shipmentIds) ? input.shipmentIds.map(String) : [];
          for (const id of ids) own(ctx, id);
          return {
            request: {
              parcelIds: ids,
              date: typeof time.date === 'string' ? time.date : null,
              minTime: typeof time.minTime === 'string' ? time.minTime : null,
              maxTime: typeof time.maxTime === 'string' ? time.maxTime : null,
            },
            parcelId: null,
          };
        }),
    }),
    userRoute('GET', `${BASE}/pickups/create-commands/:commandId`, write, {
      handle: (ctx) => {
        const c = ownShipmentCommand(ctx, 'pickup');
        return status(c, { pickupId: c.pickupId });
      },
    }),
    userRoute('GET', `${BASE}/pickups/:pickupId`, read, {
      handle(ctx) {
        const pickup = world.store.pickup(ctx.params.pickupId!);
        if (!pickup || pickup.family !== 'shipment')
          throw fail(404, { code: 'ERROR', message: 'Pickup not found' });
        if (pickup.sellerId !== ctx.userId) throw accessDenied();
        const parcels = pickup.parcelIds.map((id) => world.store.parcel(id)!);
        return json(200, {
          id: pickup.id,
          carrierPickupId: pickup.carrierPickupId,
          carrier: parcels[0]?.carrierId ?? null,
          pickupCarrier: parcels[0]?.carrierId ?? null,
          address: parcels[0] ? address(parcels[0].sender) : null,
          shipmentIds: pickup.parcelIds,
          waybills: parcels.flatMap((p) => p.items.map((i) => i.waybill)),
        });
      },
    }),
  ];
}
