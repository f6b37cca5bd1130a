import type { StoredBenefit, StoredCriterion, StoredPromotion } from './types';

function benefitView(b: StoredBenefit): unknown {
  switch (b.type) {
    case 'ORDER_FIXED_DISCOUNT':
      return { type: b.type, value: b.value };
    case 'UNIT_PERCENTAGE_DISCOUNT':
      return {
        type: b.type,
        configuration: { percentage: b.percentage },
        trigger: { forEachQuantity: b.forEachQuantity, discountedNumber: b.discountedNumber },
      };
    case 'LARGE_ORDER_DISCOUNT':
      return {
        type: b.type,
        thresholds: b.thresholds.map((t) => ({
          orderValue: { lowerBound: t.lowerBound },
          discount: { percentage: t.percentage },
        })),
      };
    case 'WHOLESALE_PRICE_LIST':
      return {
        type: b.type,
        name: b.name,
        thresholds: b.thresholds.map((t) => ({
          quantity: { lowerBound: t.lowerBound },
          discount: { percentage: t.percentage },
        })),
      };
  }
}

const criterionView = (c: StoredCriterion): unknown =>
  c.type === 'CONTAINS_OFFERS' ? { type: c.type, offers: c.offers.map((o) => ({ ...o })) } : { type: c.type };

/** The promotion as GET, POST and PUT answer it. */
export const promotionView = (p: StoredPromotion) => ({
  id: p.id,
  status: p.status,
  createdAt: new Date(p.createdAt).toISOString(),
  benefits: [{ specification: benefitView(p.benefit) }],
  offerCriteria: [criterionView(p.criterion)],
});
