import type {
  DeliveryMethodInfo,
  SellerTag,
  ShippingRate,
  VariantSet,
} from '../../../../shared/delivery-tags';
import { arr, at, bool, int, MalformedRecord, money, obj, str } from '../../market/records/json';

/** `{ deliveryMethods: [...] }`: each method with its constraints; one without an id is left out. */
export function deliveryMethodsFrom(body: unknown): DeliveryMethodInfo[] {
  const list = obj(body)?.deliveryMethods;
  if (!Array.isArray(list))
    throw new MalformedRecord('The delivery methods have no "deliveryMethods" array.');
  return arr(list).flatMap((item) => {
    const o = obj(item);
    const id = str(o?.id);
    if (!o || !id) return [];
    const c = obj(o.shippingRatesConstraints);
    const weight = obj(c?.maxPackageWeight);
    const time = obj(c?.shippingTime);
    const first = obj(c?.firstItemRate);
    const policy = str(o.paymentPolicy);
    return [
      {
        id,
        name: str(o.name) ?? id,
        paymentPolicy: policy,
        cashOnDelivery: policy === 'CASH_ON_DELIVERY',
        maxQuantityPerPackage: int(at(c, 'maxQuantityPerPackage.max')),
        maxPackageWeight:
          weight && bool(weight.supported) !== false ? { min: str(weight.min), max: str(weight.max) } : null,
        shippingTime: time
          ? {
              from: str(at(time, 'default.from')),
              to: str(at(time, 'default.to')),
              customizable: bool(time.customizable) ?? false,
            }
          : null,
        firstItemRate: first
          ? { min: str(first.min), max: str(first.max), currency: str(first.currency) }
          : null,
      },
    ];
  });
}

/** `{ shippingRates: [{ id, name }] }`, the seller's lists. */
export function shippingRateListsFrom(body: unknown): { id: string; name: string }[] {
  const list = obj(body)?.shippingRates;
  if (!Array.isArray(list)) throw new MalformedRecord('The shipping rates have no "shippingRates" array.');
  return arr(list).flatMap((item) => {
    const id = str(obj(item)?.id);
    return id ? [{ id, name: str(obj(item)?.name) ?? id }] : [];
  });
}

/** The rates of one list (`GET /sale/shipping-rates/{id}`), without the method names (added on reading). */
export function shippingRatesFrom(body: unknown): Omit<ShippingRate, 'deliveryMethodName'>[] {
  const o = obj(body);
  if (!o || !Array.isArray(o.rates)) throw new MalformedRecord('A shipping rate list has no "rates" array.');
  return arr(o.rates).flatMap((item) => {
    const r = obj(item);
    const methodId = str(at(r, 'deliveryMethod.id'));
    if (!r || !methodId) return [];
    const time = obj(r.shippingTime);
    return [
      {
        deliveryMethodId: methodId,
        maxQuantityPerPackage: int(r.maxQuantityPerPackage),
        maxPackageWeight: str(at(r, 'maxPackageWeight.value')),
        firstItemRate: money(r.firstItemRate),
        nextItemRate: money(r.nextItemRate),
        shippingTime: time ? { from: str(time.from), to: str(time.to) } : null,
      },
    ];
  });
}

/** `{ tags: [{ id, name, hidden }] }`: the seller's tags, or an offer's. */
export function tagsFrom(body: unknown): Omit<SellerTag, 'offers'>[] {
  const list = obj(body)?.tags;
  if (!Array.isArray(list)) throw new MalformedRecord('The tags have no "tags" array.');
  return arr(list).flatMap((item) => {
    const t = obj(item);
    const id = str(t?.id);
    return t && id ? [{ id, name: str(t.name) ?? id, hidden: bool(t.hidden) ?? false }] : [];
  });
}

/** A page of `GET /sale/offer-variants`: the sets' ids and names, and how many there are in all. */
export function variantSetPageFrom(body: unknown): {
  sets: { id: string; name: string }[];
  totalCount: number | null;
} {
  const o = obj(body);
  if (!o || !Array.isArray(o.offerVariants))
    throw new MalformedRecord('The variant sets have no "offerVariants" array.');
  const sets = arr(o.offerVariants).flatMap((item) => {
    const id = str(obj(item)?.id);
    return id ? [{ id, name: str(obj(item)?.name) ?? id }] : [];
  });
  return { sets, totalCount: int(o.totalCount) };
}

/** One set (`GET /sale/offer-variants/{setId}`), its offers without their names (added from the local copy). */
export function variantSetFrom(body: unknown): Omit<VariantSet, 'offers'> & {
  offers: { id: string; colorPattern: string | null }[];
} {
  const o = obj(body);
  const id = str(o?.id);
  if (!o || !id) throw new MalformedRecord('A variant set has no id.');
  return {
    id,
    name: str(o.name) ?? id,
    parameters: arr(o.parameters).flatMap((p) => {
      const pid = str(obj(p)?.id);
      return pid ? [pid] : [];
    }),
    offers: arr(o.offers).flatMap((item) => {
      const oid = str(obj(item)?.id);
      return oid ? [{ id: oid, colorPattern: str(obj(item)?.colorPattern) }] : [];
    }),
  };
}
