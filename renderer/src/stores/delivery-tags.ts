import { useEffect } from 'react';
import { create } from 'zustand';
import type { TableName } from '../../../shared/contract';
import type {
  DeliveryMethodInfo,
  OfferDeliveryTags,
  SellerTag,
  ShippingRateList,
  VariantSet,
} from '../../../shared/delivery-tags';
import { api, onLinkState } from '../api/client';
import { notifyError } from '../app/notify';
import { refreshOn } from './changed';
import { createDetailRead } from './detail-read';

const tables: TableName[] = ['delivery_tags', 'reference_data', 'offers', 'accounts'];

interface DeliveryTagsState {
  methods: DeliveryMethodInfo[] | null;
  rateLists: ShippingRateList[] | null;
  tags: SellerTag[] | null;
  variantSets: VariantSet[] | null;
}

/** Delivery methods, shipping rate lists, tags and variant sets of the active account, from the local copy. */
export const useDeliveryTagsStore = create<DeliveryTagsState>(() => ({
  methods: null,
  rateLists: null,
  tags: null,
  variantSets: null,
}));

export async function loadDeliveryTags(): Promise<void> {
  const [methods, rateLists, tags, variantSets] = await Promise.all([
    api.delivery.methods({}),
    api.delivery.rateLists({}),
    api.tags.list({}),
    api.variants.list({}),
  ]);
  useDeliveryTagsStore.setState({ methods, rateLists, tags, variantSets });
}

/** Loads while a screen that shows them is mounted, and again when the local copy changes or the link is back. */
export function useDeliveryTagsData(): DeliveryTagsState {
  useEffect(() => {
    const reload = () => void loadDeliveryTags().catch(notifyError);
    reload();
    const offChanged = refreshOn(tables, reload);
    const offLink = onLinkState((state) => {
      if (state === 'open') reload();
    });
    return () => {
      offChanged();
      offLink();
    };
  }, []);
  return useDeliveryTagsStore();
}

/** The offer's rate list and tags, for its detail: read again when the tags or the offer change. */
export const useOfferDeliveryTags = createDetailRead<OfferDeliveryTags>({
  tables: ['delivery_tags', 'offers'],
  read: (offerId) => api.offers.deliveryTags({ offerId }),
  onError: notifyError,
});

/** Stores the offer's whole list of tags as a change; the outbox sends it, the local copy shows it at once. */
export const assignOfferTags = (offerId: string, tagIds: string[]) =>
  api.offers.assignTags({ offerId, tagIds });
