import { create } from 'zustand';
import type { TableName } from '../../../shared/contract';
import type { PackingCounts, PackingFilter, PackingRow, PickupProposal } from '../../../shared/shipping';
import { api } from '../api/client';
import { notifyError } from '../app/notify';
import { refreshOn } from './changed';
import { createListStore } from './list-store';
import { usePackingStore } from './packing';
import { createSelectionStore } from './selection-store';

/** The queue has one order (most urgent first): no sort to choose. */
export type QueueFilters = Omit<PackingFilter, 'offset' | 'limit' | 'accountId'> & { sort?: undefined };

/** The queue shows orders, their offers' stock, parcels and label prints: any of them changes a row. */
const queueTables: TableName[] = ['orders', 'offers', 'shipments', 'print_jobs', 'accounts', 'settings'];

/** Paid orders not yet sent, the most urgent first (the core sorts by dispatch-by). */
export const useQueueStore = createListStore<QueueFilters, PackingRow>({
  initial: {},
  fetch: (query) => api.shipping.listQueue(query),
});

/** Whether a filter narrows the queue: the lane is where the seller looks, not a filter of it. */
export function useQueueFiltered(): boolean {
  return useQueueStore((state) => {
    const { lane: _lane, ...filters } = state.query;
    return JSON.stringify(filters) !== '{}';
  });
}

/** Clears the queue's filters and stays in the lane. */
export function clearQueueFilters(): void {
  const { query, resetQuery, setQuery } = useQueueStore.getState();
  resetQuery();
  if (query.lane) setQuery({ lane: query.lane });
}

interface CountsState {
  counts: PackingCounts | null;
  load: () => Promise<void>;
}

/** How many waiting orders each filter value would show. */
export const useQueueCountsStore = create<CountsState>((set) => ({
  counts: null,
  async load() {
    set({ counts: await api.shipping.queueCounts() });
  },
}));

/** Order ids ticked for "create parcels and print labels". */
export const useSelectionStore = createSelectionStore();

/** Every order of the current filters (the queue's largest page), for "select all". */
export async function allQueueIds(): Promise<string[]> {
  const page = await api.shipping.listQueue({ ...useQueueStore.getState().query, offset: 0, limit: 500 });
  return page.rows.map((row) => row.id);
}

/** Re-queries the queue, its counts and the order being packed when what they show changes. */
export function watchShipping(): () => void {
  return refreshOn(queueTables, () => {
    useQueueStore.getState().refresh();
    if (useQueueCountsStore.getState().counts !== null)
      useQueueCountsStore.getState().load().catch(notifyError);
    usePackingStore.getState().reload();
  });
}

/** The carriers' pickup proposals for the day's parcels, asked when the pickup window opens. */
export function pickupProposals(): Promise<PickupProposal[]> {
  return api.shipping.pickupProposals({});
}

/** Asks a carrier to collect the given parcels, in the chosen slot or whenever it offers (null). */
export function requestPickup(
  parcelIds: string[],
  slot: PickupProposal['slots'][number] | null,
): ReturnType<typeof api.shipping.requestPickup> {
  return api.shipping.requestPickup({ parcelIds, slot });
}

export type ProtocolResults = Awaited<ReturnType<typeof api.shipping.printProtocol>>;

/** Prints the day's dispatch protocols: the carriers' own, or the app's hand-over list. */
export function printProtocol(): Promise<ProtocolResults> {
  return api.shipping.printProtocol({});
}
