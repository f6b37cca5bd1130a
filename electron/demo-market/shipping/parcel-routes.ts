import { parcelServices } from '../data/delivery';
import { accessDenied, badRequest, fail, unprocessable } from '../http/errors';
import { negotiate } from '../http/media';
import { json, userRoute, type Ctx, type Route } from '../http/route';
import { isObject } from '../offers/rules';
import type { Parcel, ParcelCommand } from '../state/types';
import type { World } from '../world';
import { labelFile, protocolFile } from './documents';
import { fromParcelInput } from './input';
import { retryAfter, serviceOf, submitCommand } from './parcels';
import { proposalsFor } from './pickups';
import { parcelDetails } from './views';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE = '/parcel-management';

export function checkCommandId(id: string): void {
  if (!UUID.test(id)) throw badRequest(`commandId must be a UUID: ${id}`, 'commandId');
}

export const commandExists = (id: string) =>
  fail(400, {
    code: 'COMMAND_EXISTS',
    message: `Command ${id} already exists`,
    path: 'commandId',
    userMessage: {
      pl: 'Komenda o tym identyfikatorze już istnieje.',
      en: 'A command with this id already exists.',
    },
  });

export const commandMissing = (path: string) =>
  fail(404, {
    code: 'ERROR',
    message: "Command doesn't exist",
    details: 'Resource not found',
    path,
    userMessage: { pl: 'Komenda nie istnieje.', en: "Command doesn't exist" },
  });

export function ownParcel(world: World, ctx: Ctx, id: string, family: Parcel['family']): Parcel {
  const parcel = world.store.parcel(id);
  if (!parcel || parcel.family !== family) {
    throw fail(404, {
      code: 'ERROR',
      message: `Parcel ${id} not found`,
      details: 'Resource not found',
      path: 'parcelId',
    });
  }
  if (parcel.sellerId !== ctx.userId) throw accessDenied();
  return parcel;
}

/** The command named in the path, of this family and kind, if it is the caller's. */
export function ownCommand(
  world: World,
  ctx: Ctx,
  kind: ParcelCommand['kind'],
  family: Parcel['family'] = 'parcel',
): ParcelCommand {
  const command = world.store.parcelCommand(family, kind, ctx.params.commandId!);
  if (!command) throw commandMissing(ctx.path);
  if (command.sellerId !== ctx.userId) throw accessDenied();
  return command;
}

function parcelsOf(world: World, ctx: Ctx): Parcel[] {
  const ids = ctx.query.all('parcelId');
  if (ids.length === 0) throw badRequest('parcelId is required', 'parcelId');
  return ids.map((id) => ownParcel(world, ctx, id, 'parcel'));
}

