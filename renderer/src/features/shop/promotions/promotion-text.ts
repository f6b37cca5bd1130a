import type { Promotion } from '../../../../../shared/promotions';
import type { Translate } from '../../../i18n';

type Money = (amount: string, currency: string) => string;

/** What a promotion gives, in one short line. */
export function benefitText(p: Promotion, t: Translate, money: Money): string {
  if (p.discount)
    return t('promotions.benefit.bundle', { amount: money(p.discount.amount, p.discount.currency) });
  if (p.percentage !== null && p.forEachQuantity !== null)
    return t('promotions.benefit.multipack', { percentage: p.percentage, quantity: p.forEachQuantity });
  if (p.thresholds.length > 0) {
    const last = p.thresholds[p.thresholds.length - 1]!;
    return `${t('promotions.benefit.thresholds', { count: p.thresholds.length })} (−${last.percentage}%)`;
  }
  return '–';
}

/** Which offers a promotion covers: how many it names, or all of them. */
export function offersText(p: Promotion, t: Translate): string {
  if (p.criterion === 'ALL_OFFERS') return t('promotions.allOffers');
  if (p.criterion === 'OFFERS_ASSIGNED_EXTERNALLY') return t('promotions.externalOffers');
  return t('promotions.offersCount', { count: p.offers.length });
}

/** A promotion's name: a price list's own, else its kind with the first offer's title. */
export function promotionName(p: Promotion, t: Translate): string {
  if (p.name) return p.name;
  const first = p.offers[0];
  const kind = t(`promotions.typeOne.${p.type}`);
  return first ? `${kind}: ${first.title ?? first.id}` : kind;
}
