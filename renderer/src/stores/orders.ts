import type { TableName } from '../../../shared/contract';
import type { OrderListQuery } from '../../../shared/contract/orders';
import type { DeliveryMethodOption, OrderDetail, OrderRow } from '../../../shared/orders';
import { create } from 'zustand';
import { api } from '../api/client';
import { notifyError } from '../app/notify';
import { createDetailStore } from './detail-store';
import { refreshOn } from './changed';
import { createListStore } from './list-store';

export type OrderFilters = Omit<OrderListQuery, 'offset' | 'limit' | 'accountId'>;

export const defaultOrderFilters: OrderFilters = {
  includeSuperseded: false,
  sort: '-boughtAt',
};

/** The list shows each item's offer stock, so offers count too. */
const listTables: TableName[] = ['orders', 'offers', 'accounts', 'settings', 'order_invoices'];
const detailTables: TableName[] = ['orders', 'offers', 'accounts'];

export const useOrdersStore = createListStore<OrderFilters, OrderRow>({
  initial: defaultOrderFilters,
  fetch: (query) => api.orders.list(query),
});

export const useOrderDetailStore = createDetailStore<OrderDetail>((orderId) => api.orders.get({ orderId }));

interface DeliveryMethodsState {
  methods: DeliveryMethodOption[];
  load: () => Promise<void>;
}

/** The delivery methods the seller's orders use, with their counts, for the filter. */
export const useDeliveryMethodsStore = create<DeliveryMethodsState>((set) => ({
  methods: [],
  async load() {
    set({ methods: await api.orders.listDeliveryMethods() });
  },
}));

/** Re-queries the orders list, the open order and the delivery methods when their tables change. */
export function watchOrders(): () => void {
  const offList = refreshOn(listTables, () => useOrdersStore.getState().refresh());
  const offDetail = refreshOn(detailTables, () => {
    const open = useOrdersStore.getState().openId;
    if (open) void useOrderDetailStore.getState().load(open);
    useDeliveryMethodsStore.getState().load().catch(notifyError);
  });
  return () => {
    offList();
    offDetail();
  };
}
