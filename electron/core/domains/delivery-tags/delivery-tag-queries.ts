import type {
  DeliveryMethodInfo,
  OfferDeliveryTags,
  SellerTag,
  ShippingRate,
  ShippingRateList,
  VariantSet,
} from '../../../../shared/delivery-tags';
import type { Db } from '../../db/open';
import { createDeliveryTagsRepo } from './delivery-tags-repo';
import { deliveryMethodsFrom } from './delivery-tag-records';
import { MalformedRecord } from '../../market/records/json';
import { createChangeRepo } from '../../outbox/change-repo';
import { createReferenceRepo } from '../../sync/reference-repo';

/** Delivery methods, shipping rate lists, tags and variant sets as the screens read them: the local copy only. */
export function createDeliveryTagsQueries(db: Db) {
  const repo = createDeliveryTagsRepo(db);
  const reference = createReferenceRepo(db);
  const changes = createChangeRepo(db);

  function methods(accountId: string): DeliveryMethodInfo[] {
    const body = reference.get(accountId, 'delivery-methods')?.body;
    if (body === undefined) return [];
    try {
      return deliveryMethodsFrom(body);
    } catch (error) {
      if (error instanceof MalformedRecord) return [];
      throw error;
    }
  }

  return {
    methods,
    rateLists: (accountId: string): ShippingRateList[] => {
      const names = new Map(methods(accountId).map((m) => [m.id, m.name]));
      return repo.rateLists(accountId).map((list) => ({
        id: list.id,
        name: list.name,
        offers: list.offers,
        rates: (JSON.parse(list.rates) as Omit<ShippingRate, 'deliveryMethodName'>[]).map((rate) => ({
          ...rate,
          deliveryMethodName: names.get(rate.deliveryMethodId) ?? null,
        })),
      }));
    },
    tags: (accountId: string): SellerTag[] => repo.tags(accountId),
    variantSets: (accountId: string): VariantSet[] => {
      return repo.variantSets(accountId).map((set) => {
        const raw = JSON.parse(set.raw) as { parameters?: { id?: unknown }[] };
        return {
          id: set.id,
          name: set.name,
          parameters: (raw.parameters ?? []).flatMap((p) => (typeof p.id === 'string' ? [p.id] : [])),
          offers: set.offers,
        };
      });
    },
    offer: (accountId: string, offerId: string): OfferDeliveryTags => {
      return {
        shippingRatesId: repo.shippingRatesIdOf(accountId, offerId),
        tagIds: repo.offerTags(accountId, offerId),
        tagsWaiting: changes.openFields(accountId, 'offer', offerId).tagIds !== undefined,
      };
    },
  };
}
