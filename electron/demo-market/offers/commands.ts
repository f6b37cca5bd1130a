import { iso } from '../clock';
import { accessDenied, badRequest, conflict, fail, notFound, unprocessable } from '../http/errors';
import { json, type Ctx, type Route } from '../http/route';
import type { ErrorItem, Offer, OfferCommand, OfferTask } from '../state/types';
import type { World } from '../world';
import { activate, end, isGone, setPrice, setStock } from './lifecycle';
import { parseAmount, parseMoney, isObject, type Json } from './rules';
import { ownOffer } from './product-offers';

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

const taskError = (message: string, code = 'VALIDATION_ERROR'): ErrorItem => ({
  code,
  message,
  details: null,
  path: null,
  userMessage: message,
});

function offerIds(body: Json): string[] {
  if (!Array.isArray(body.offerCriteria) || body.offerCriteria.length === 0) {
    throw unprocessable('offerCriteria must list the offers (type CONTAINS_OFFERS)', 'offerCriteria');
  }
  const ids: string[] = [];
  for (const criterion of body.offerCriteria) {
    if (!isObject(criterion) || criterion.type !== 'CONTAINS_OFFERS' || !Array.isArray(criterion.offers)) {
      throw unprocessable('Only CONTAINS_OFFERS criteria with an offers list are supported', 'offerCriteria');
    }
    if (criterion.offers.length > 1000) {
      throw unprocessable(
        'You can add up to 1000 offers to one criterion',
        'offerCriteria.offers',
        'VALIDATION_ERROR',
        'Możesz dodać najwyżej 1000 ofert.',
      );
    }
    for (const o of criterion.offers) if (isObject(o) && typeof o.id === 'string') ids.push(o.id);
  }
  return ids;
}

/** What one task does to one offer; returns a failure message or null. */
type Effect = (offer: Offer) => string | null;

function effectOf(world: World, kind: Kind, body: Json): Effect {
  if (kind === 'publication') {
    const p = isObject(body.publication) ? body.publication : null;
    if (!p || (p.action !== 'ACTIVATE' && p.action !== 'END')) {
      throw unprocessable('publication.action must be ACTIVATE or END', 'publication.action');
    }
    const scheduledFor = typeof p.scheduledFor === 'string' ? Date.parse(p.scheduledFor) : null;
    if (scheduledFor !== null && (Number.isNaN(scheduledFor) || p.action !== 'ACTIVATE')) {
      throw unprocessable(
        'publication.scheduledFor is an ISO date-time, used only with ACTIVATE',
        'publication.scheduledFor',
      );
    }
    return (offer) => {
      if (p.action === 'END') {
        if (offer.status === 'ENDED') return null;
        if (offer.status === 'INACTIVE') return 'A draft offer cannot be ended.';
        end(world, offer, 'USER');
        return null;
      }
      if (offer.status === 'ACTIVE' || offer.status === 'ACTIVATING') return null;
      if (offer.stock === 0) return 'The offer has no stock to activate.';
      if (scheduledFor !== null && scheduledFor > world.clock.now()) {
        offer.startingAt = scheduledFor;
        world.scheduler.schedule(scheduledFor, 'offer-start', offer.id);
        return null;
      }
      activate(world, offer);
      return null;
    };
  }
  const m = isObject(body.modification) ? body.modification : null;
  if (!m) throw unprocessable('modification is required', 'modification');
  if (kind === 'quantity') {
    if (
      (m.changeType !== 'FIXED' && m.changeType !== 'GAIN') ||
      typeof m.value !== 'number' ||
      !Number.isInteger(m.value)
    ) {
      throw unprocessable(
        'modification needs changeType FIXED or GAIN and a whole number value',
        'modification',
      );
    }
    if (m.changeType === 'FIXED' && m.value <= 0)
      throw unprocessable('FIXED needs a new quantity > 0', 'modification.value');
    const value = m.value;
    return (offer) => {
      const next = m.changeType === 'FIXED' ? value : offer.stock + value;
      if (next <= 0) return 'The resulting quantity must be greater than 0.';
      setStock(world, offer, next);
      return null;
    };
  }
  const type = m.type;
  let compute: (current: number) => number;
  if (type === 'FIXED_PRICE') {
    const price = Number(parseMoney(m.price, 'modification.price'));
    compute = () => price;
  } else if (type === 'INCREASE_PRICE' || type === 'DECREASE_PRICE') {
    const delta = Number(parseMoney(m.value, 'modification.value')) * (type === 'INCREASE_PRICE' ? 1 : -1);
    compute = (current) => current + delta;
  } else if (type === 'INCREASE_PERCENTAGE' || type === 'DECREASE_PERCENTAGE') {
    const pct =
      Number(parseAmount(m.percentage, 'modification.percentage')) *
      (type === 'INCREASE_PERCENTAGE' ? 1 : -1);
    compute = (current) => current * (1 + pct / 100);
  } else {
    throw unprocessable(
      'modification.type must be FIXED_PRICE, INCREASE_PRICE, DECREASE_PRICE, INCREASE_PERCENTAGE or DECREASE_PERCENTAGE',
      'modification.type',
    );
  }
  return (offer) => {
    if (offer.format === 'AUCTION') return 'The price of an auction cannot be changed.';
    const next = Math.round(compute(Number(offer.price)) * 100) / 100;
    if (next <= 0) return 'The resulting price must be greater than 0.';
    setPrice(world, offer, next.toFixed(2));
    return null;
  };
}

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
          if (world.store.offerCommand(kind, id)) {
            throw conflict(
              'Command id was already used',
              'CommandIdAlreadyUsed',
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

  routes.push({
    method: 'PUT',
    path: '/offers/:offerId/change-price-commands/:commandId',
    auth: 'user',
    scope: write,
    handle(ctx) {
      const id = ctx.params.commandId!;
      const existing = world.store.changePriceCommand(id);
      if (existing) {
        if (existing.sellerId !== ctx.userId) throw accessDenied();
        return json(200, {
          id: existing.id,
          input: existing.input,
          output: { status: existing.status, errors: existing.errors },
        });
      }
      const offer = ownOffer(world, ctx, ctx.params.offerId!);
      const body = isObject(ctx.body) ? ctx.body : null;
      const input = body && isObject(body.input) ? body.input : null;
      if (!input) throw unprocessable('input.buyNowPrice is required', 'input.buyNowPrice');
      const amount = parseMoney(input.buyNowPrice, 'input.buyNowPrice');
      if (offer.format !== 'BUY_NOW')
        throw unprocessable('Only the Buy Now price of a BUY_NOW offer can be changed', 'input.buyNowPrice');
      setPrice(world, offer, amount);
      const command = {
        id,
        offerId: offer.id,
        sellerId: ctx.userId,
        input: { buyNowPrice: { amount, currency: 'PLN' } },
        status: 'SUCCESSFUL',
        errors: [],
        createdAt: world.clock.now(),
      };
      world.store.addChangePriceCommand(command);
      return json(200, { id, input: command.input, output: { status: command.status, errors: [] } });
    },
  });
  return routes;
}
