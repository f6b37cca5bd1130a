import type { TableName } from '../../../../../shared/contract';
import type { Change } from '../../../../../shared/outbox';
import type {
  CustomerReturn,
  Refund,
  RefundDraft,
  RejectionCode,
  ReturnStatus,
} from '../../../../../shared/returns';
import { api } from '../../../api/client';
import { notifyError } from '../../../app/notify';
import { refreshOn } from '../../../stores/changed';
import { createDetailRead } from '../../../stores/detail-read';
import { createDetailStore } from '../../../stores/detail-store';
import { createListStore } from '../../../stores/list-store';
import { loadCounts } from '../../../stores/outbox';

export interface ReturnFilters {
  status: ReturnStatus | null;
  sort?: string;
}

// The outbox too: a discarded rejection gives the return its status back without a read of the marketplace.
export const returnTables: TableName[] = ['customer_returns', 'outbox', 'accounts', 'settings'];

export const useReturnsStore = createListStore<ReturnFilters, CustomerReturn>({
  initial: { status: null },
  fetch: ({ status, offset, limit }) => api.returns.list({ status, offset, limit }),
});

export const useReturnDetailStore = createDetailStore<CustomerReturn>((returnId) =>
  api.returns.get({ returnId }),
);

/** The list and the open return asked again, so a change shows as waiting as soon as it is stored. */
export function showReturns(): void {
  useReturnsStore.getState().refresh();
  const open = useReturnsStore.getState().openId;
  if (open) void useReturnDetailStore.getState().load(open);
}

async function afterChange(work: Promise<Change>): Promise<Change> {
  const change = await work;
  showReturns();
  void loadCounts().catch(notifyError);
  return change;
}

/** Stores the rejection (the outbox sends it); a refusal of the core rejects with its words. */
export const rejectReturn = (returnId: string, code: RejectionCode, reason: string | null): Promise<Change> =>
  afterChange(api.returns.reject({ returnId, code, reason }));

/** What the order's payment can still refund: line items, quantities already returned, the delivery cost. */
export const refundBasis = (orderId: string): ReturnType<typeof api.returns.refundBasis> =>
  api.returns.refundBasis({ orderId });

/** Stores a refund of the order's payment, checked against the order first (the outbox sends it). */
export const createRefund = (draft: RefundDraft): Promise<Change> =>
  afterChange(api.returns.refund({ draft }));

/** Re-queries the returns list and the open return when their tables change. */
export function watchReturns(): () => void {
  return refreshOn(returnTables, showReturns);
}

/** The order's returns and refunds, for its detail. */
export const useOrderReturns = createDetailRead<{ returns: CustomerReturn[]; refunds: Refund[] }>({
  tables: returnTables,
  read: (orderId) => api.returns.ofOrder({ orderId }),
  onError: notifyError,
});
