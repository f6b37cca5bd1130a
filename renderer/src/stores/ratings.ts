import type { RatingListQuery } from '../../../shared/contract/ratings';
import type { RatingRow } from '../../../shared/ratings';
import { api } from '../api/client';
import { createListStore } from './list-store';

export type RatingFilters = Omit<RatingListQuery, 'offset' | 'limit' | 'accountId'>;

export const useRatingsStore = createListStore<RatingFilters, RatingRow>({
  initial: { sort: '-lastChangedAt' },
  tables: ['ratings', 'accounts', 'settings'],
  fetch: (query) => api.ratings.list(query),
});
