import type {
  Promotion,
  PromotionOffer,
  PromotionThreshold,
  PromotionType,
} from '../../../../shared/promotions';
import { arr, at, int, MalformedRecord, money, obj, str, type Json } from '../../market/records/json';

/** A promotion as read from the marketplace's body: what the local copy extracts, the rest stays in `raw`. */
export type PromotionRecord = Omit<Promotion, 'offers' | 'pending'> & {
  offers: Omit<PromotionOffer, 'title'>[];
};

const thresholdsOf = (spec: Json | null, bound: 'quantity' | 'orderValue'): PromotionThreshold[] =>
  arr(spec?.thresholds).flatMap((t) => {
    const lower =
      bound === 'quantity'
        ? str(at(t, 'quantity.lowerBound'))
        : (money(at(t, 'orderValue.lowerBound'))?.amount ?? null);
    const percentage = str(at(t, 'discount.percentage'));
    return lower !== null && percentage !== null ? [{ lowerBound: lower, percentage }] : [];
  });

/**
 * Reads one promotion. The listing type is what the list was asked for when known (`listedAs`); a body read on
 * its own (after a create or a change) gets it from its benefit: a multipack names one offer, a cross multipack
 * more, and a fixed discount on offers is a bundle.
 */
export function promotionFrom(body: unknown, listedAs?: PromotionType): PromotionRecord {
  const o = obj(body);
  const id = str(o?.id);
  if (!o || id === null) throw new MalformedRecord('a promotion without an id');
  const spec = obj(at(arr(o.benefits)[0], 'specification'));
  const criterion = obj(arr(o.offerCriteria)[0]);
  const offers = arr(criterion?.offers).flatMap((entry) => {
    const offerId = str(obj(entry)?.id);
    if (offerId === null) return [];
    return [
      {
        id: offerId,
        quantity: int(obj(entry)?.quantity) ?? 1,
        entryPoint: obj(entry)?.promotionEntryPoint === true,
      },
    ];
  });
  const benefit = str(spec?.type);
  const type =
    listedAs ??
    (benefit === 'LARGE_ORDER_DISCOUNT' || benefit === 'WHOLESALE_PRICE_LIST'
      ? benefit
      : benefit === 'ORDER_FIXED_DISCOUNT'
        ? 'BUNDLE'
        : benefit === 'UNIT_PERCENTAGE_DISCOUNT'
          ? offers.length > 1
            ? 'CROSS_MULTIPACK'
            : 'MULTIPACK'
          : null);
  if (type === null) throw new MalformedRecord(`promotion ${id}: unknown benefit ${String(benefit)}`);
  return {
    id,
    type,
    status: str(o.status) ?? 'ACTIVE',
    createdAt: str(o.createdAt),
    name: str(spec?.name),
    discount: money(spec?.value),
    percentage: int(at(spec, 'configuration.percentage')),
    forEachQuantity: int(at(spec, 'trigger.forEachQuantity')),
    thresholds: thresholdsOf(spec, benefit === 'LARGE_ORDER_DISCOUNT' ? 'orderValue' : 'quantity'),
    criterion: str(criterion?.type) ?? 'CONTAINS_OFFERS',
    offers,
  };
}

/** The list's page: `{ promotions[], totalCount }`. */
export function promotionListFrom(body: unknown): { items: unknown[]; total: number } {
  const o = obj(body);
  const items = arr(o?.promotions);
  return { items, total: int(o?.totalCount) ?? items.length };
}
