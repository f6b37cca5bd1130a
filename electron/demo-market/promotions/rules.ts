import { accessDenied, badRequest, unprocessable } from '../http/errors';
import type { Seller } from '../state/types';
import type { World } from '../world';
import type { Money, PromotionType, StoredBenefit, StoredCriterion } from './types';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The OpenAPI description: up to 1000 offers in a criterion. */
export const MAX_OFFERS = 1000;

/** A multipack's discount must be above this for each quantity (OpenAPI, createPromotion); 5 and more: above 50. */
const MULTIPACK_MINIMUM: Record<number, number> = { 2: 15, 3: 30, 4: 40, 5: 50 };
export const multipackMinimum = (quantity: number): number => MULTIPACK_MINIMUM[Math.min(quantity, 5)] ?? 50;

/** A percentage as the marketplace writes it: a string whose fractional part is 0, from 1 to 99. */
function percentage(v: unknown, path: string): string {
  const text = isObject(v) ? v.percentage : undefined;
  if (typeof text !== 'string' || !/^\d+(\.0+)?$/.test(text)) {
    throw unprocessable(
      'The discount percentage must be a whole number',
      path,
      'VALIDATION_ERROR',
      'Rabat musi być liczbą całkowitą procent.',
    );
  }
  const n = Number(text);
  if (n < 1 || n > 99)
    throw unprocessable(
      'The discount percentage must be from 1 to 99',
      path,
      'VALIDATION_ERROR',
      'Rabat musi wynosić od 1 do 99%.',
    );
  return String(n);
}

function money(v: unknown, path: string): Money {
  if (
    !isObject(v) ||
    typeof v.amount !== 'string' ||
    !/^\d+(\.\d{1,2})?$/.test(v.amount) ||
    Number(v.amount) <= 0
  ) {
    throw unprocessable('The amount must be a positive amount of money', path);
  }
  if (v.currency !== 'PLN') throw unprocessable('The currency must be PLN', `${path}.currency`);
  return { amount: Number(v.amount).toFixed(2), currency: 'PLN' };
}

/** Each threshold above the one before it must give a higher discount (OpenAPI, thresholds). */
function rising(values: { bound: number; percentage: string }[], path: string): void {
  const sorted = [...values].sort((a, b) => a.bound - b.bound);
  for (let i = 1; i < sorted.length; i += 1) {
    if (
      sorted[i]!.bound === sorted[i - 1]!.bound ||
      Number(sorted[i]!.percentage) <= Number(sorted[i - 1]!.percentage)
    ) {
      throw unprocessable(
        'A threshold with a higher lower bound must give a higher discount',
        path,
        'VALIDATION_ERROR',
        'Próg o wyższej wartości musi dawać wyższy rabat.',
      );
    }
  }
}

function thresholdsOf(spec: Record<string, unknown>): unknown[] {
  const list = spec.thresholds;
  if (!Array.isArray(list) || list.length === 0) {
    throw unprocessable(
      'At least one threshold is required',
      'benefits[0].specification.thresholds',
      'VALIDATION_ERROR',
      'Podaj co najmniej jeden próg.',
    );
  }
  if (list.length > 10) throw unprocessable('At most 10 thresholds', 'benefits[0].specification.thresholds');
  return list;
}

function companyOnly(seller: Seller): void {
  if (!seller.company) {
    throw unprocessable(
      'Only company accounts may create this promotion',
      'benefits',
      'VALIDATION_ERROR',
      'Tylko konta firmowe mogą tworzyć tę promocję.',
    );
  }
}

