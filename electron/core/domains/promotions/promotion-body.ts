import type { Money } from '../../../../shared/money';
import { promotionRules, type PromotionDraft, type PromotionType } from '../../../../shared/promotions';
import type { Language } from '../../../../shared/settings';
import { promotionText } from './messages';

const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/**
 * Checks a new promotion by the rules the marketplace states (so a certain refusal is not queued): offers
 * 1 to 1000, a price list's name and rising thresholds of whole percentages, a multipack's size and least
 * discount. Throws the seller's message; answers nothing.
 */
export function checkDraft(draft: PromotionDraft, language: Language): void {
  const fail = (key: Parameters<typeof promotionText.error>[1], values?: Record<string, string | number>) =>
    promotionText.error('VALIDATION_FAILED', key, language, values);
  if (draft.offerIds.length < 1 || draft.offerIds.length > promotionRules.maxOffers)
    throw fail('offersCount', { max: promotionRules.maxOffers });
  if (draft.kind === 'wholesale') {
    const name = draft.name.trim();
    if (name.length < 1 || name.length > promotionRules.nameMax)
      throw fail('nameLength', { max: promotionRules.nameMax });
    const t = draft.thresholds;
    if (t.length < 1 || t.length > promotionRules.maxThresholds)
      throw fail('thresholdsCount', { max: promotionRules.maxThresholds });
    for (const step of t) {
      if (!whole(step.quantity, promotionRules.minQuantity, promotionRules.maxQuantity))
        throw fail('quantity', { min: promotionRules.minQuantity, max: promotionRules.maxQuantity });
      if (!whole(step.percentage, 1, 99)) throw fail('percentage');
    }
    const sorted = [...t].sort((a, b) => a.quantity - b.quantity);
    for (let i = 1; i < sorted.length; i += 1)
      if (
        sorted[i]!.quantity === sorted[i - 1]!.quantity ||
        sorted[i]!.percentage <= sorted[i - 1]!.percentage
      )
        throw fail('rising');
    return;
  }
  if (!whole(draft.forEachQuantity, 2, 10)) throw fail('packSize');
  const min = promotionRules.multipackMinimum(draft.forEachQuantity);
  if (!Number.isInteger(draft.percentage) || draft.percentage <= min || draft.percentage > 100)
    throw fail('packDiscount', { quantity: draft.forEachQuantity, min });
}

/** The listing type a draft makes: a multipack of several offers is a cross multipack. */
export const draftType = (draft: PromotionDraft): PromotionType =>
  draft.kind === 'wholesale'
    ? 'WHOLESALE_PRICE_LIST'
    : draft.offerIds.length > 1
      ? 'CROSS_MULTIPACK'
      : 'MULTIPACK';

/**
 * The body of POST /sale/loyalty/promotions. A wholesale price list names its offers in the criterion, the way
 * the marketplace's documents describe a promotion's offers.
 */
export function createBody(draft: PromotionDraft) {
  const offerCriteria = [{ type: 'CONTAINS_OFFERS', offers: draft.offerIds.map((id) => ({ id })) }];
  if (draft.kind === 'wholesale') {
    const thresholds = [...draft.thresholds]
      .sort((a, b) => a.quantity - b.quantity)
      .map((t) => ({ quantity: { lowerBound: t.quantity }, discount: { percentage: String(t.percentage) } }));
    return {
      benefits: [{ specification: { type: 'WHOLESALE_PRICE_LIST', name: draft.name.trim(), thresholds } }],
      offerCriteria,
    };
  }
  return {
    benefits: [
      {
        specification: {
          type: 'UNIT_PERCENTAGE_DISCOUNT',
          configuration: { percentage: draft.percentage },
          trigger: { forEachQuantity: draft.forEachQuantity, discountedNumber: 1 },
        },
      },
    ],
    offerCriteria,
  };
}

/** The PUT body of a bundle with a new discount: its offers exactly as the marketplace holds them. */
export function bundleBody(raw: unknown, discount: Money) {
  const body = raw as { offerCriteria?: unknown };
  return {
    benefits: [{ specification: { type: 'ORDER_FIXED_DISCOUNT', value: discount } }],
    offerCriteria: body.offerCriteria ?? [],
  };
}

export const validDiscount = (amount: string): boolean =>
  /^\d+(\.\d{1,2})?$/.test(amount) && Number(amount) > 0;
