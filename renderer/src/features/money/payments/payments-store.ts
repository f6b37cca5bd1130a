import { create } from 'zustand';
import type { TableName } from '../../../../../shared/contract';
import type { PaymentListQuery } from '../../../../../shared/contract/payments';
import type { PaymentBalances, PaymentOperationRow } from '../../../../../shared/payments';
import { api } from '../../../api/client';
import { refreshOn } from '../../../stores/changed';
import { createDetailRead } from '../../../stores/detail-read';
import { createListStore } from '../../../stores/list-store';

export type PaymentFilters = Omit<PaymentListQuery, 'offset' | 'limit' | 'accountId'>;

// The orders too: an operation shows the order its payment belongs to once the order is in the local copy.
const tables: TableName[] = ['payment_operations', 'orders', 'accounts', 'settings'];

export const usePaymentsStore = createListStore<PaymentFilters, PaymentOperationRow>({
  initial: { sort: '-occurredAt' },
  fetch: (query) => api.payments.list(query),
});

interface BalancesState {
  balances: PaymentBalances | null;
  load: () => Promise<void>;
}

export const useBalancesStore = create<BalancesState>((set) => ({
  balances: null,
  async load() {
    set({ balances: await api.payments.balances({}) });
  },
}));

/** Re-reads the list and the balances when the local copy of payment operations (or orders) changes. */
export function watchPayments(onError: (error: unknown) => void): () => void {
  return refreshOn(tables, () => {
    usePaymentsStore.getState().refresh();
    useBalancesStore.getState().load().catch(onError);
  });
}

/** The operations of an order's payment, from the local copy; a failed read is shown in the part. */
export const usePaymentOperations = createDetailRead<PaymentOperationRow[]>({
  tables: ['payment_operations'],
  read: (paymentId) => api.payments.ofPayment({ paymentId }),
});
