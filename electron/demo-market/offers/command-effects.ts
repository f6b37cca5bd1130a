import { unprocessable } from '../http/errors';
import type { ErrorItem, Offer, OfferCommand } from '../state/types';
import type { World } from '../world';
import { activate, end, setPrice, setStock } from './lifecycle';
import { isObject, parseAmount, parseMoney, type Json } from './rules';

type Kind = OfferCommand['kind'];

export const taskError = (message: string, code = 'VALIDATION_ERROR'): ErrorItem => ({
  code,
  message,
  details: null,
  path: null,
  userMessage: message,
});

export function offerIds(body: Json): string[] {
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
export type Effect = (offer: Offer) => string | null;

export function effectOf(world: World, kind: Kind, body: Json): Effect {
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
