import { iso } from '../clock';
import { accessDenied, badRequest, conflict, fail, notFound } from '../http/errors';
import { json, type Ctx, type Route } from '../http/route';
import type { OfferCommand, OfferTask } from '../state/types';
import type { World } from '../world';
import { changePriceRoute } from './change-price';
import { effectOf, offerIds, taskError, type Effect } from './command-effects';
import { isGone } from './lifecycle';
import { isObject, type Json } from './rules';

type Kind = OfferCommand['kind'];
const PATHS: Record<Kind, string> = {
  publication: '/sale/offer-publication-commands',
  price: '/sale/offer-price-change-commands',
  quantity: '/sale/offer-quantity-change-commands',
};
const FIELDS: Record<Kind, string> = {
  publication: 'publication.status',
  price: 'sellingMode.price',
  quantity: 'stock.available',
};
const PER_MINUTE = 9000;

function report(command: OfferCommand) {
  const done = command.completedAt !== null;
  return {
    id: command.id,
    createdAt: iso(command.createdAt),
    completedAt: done ? iso(command.completedAt!) : null,
    taskCount: {
      total: command.tasks.length,
      success: command.tasks.filter((t) => t.status === 'SUCCESS').length,
      failed: command.tasks.filter((t) => t.status === 'FAIL').length,
    },
  };
}

/** Offer changes per seller and minute, for the documented 9000 per minute batch limit. */
function createChangeBudget(world: World) {
  const windows = new Map<string, { minute: number; used: number }>();
  return (sellerId: string, changes: number) => {
    const minute = Math.floor(world.clock.now() / 60_000);
    const w = windows.get(sellerId);
    const used = w && w.minute === minute ? w.used : 0;
    if (used + changes > PER_MINUTE) {
      throw fail(429, {
        code: 'TooManyRequestsException',
        message: 'Too many offer changes: at most 9000 per minute',
        userMessage: {
          pl: 'Zbyt wiele zmian ofert w ciągu minuty.',
          en: 'Too many offer changes per minute.',
        },
      });
    }
    windows.set(sellerId, { minute, used: used + changes });
  };
}

export function offerCommandRoutes(world: World): Route[] {
  const write = `${world.vendor}:api:sale:offers:write`;
  const effects = new Map<string, Effect>();
  const budget = createChangeBudget(world);
  world.scheduler.register('offer-command', (key, at) => {
    const [kind, id] = key.split(':') as [Kind, string];
    const command = world.store.offerCommand(kind, id);
    if (!command || command.completedAt !== null) return;
    const effect = effects.get(key) ?? effectOf(world, kind, command.input as Json);
    for (const task of command.tasks) {
      const offer = world.store.offer(task.offerId);
      let failure: string | null;
      if (!offer || isGone(offer, world.clock.now())) failure = 'The offer does not exist.';
      else if (offer.sellerId !== command.sellerId)
        failure = 'Access denied: the offer belongs to another seller.';
      else failure = effect(offer);
      task.status = failure ? 'FAIL' : 'SUCCESS';
      task.message = failure;
      task.errors = failure ? [taskError(failure)] : [];
    }
    command.completedAt = at;
    effects.delete(key);
  });

  const own = (ctx: Ctx, kind: Kind) => {
    const command = world.store.offerCommand(kind, ctx.params.commandId!);
    if (!command) throw notFound(`Command ${ctx.params.commandId!}`);
    if (command.sellerId !== ctx.userId) throw accessDenied();
    return command;
  };

  const routes: Route[] = [];
  for (const kind of ['publication', 'price', 'quantity'] as Kind[]) {
    routes.push(
      {
        method: 'PUT',
        path: `${PATHS[kind]}/:commandId`,
        auth: 'user',
        scope: write,
        handle(ctx) {
          const id = ctx.params.commandId!;
          if (!isObject(ctx.body)) throw badRequest('The request body must be a JSON object');
          const used = world.store.offerCommand(kind, id);
          if (used) {
            // The same id with another body is named as such; either way nothing runs twice.
            const same = JSON.stringify(used.input) === JSON.stringify(ctx.body);
            throw conflict(
              'Command id was already used',
              same ? 'CommandIdAlreadyUsed' : 'COMMAND_ALREADY_REGISTERED_WITH_DIFFERENT_CONTENT',
              'Identyfikator komendy był już użyty.',
            );
          }
          const ids = offerIds(ctx.body);
          const effect = effectOf(world, kind, ctx.body);
          budget(ctx.userId, ids.length);
          const now = world.clock.now();
          const tasks: OfferTask[] = ids.map((offerId) => ({
            offerId,
            field: FIELDS[kind],
            status: 'NEW',
            message: null,
            errors: [],
          }));
          const command: OfferCommand = {
            id,
            kind,
            sellerId: ctx.userId,
            input: ctx.body,
            createdAt: now,
            completedAt: null,
            tasks,
          };
          world.store.addOfferCommand(command);
          effects.set(`${kind}:${id}`, effect);
          world.scheduler.schedule(
            now + world.settings.offerCommandSeconds * 1000,
            'offer-command',
            `${kind}:${id}`,
          );
          return json(201, report(command));
        },
      },
      {
        method: 'GET',
        path: `${PATHS[kind]}/:commandId`,
        auth: 'user',
        scope: write,
        handle: (ctx) => json(200, report(own(ctx, kind))),
      },
      {
        method: 'GET',
        path: `${PATHS[kind]}/:commandId/tasks`,
        auth: 'user',
        scope: write,
        handle(ctx) {
          const q = ctx.query.withStatus(422);
          const limit = q.int('limit', { min: 1, max: 1000, def: 100 });
          const offset = q.int('offset', { min: 0, max: 999, def: 0 });
          const command = own(ctx, kind);
          const tasks = command.tasks.slice(offset, offset + limit).map((t) => ({
            offer: { id: t.offerId },
            field: t.field,
            status: t.status,
            message: t.message,
            errors: t.errors,
          }));
          return json(200, { tasks });
        },
      },
    );
  }

  routes.push(changePriceRoute(world));
  return routes;
}
