import type { TableName } from '../../../shared/contract';
import type { RatingListQuery } from '../../../shared/contract/ratings';
import type { RatingRow } from '../../../shared/ratings';
import { api, onEvent } from '../api/client';
import { createListStore, touches } from './list-store';

export type RatingFilters = Omit<RatingListQuery, 'offset' | 'limit' | 'accountId'>;

const listTables: TableName[] = ['ratings', 'accounts', 'settings'];

export const useRatingsStore = createListStore<RatingFilters, RatingRow>({
  initial: { sort: '-lastChangedAt' },
  fetch: (query) => api.ratings.list(query),
});

/** Re-queries the ratings list when its tables change. */
export function watchRatings(): () => void {
  return onEvent('changed', ({ tables }) => {
    if (touches(tables, listTables)) useRatingsStore.getState().refresh();
  });
}
