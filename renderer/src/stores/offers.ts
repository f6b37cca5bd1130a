import type { TableName } from '../../../shared/contract';
import type { OfferListQuery } from '../../../shared/contract/offers';
import type { OfferDetail, OfferRow } from '../../../shared/offers';
import { api } from '../api/client';
import { refreshOn } from './changed';
import { createDetailStore } from './detail-store';
import { createListStore } from './list-store';

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
  return refreshOn(listTables, () => {
    useOffersStore.getState().refresh();
    const open = useOffersStore.getState().openId;
    if (open) void useOfferDetailStore.getState().load(open);
  });
}
