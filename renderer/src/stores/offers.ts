import type { TableName } from '../../../shared/contract';
import type { OfferListQuery } from '../../../shared/contract/offers';
import type { OfferDetail, OfferRow } from '../../../shared/offers';
import { api, onEvent } from '../api/client';
import { createDetailStore } from './detail-store';
import { createListStore, touches } from './list-store';

export type OfferFilters = Omit<OfferListQuery, 'offset' | 'limit' | 'accountId'>;

const listTables: TableName[] = ['offers', 'outbox', 'accounts', 'settings'];

export const useOffersStore = createListStore<OfferFilters, OfferRow>({
  initial: { sort: 'name' },
  fetch: (query) => api.offers.list(query),
});

export const useOfferDetailStore = createDetailStore<OfferDetail>((offerId) => api.offers.get({ offerId }));

/** Asks the core to read the full offer from the marketplace soon (when online); a `changed` follows. */
export const refreshOffer = (offerId: string): Promise<null> => api.offers.refresh({ offerId });

/** Re-queries the offers list and the open offer when their tables change. */
export function watchOffers(): () => void {
  return onEvent('changed', ({ tables }) => {
    if (!touches(tables, listTables)) return;
    useOffersStore.getState().refresh();
    const open = useOffersStore.getState().openId;
    if (open) void useOfferDetailStore.getState().load(open);
  });
}