/** The benefit of a request, by its specification type; `forBundle` takes the only type a bundle has. */
export function readBenefit(body: Record<string, unknown>, seller: Seller): StoredBenefit {
  const benefits = body.benefits;
  if (!Array.isArray(benefits)) throw badRequest('benefits is required', 'benefits');
  if (benefits.length !== 1) throw unprocessable('A promotion has exactly one benefit', 'benefits');
  const spec = isObject(benefits[0]) ? benefits[0].specification : undefined;
  if (!isObject(spec)) throw badRequest('benefits[0].specification is required', 'benefits[0].specification');
  const at = 'benefits[0].specification';
  switch (spec.type) {
    case 'ORDER_FIXED_DISCOUNT':
      return { type: 'ORDER_FIXED_DISCOUNT', value: money(spec.value, `${at}.value`) };
    case 'LARGE_ORDER_DISCOUNT': {
      companyOnly(seller);
      const thresholds = thresholdsOf(spec).map((t, i) => {
        const path = `${at}.thresholds[${i}]`;
        const o = isObject(t) ? t : {};
        const orderValue = isObject(o.orderValue) ? o.orderValue : {};
        return {
          lowerBound: money(orderValue.lowerBound, `${path}.orderValue.lowerBound`),
          percentage: percentage(o.discount, `${path}.discount.percentage`),
        };
      });
      rising(
        thresholds.map((t) => ({ bound: Number(t.lowerBound.amount), percentage: t.percentage })),
        `${at}.thresholds`,
      );
      return { type: 'LARGE_ORDER_DISCOUNT', thresholds };
    }
    case 'WHOLESALE_PRICE_LIST': {
      companyOnly(seller);
      const name = typeof spec.name === 'string' ? spec.name.trim() : '';
      if (name === '')
        throw unprocessable(
          'The price list needs a name',
          `${at}.name`,
          'VALIDATION_ERROR',
          'Podaj nazwę cennika.',
        );
      if (name.length > 100) throw unprocessable('The name is at most 100 characters', `${at}.name`);
      const thresholds = thresholdsOf(spec).map((t, i) => {
        const path = `${at}.thresholds[${i}]`;
        const o = isObject(t) ? t : {};
        const bound = isObject(o.quantity) ? o.quantity.lowerBound : undefined;
        if (typeof bound !== 'number' || !Number.isInteger(bound) || bound < 2 || bound > 100000) {
          throw unprocessable(
            'The quantity must be a whole number from 2 to 100000',
            `${path}.quantity.lowerBound`,
            'VALIDATION_ERROR',
            'Liczba sztuk musi wynosić od 2 do 100000.',
          );
        }
        return { lowerBound: bound, percentage: percentage(o.discount, `${path}.discount.percentage`) };
      });
      rising(
        thresholds.map((t) => ({ bound: t.lowerBound, percentage: t.percentage })),
        `${at}.thresholds`,
      );
      return { type: 'WHOLESALE_PRICE_LIST', name, thresholds };
    }
    case 'UNIT_PERCENTAGE_DISCOUNT': {
      const configuration = isObject(spec.configuration) ? spec.configuration : {};
      const trigger = isObject(spec.trigger) ? spec.trigger : {};
      const quantity = trigger.forEachQuantity;
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 2) {
        throw unprocessable(
          'forEachQuantity must be a whole number of at least 2',
          `${at}.trigger.forEachQuantity`,
        );
      }
      if (trigger.discountedNumber !== 1) {
        throw unprocessable('discountedNumber must be 1', `${at}.trigger.discountedNumber`);
      }
      const pct = configuration.percentage;
      const minimum = multipackMinimum(quantity);
      if (typeof pct !== 'number' || !Number.isInteger(pct) || pct <= minimum || pct > 100) {
        throw unprocessable(
          `For ${quantity} items the discount must be above ${minimum}% and at most 100%`,
          `${at}.configuration.percentage`,
          'VALIDATION_ERROR',
          `Przy ${quantity} sztukach rabat musi być wyższy niż ${minimum}% i nie większy niż 100%.`,
        );
      }
      return {
        type: 'UNIT_PERCENTAGE_DISCOUNT',
        percentage: pct,
        forEachQuantity: quantity,
        discountedNumber: 1,
      };
    }
    default:
      throw unprocessable(`Unknown benefit type ${String(spec.type)}`, `${at}.type`);
  }
}

