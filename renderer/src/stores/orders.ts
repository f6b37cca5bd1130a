import type { OrderListQuery } from '../../../shared/contract/orders';
import type { DeliveryMethodOption, OrderDetail, OrderRow } from '../../../shared/orders';
import { create } from 'zustand';
import { api, onEvent } from '../api/client';
import type { BridgeError } from '../api/bridge-error';
import { asBridgeError } from '../api/bridge-error';
import { createListStore } from './list-store';

export type OrderFilters = Omit<OrderListQuery, 'offset' | 'limit' | 'accountId'>;

export const defaultOrderFilters: OrderFilters = {
  includeSuperseded: false,
  sort: '-boughtAt',
};

export const useOrdersStore = createListStore<OrderFilters, OrderRow>({
  initial: defaultOrderFilters,
  tables: ['orders', 'offers', 'accounts', 'settings'],
  fetch: (query) => api.orders.list(query),
});

interface OrderDetailState {
  detail: OrderDetail | null;
  /** Why the open order could not be shown (not in the local copy, say). */
  error: BridgeError | null;
  deliveryMethods: DeliveryMethodOption[];
  load: (orderId: string) => Promise<void>;
  loadDeliveryMethods: () => Promise<void>;
}

export const useOrderDetailStore = create<OrderDetailState>((set) => ({
  detail: null,
  error: null,
  deliveryMethods: [],
  async load(orderId) {
    set({ error: null });
    try {
      set({ detail: await api.orders.get({ orderId }) });
    } catch (error) {
      set({ error: asBridgeError(error) });
    }
  },
  async loadDeliveryMethods() {
    set({ deliveryMethods: await api.orders.listDeliveryMethods() });
  },
}));

onEvent('changed', ({ tables }) => {
  if (!tables.includes('orders') && !tables.includes('accounts')) return;
  const open = useOrdersStore.getState().openId;
  if (open)
    void useOrderDetailStore
      .getState()
      .load(open)
      .catch(() => undefined);
  void useOrderDetailStore
    .getState()
    .loadDeliveryMethods()
    .catch(() => undefined);
});
