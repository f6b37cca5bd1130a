import type { TableName } from '../../../../../shared/contract';
import type { Claim, ClaimStatus, OrderClaims } from '../../../../../shared/claims';
import type { Change } from '../../../../../shared/outbox';
import { api } from '../../../api/client';
import { notifyError } from '../../../app/notify';
import { refreshOn } from '../../../stores/changed';
import { createDetailRead } from '../../../stores/detail-read';
import { createListStore } from '../../../stores/list-store';
import { loadCounts } from '../../../stores/outbox';

export interface ClaimFilters {
  status?: ClaimStatus;
  sort?: string;
}

// The outbox too: a claim sent, refused or discarded changes its mark without a sync; orders and offers name it.
export const claimTables: TableName[] = [
  'refund_claims',
  'outbox',
  'orders',
  'offers',
  'accounts',
  'settings',
];

export const useClaimsStore = createListStore<ClaimFilters, Claim>({
  initial: {},
  fetch: ({ sort: _sort, ...query }) => api.claims.list(query),
});

async function afterChange(work: Promise<Change>): Promise<Change> {
  const change = await work;
  useClaimsStore.getState().refresh();
  void loadCounts().catch(notifyError);
  return change;
}

/** Stores a claim for a quantity of an order's line item; the core refuses at once what cannot be claimed. */
export const createClaim = (orderId: string, lineItemId: string, quantity: number): Promise<Change> =>
  afterChange(api.claims.create({ orderId, lineItemId, quantity }));

export const withdrawClaim = (claimId: string): Promise<Change> =>
  afterChange(api.claims.withdraw({ claimId }));

/** Re-queries the list when claims, their changes, orders or offers change in the local copy. */
export function watchClaims(): () => void {
  return refreshOn(claimTables, () => useClaimsStore.getState().refresh());
}

/** The order detail's claims and the line items that may be claimed, from the local copy. */
export const useOrderClaims = createDetailRead<OrderClaims>({
  tables: claimTables,
  read: (orderId) => api.claims.ofOrder({ orderId }),
  onError: notifyError,
});
