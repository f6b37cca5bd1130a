import type { FeeLine, FeePreview, OfferQuote } from '../../../../shared/fees';
import { arr, isoTime, money, obj, str } from '../../market/records/json';

function feeLine(value: unknown): FeeLine | null {
  const o = obj(value);
  const fee = money(o?.fee);
  if (!o || !fee) return null;
  const type = str(o.type) ?? '';
  return { type, name: str(o.name) ?? type, fee, cycleDuration: str(o.cycleDuration) };
}

/** `{ commissions[], quotes[] }` of a fee preview; a fee without an amount is left out. */
export function feePreviewFrom(body: unknown): FeePreview {
  const o = obj(body);
  const lines = (value: unknown) => arr(value).flatMap((v) => feeLine(v) ?? []);
  return { commissions: lines(o?.commissions), quotes: lines(o?.quotes) };
}

/** `{ count, quotes[] }` of offer quotes, by offer id; a quote without an offer or an amount is left out. */
export function offerQuotesFrom(body: unknown): Map<string, OfferQuote[]> {
  const byOffer = new Map<string, OfferQuote[]>();
  for (const item of arr(obj(body)?.quotes)) {
    const o = obj(item);
    const offerId = str(obj(o?.offer)?.id);
    const fee = money(o?.fee);
    if (!o || offerId === null || !fee) continue;
    const type = str(o.type) ?? '';
    const quote: OfferQuote = {
      type,
      name: str(o.name) ?? type,
      fee,
      nextDate: isoTime(o.nextDate),
      // A quote that does not say is taken as running: the list then shows a fee rather than hiding one.
      enabled: o.enabled !== false,
    };
    byOffer.set(offerId, [...(byOffer.get(offerId) ?? []), quote]);
  }
  return byOffer;
}