/** `/parcel-management/*` as document 3 describes it. */
export function parcelRoutes(world: World): Route[] {
  const write = `${world.vendor}:api:shipments:write`;
  const read = `${world.vendor}:api:shipments:read`;
  const report = (c: ParcelCommand) =>
    c.kind === 'create'
      ? { id: c.id, parcelId: c.parcelId, status: c.status, errors: c.errors }
      : { id: c.id, status: c.status, errors: c.errors };
  const answerCommand = (c: ParcelCommand) => {
    world.timings.answered(c, performance.now());
    return json(200, report(c), c.status === 'IN_PROGRESS' ? { 'Retry-After': retryAfter(world, c) } : {});
  };

  const label: Route['handle'] = async (ctx) => {
    const parcels = parcelsOf(world, ctx);
    const format = parcels[0]!.labelFormat;
    if (parcels.some((p) => p.labelFormat !== format))
      throw unprocessable('All parcels of one label request must share the label format', 'parcelId');
    const pageFormat = ctx.query.oneOf('pageFormat', ['A4', 'A6']) ?? 'A4';
    const wanted = format === 'PDF' ? 'application/pdf' : 'text/plain';
    if (!negotiate(ctx.headers.accept, [wanted])) {
      throw fail(406, {
        code: 'NotAcceptableException',
        message: `The label of these parcels is ${format}: accept ${wanted}`,
      });
    }
    const file = await labelFile(parcels, format, pageFormat, world.clock.now());
    world.timings.labelServed(parcels, performance.now() - ctx.receivedAt);
    return { status: 200, raw: file.data, contentType: file.type };
  };
  const protocol: Route['handle'] = async (ctx) => {
    const file = await protocolFile(parcelsOf(world, ctx), world.clock.now());
    return { status: 200, raw: file.data, contentType: file.type };
  };
  const documents = (path: string, handle: Route['handle'], produces: string[]): Route =>
    userRoute('GET', path, read, { produces, handle });

  return [
    userRoute('GET', `${BASE}/delivery-services`, read, {
      handle: () =>
        json(200, {
          deliveryServices: parcelServices.map((s) => ({
            id: s.id,
            service: s.service,
            name: s.name,
            carrierId: s.carrierId,
            additionalServices: {
              cashOnDelivery: { available: s.cashOnDelivery, expressAvailable: false },
              options: s.options,
            },
            owner: s.owner,
          })),
        }),
    }),
    userRoute('PUT', `${BASE}/parcel-create-commands/:commandId`, write, {
      handle(ctx) {
        const id = ctx.params.commandId!;
        checkCommandId(id);
        if (!isObject(ctx.body)) throw badRequest('The request body must be a JSON object');
        if (world.store.parcelCommand('parcel', 'create', id)) throw commandExists(id);
        const request = fromParcelInput(ctx.body);
        const command = submitCommand(world, {
          id,
          kind: 'create',
          family: 'parcel',
          sellerId: ctx.userId,
          input: ctx.body,
          request,
          parcelId: null,
        });
        world.timings.received(command, ctx.receivedAt);
        return json(201, { id, input: ctx.body }, { 'Retry-After': retryAfter(world, command) });
      },
    }),
    userRoute('GET', `${BASE}/parcel-create-commands/:commandId`, write, {
      handle: (ctx) => answerCommand(ownCommand(world, ctx, 'create')),
    }),
    userRoute('GET', `${BASE}/parcels/:parcelId`, read, {
      handle: (ctx) => json(200, parcelDetails(ownParcel(world, ctx, ctx.params.parcelId!, 'parcel'))),
    }),
    documents(`${BASE}/parcels/label`, label, ['application/pdf', 'text/plain']),
    documents(`${BASE}/label`, label, ['application/pdf', 'text/plain']),
    documents(`${BASE}/parcels/protocol`, protocol, ['application/pdf']),
    documents(`${BASE}/protocol`, protocol, ['application/pdf']),
    userRoute('GET', `${BASE}/pickup-date-proposals`, read, {
      handle(ctx) {
        const ids = ctx.query.all('parcelId');
        if (ids.length === 0 || ids.length > 100) throw badRequest('parcelId: 1 to 100 values', 'parcelId');
        const readyDate = ctx.query.string('readyDate') ?? null;
        if (readyDate !== null && !/^\d{4}-\d{2}-\d{2}$/.test(readyDate))
          throw badRequest('readyDate must be YYYY-MM-DD', 'readyDate');
        const parcelsProposals = ids.map((id) => {
          const service = serviceOf(ownParcel(world, ctx, id, 'parcel'));
          return { parcelId: id, proposals: service ? proposalsFor(world, service, readyDate) : [] };
        });
        return json(200, { parcelsProposals });
      },
    }),
    userRoute('PUT', `${BASE}/parcel-pickup-request-commands/:commandId`, write, {
      handle(ctx) {
        const id = ctx.params.commandId!;
        checkCommandId(id);
        const body = isObject(ctx.body) ? ctx.body : null;
        if (!body || !Array.isArray(body.parcelIds) || body.parcelIds.length === 0)
          throw badRequest('parcelIds is required', 'parcelIds');
        if (world.store.parcelCommand('parcel', 'pickup', id)) throw commandExists(id);
        const date = isObject(body.pickupDate) ? body.pickupDate : null;
        const request = {
          parcelIds: body.parcelIds.map(String),
          date: date && typeof date.date === 'string' ? date.date : null,
          minTime: date && typeof date.minTime === 'string' ? date.minTime : null,
          maxTime: date && typeof date.maxTime === 'string' ? date.maxTime : null,
        };
        const command = submitCommand(world, {
          id,
          kind: 'pickup',
          family: 'parcel',
          sellerId: ctx.userId,
          input: body,
          request,
          parcelId: null,
        });
        return json(201, body, { 'Retry-After': retryAfter(world, command) });
      },
    }),
    userRoute('GET', `${BASE}/parcel-pickup-request-commands/:commandId`, write, {
      handle: (ctx) => answerCommand(ownCommand(world, ctx, 'pickup')),
    }),
    userRoute('PUT', `${BASE}/parcel-cancel-commands/:commandId`, write, {
      handle(ctx) {
        const id = ctx.params.commandId!;
        checkCommandId(id);
        const parcelId =
          isObject(ctx.body) && typeof ctx.body.parcelId === 'string' ? ctx.body.parcelId : null;
        if (!parcelId) throw badRequest('parcelId is required', 'parcelId');
        if (world.store.parcelCommand('parcel', 'cancel', id)) throw commandExists(id);
        ownParcel(world, ctx, parcelId, 'parcel');
        const command = submitCommand(world, {
          id,
          kind: 'cancel',
          family: 'parcel',
          sellerId: ctx.userId,
          input: { parcelId },
          request: null,
          parcelId,
        });
        return json(201, { id, input: { parcelId } }, { 'Retry-After': retryAfter(world, command) });
      },
    }),
    userRoute('GET', `${BASE}/parcel-cancel-commands/:commandId`, write, {
      handle: (ctx) => answerCommand(ownCommand(world, ctx, 'cancel')),
    }),
  ];
}
