import type { TableName } from '../../../../../shared/contract';
import { create } from 'zustand';
import type {
  BillingEntryRow,
  BillingPeriod,
  BillingTotals,
  BillingType,
  OfferCosts,
} from '../../../../../shared/billing';
import type { BillingListQuery } from '../../../../../shared/contract/billing';
import { api } from '../../../api/client';
import { notifyError } from '../../../app/notify';
import { refreshOn } from '../../../stores/changed';
import { createDetailRead } from '../../../stores/detail-read';
import { createListStore } from '../../../stores/list-store';
import { presetFrom } from './billing-range';

export type BillingFilters = Omit<BillingListQuery, 'offset' | 'limit' | 'accountId'>;

/** The list opens on the last 30 days. */
export const useBillingStore = createListStore<BillingFilters, BillingEntryRow>({
  initial: { from: presetFrom(30) },
  fetch: (query) => api.billing.list(query),
});

interface TotalsState {
  period: BillingPeriod;
  totals: BillingTotals | null;
  types: BillingType[];
  setPeriod: (period: BillingPeriod) => void;
  /** Sums of the list's current filters, from the local copy. */
  load: () => Promise<void>;
}

export const useBillingTotals = create<TotalsState>((set, get) => ({
  period: 'day',
  totals: null,
  types: [],
  setPeriod(period) {
    set({ period });
    void get().load().catch(notifyError);
  },
  async load() {
    const { sort: _sort, ...filters } = useBillingStore.getState().query;
    const [totals, types] = await Promise.all([
      api.billing.totals({ ...filters, period: get().period }),
      api.billing.types({}),
    ]);
    set({ totals, types });
  },
}));

const tables: TableName[] = ['billing_entries', 'accounts', 'settings'];

/** Re-reads the list and its totals when the local copy changes, and the totals when the filters change. */
export function watchBilling(): () => void {
  const offEvent = refreshOn(tables, () => {
    useBillingStore.getState().refresh();
    void useBillingTotals.getState().load().catch(notifyError);
  });
  const offQuery = useBillingStore.subscribe((state, previous) => {
    if (state.query !== previous.query) void useBillingTotals.getState().load().catch(notifyError);
  });
  return () => {
    offEvent();
    offQuery();
  };
}

/** An offer's fees in its detail, from the local copy: its sums per type and its latest entries. */
export const useOfferCosts = createDetailRead<OfferCosts>({
  tables: ['billing_entries'],
  read: (offerId) => api.billing.offerCosts({ offerId }),
  onError: notifyError,
});
