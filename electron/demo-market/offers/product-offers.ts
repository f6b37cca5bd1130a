import { badRequest, conflict, notFound, offerAccessDenied, unprocessable } from '../http/errors';
import { json, userRoute, type Ctx, type Reply, type Route } from '../http/route';
import type { Offer, OfferOperation } from '../state/types';
import type { World } from '../world';
import { applyChanges } from './apply';
import { offerFromRequest } from './create';
import { activate, isGone, touch } from './lifecycle';
import { isObject, readChanges, type OfferChanges } from './rules';
import { productOfferView } from './view';

const MEDIA = ['public.v1', 'beta.v3'];

/** The offer a seller may act on: 400 for a malformed id, 404 when it does not exist (any more), 403 when not theirs. */
export function ownOffer(world: World, ctx: Ctx, id: string): Offer {
  if (!/^\d{1,20}$/.test(id)) throw badRequest(`Invalid offer id format: ${id}`, 'offerId');
  const offer = world.store.offer(id);
  if (!offer || isGone(offer, world.clock.now())) throw notFound(`Offer ${id}`);
  if (offer.sellerId !== ctx.userId) throw offerAccessDenied();
  return offer;
}

function processInBackground(world: World): boolean {
  const p = world.settings.offerProcessing;
  return p.mode === 'async' || (p.mode === 'mixed' && world.random.chance(p.share));
}

function startOperation(
  world: World,
  offer: Offer,
  kind: OfferOperation['kind'],
  patch: unknown,
): OfferOperation {
  const now = world.clock.now();
  const operation: OfferOperation = {
    id: world.random.uuid(),
    offerId: offer.id,
    kind,
    startedAt: now,
    doneAt: now + Math.round(world.settings.offerProcessing.seconds * 1000),
    patch,
    done: false,
  };
  world.store.addOperation(operation);
  offer.operationId = operation.id;
  world.scheduler.schedule(operation.doneAt, 'offer-operation', operation.id);
  return operation;
}

function accepted(world: World, ctx: Ctx, offer: Offer, operation: OfferOperation): Reply {
  return json(202, productOfferView(offer, world, ctx.baseUrl), {
    Location: `${ctx.baseUrl}/sale/product-offers/${offer.id}/operations/${operation.id}`,
    'retry-after': Math.max(1, Math.ceil((operation.doneAt - world.clock.now()) / 1000)),
  });
}

/** Completes background work: a created offer goes live, a PATCH takes effect. */
export function registerOperationTask(world: World): void {
  world.scheduler.register('offer-operation', (operationId) => {
    const operation = world.store.operation(operationId);
    const offer = operation ? world.store.offer(operation.offerId) : undefined;
    if (!operation || !offer || operation.done) return;
    operation.done = true;
    offer.operationId = null;
    if (operation.kind === 'create') {
      if (offer.status === 'ACTIVATING') activate(world, offer);
      else touch(world, offer);
    } else {
      applyChanges(world, offer, operation.patch as OfferChanges);
    }
  });
}

function checkPatch(offer: Offer, c: OfferChanges): void {
  if (c.startingAt !== undefined && offer.status !== 'INACTIVE') {
    throw conflict(
      'publication.startingAt can be changed only while the offer is INACTIVE',
      'OfferStateConflict',
    );
  }
  if (c.status === 'INACTIVE' && offer.status !== 'INACTIVE') {
    throw conflict(`An offer in ${offer.status} cannot return to INACTIVE`, 'OfferStateConflict');
  }
  if (c.status === 'ENDED' && offer.status === 'INACTIVE') {
    throw conflict('A draft (INACTIVE) offer cannot be ended', 'OfferStateConflict');
  }
  if (c.status === 'ACTIVE' && (c.stock ?? offer.stock) === 0) {
    throw unprocessable('stock.available must be greater than 0 to activate the offer', 'stock.available');
  }
}

export function productOfferRoutes(world: World): Route[] {
  const write = `${world.vendor}:api:sale:offers:write`;
  const read = `${world.vendor}:api:sale:offers:read`;
  const writes = { produces: MEDIA, consumes: MEDIA, limit: 'productOfferWrites' } as const;
  return [
    userRoute('POST', '/sale/product-offers', write, {
      ...writes,
      handle(ctx) {
        const seller = world.store.seller(ctx.userId)!;
        const { offer } = offerFromRequest(world, seller, ctx.body);
        const background = processInBackground(world);
        const goesLive = offer.status === 'ACTIVE';
        if (goesLive) offer.status = background ? 'ACTIVATING' : 'INACTIVE';
        world.store.addOffer(offer);
        if (offer.startingAt !== null) world.scheduler.schedule(offer.startingAt, 'offer-start', offer.id);
        if (background) return accepted(world, ctx, offer, startOperation(world, offer, 'create', null));
        if (goesLive) activate(world, offer);
        return json(201, productOfferView(offer, world, ctx.baseUrl));
      },
    }),
    userRoute('GET', '/sale/product-offers/:offerId', read, {
      produces: MEDIA,
      limit: 'productOfferReads',
      handle(ctx) {
        return json(200, productOfferView(ownOffer(world, ctx, ctx.params.offerId!), world, ctx.baseUrl));
      },
    }),
    userRoute('PATCH', '/sale/product-offers/:offerId', write, {
      ...writes,
      handle(ctx) {
        const offer = ownOffer(world, ctx, ctx.params.offerId!);
        if (offer.operationId !== null) {
          throw conflict(
            'The previous edition of the offer is still being processed',
            'OfferStateConflict',
            'Poprzednia edycja oferty jest jeszcze przetwarzana.',
          );
        }
        if (!isObject(ctx.body)) throw badRequest('The request body must be a JSON object');
        const changes = readChanges(world, world.store.seller(ctx.userId)!, ctx.body, offer);
        checkPatch(offer, changes);
        if (processInBackground(world))
          return accepted(world, ctx, offer, startOperation(world, offer, 'patch', changes));
        applyChanges(world, offer, changes);
        return json(200, productOfferView(offer, world, ctx.baseUrl));
      },
    }),
    userRoute('GET', '/sale/product-offers/:offerId/operations/:operationId', read, {
      produces: MEDIA,
      handle(ctx) {
        const offer = ownOffer(world, ctx, ctx.params.offerId!);
        const operation = world.store.operation(ctx.params.operationId!);
        if (!operation || operation.offerId !== offer.id)
          throw notFound(`Operation ${ctx.params.operationId!}`);
        if (operation.done) {
          return { status: 303, headers: { Location: `${ctx.baseUrl}/sale/product-offers/${offer.id}` } };
        }
        return json(
          202,
          {
            offer: { id: offer.id },
            operation: {
              id: operation.id,
              status: 'IN_PROGRESS',
              startedAt: new Date(operation.startedAt).toISOString(),
            },
          },
          {
            Location: `${ctx.baseUrl}/sale/product-offers/${offer.id}/operations/${operation.id}`,
            'retry-after': Math.max(1, Math.ceil((operation.doneAt - world.clock.now()) / 1000)),
          },
        );
      },
    }),
    userRoute('DELETE', '/sale/offers/:offerId', write, {
      unversioned: true,
      handle(ctx) {
        const offer = ownOffer(world, ctx, ctx.params.offerId!);
        if (offer.status !== 'INACTIVE') {
          throw conflict(
            `Only draft offers (INACTIVE) can be deleted; this one is ${offer.status}`,
            'OfferStateConflict',
          );
        }
        offer.deleted = true;
        touch(world, offer);
        return { status: 204 };
      },
    }),
  ];
}
