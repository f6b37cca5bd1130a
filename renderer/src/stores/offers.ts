import { create } from 'zustand';
import type { OfferListQuery } from '../../../shared/contract/offers';
import type { OfferDetail, OfferRow } from '../../../shared/offers';
import { api, onEvent } from '../api/client';
import type { BridgeError } from '../api/bridge-error';
import { asBridgeError } from '../api/bridge-error';
import { createListStore } from './list-store';

export type OfferFilters = Omit<OfferListQuery, 'offset' | 'limit' | 'accountId'>;

export const defaultOfferFilters: OfferFilters = { sort: 'name' };

export const useOffersStore = createListStore<OfferFilters, OfferRow>({
  initial: defaultOfferFilters,
  tables: ['offers', 'accounts', 'settings'],
  fetch: (query) => api.offers.list(query),
});

interface OfferDetailState {
  detail: OfferDetail | null;
  error: BridgeError | null;
  load: (offerId: string) => Promise<void>;
  /** Asks the core to read the full offer from the marketplace soon (when online). */
  refresh: (offerId: string) => Promise<void>;
}

export const useOfferDetailStore = create<OfferDetailState>((set) => ({
  detail: null,
  error: null,
  async load(offerId) {
    set({ error: null });
    try {
      set({ detail: await api.offers.get({ offerId }) });
    } catch (error) {
      set({ error: asBridgeError(error) });
    }
  },
  async refresh(offerId) {
    await api.offers.refresh({ offerId });
  },
}));

onEvent('changed', ({ tables }) => {
  if (!tables.includes('offers')) return;
  const open = useOffersStore.getState().openId;
  if (open)
    void useOfferDetailStore
      .getState()
      .load(open)
      .catch(() => undefined);
});