/** The criterion of a request; offers named must exist (422) and be the seller's own (403). */
export function readCriterion(
  world: World,
  body: Record<string, unknown>,
  sellerId: string,
): StoredCriterion {
  const criteria = body.offerCriteria;
  if (!Array.isArray(criteria)) throw badRequest('offerCriteria is required', 'offerCriteria');
  if (criteria.length !== 1)
    throw unprocessable('A promotion has exactly one offer criterion', 'offerCriteria');
  const c = isObject(criteria[0]) ? criteria[0] : {};
  if (c.type === 'ALL_OFFERS' || c.type === 'OFFERS_ASSIGNED_EXTERNALLY') return { type: c.type };
  if (c.type !== 'CONTAINS_OFFERS')
    throw unprocessable(`Unknown criterion type ${String(c.type)}`, 'offerCriteria[0].type');
  if (!Array.isArray(c.offers) || c.offers.length === 0) {
    throw unprocessable(
      'Name at least one offer',
      'offerCriteria[0].offers',
      'VALIDATION_ERROR',
      'Wskaż co najmniej jedną ofertę.',
    );
  }
  if (c.offers.length > MAX_OFFERS)
    throw unprocessable(`At most ${MAX_OFFERS} offers`, 'offerCriteria[0].offers');
  const seen = new Set<string>();
  const offers = c.offers.map((o: unknown, i: number) => {
    const entry = isObject(o) ? o : {};
    const path = `offerCriteria[0].offers[${i}]`;
    if (typeof entry.id !== 'string' || entry.id === '')
      throw badRequest('The offer id is required', `${path}.id`);
    const offer = world.store.offer(entry.id);
    if (!offer)
      throw unprocessable(
        `Offer ${entry.id} does not exist`,
        `${path}.id`,
        'VALIDATION_ERROR',
        `Oferta ${entry.id} nie istnieje.`,
      );
    if (offer.sellerId !== sellerId) throw accessDenied();
    if (seen.has(entry.id)) throw unprocessable(`Offer ${entry.id} is named twice`, `${path}.id`);
    seen.add(entry.id);
    const quantity = entry.quantity ?? 1;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
      throw unprocessable('quantity must be a whole number of at least 1', `${path}.quantity`);
    }
    return { id: entry.id, quantity, promotionEntryPoint: entry.promotionEntryPoint === true };
  });
  return { type: 'CONTAINS_OFFERS', offers };
}

/**
 * Which listing type a benefit and criterion make, or a 422 when they do not fit together: a large-order
 * discount covers all offers; a multipack names one offer, a cross multipack several; a bundle is a fixed
 * discount on named offers. A wholesale price list names its offers, or leaves them to the offers' own
 * `discounts` (OFFERS_ASSIGNED_EXTERNALLY).
 */
export function typeOf(benefit: StoredBenefit, criterion: StoredCriterion): PromotionType {
  const wrong = () => unprocessable('The offer criterion does not fit the benefit', 'offerCriteria[0].type');
  switch (benefit.type) {
    case 'LARGE_ORDER_DISCOUNT':
      if (criterion.type !== 'ALL_OFFERS') throw wrong();
      return 'LARGE_ORDER_DISCOUNT';
    case 'WHOLESALE_PRICE_LIST':
      if (criterion.type === 'ALL_OFFERS') throw wrong();
      return 'WHOLESALE_PRICE_LIST';
    case 'UNIT_PERCENTAGE_DISCOUNT':
      if (criterion.type !== 'CONTAINS_OFFERS') throw wrong();
      return criterion.offers.length > 1 ? 'CROSS_MULTIPACK' : 'MULTIPACK';
    case 'ORDER_FIXED_DISCOUNT':
      if (criterion.type !== 'CONTAINS_OFFERS' || criterion.offers.length < 2) throw wrong();
      return 'BUNDLE';
  }
}

export const requestBody = (body: unknown): Record<string, unknown> => {
  if (!isObject(body)) throw badRequest('The body must be a promotion object');
  return body;
};
