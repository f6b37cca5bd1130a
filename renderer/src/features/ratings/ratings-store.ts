import type { TableName } from '../../../../shared/contract';
import type { RatingListQuery } from '../../../../shared/contract/ratings';
import type { Change } from '../../../../shared/outbox';
import type { RatingRow } from '../../../../shared/ratings';
import { api } from '../../api/client';
import { notifyError } from '../../app/notify';
import { createDetailStore } from '../../stores/detail-store';
import { refreshOn } from '../../stores/changed';
import { createListStore } from '../../stores/list-store';
import { loadCounts } from '../../stores/outbox';

export type RatingFilters = Omit<RatingListQuery, 'offset' | 'limit' | 'accountId'>;

// The outbox too: a discarded change of a rating changes its marks without touching the rating.
const listTables: TableName[] = ['ratings', 'outbox', 'accounts', 'settings'];

export const useRatingsStore = createListStore<RatingFilters, RatingRow>({
  initial: { sort: '-lastChangedAt' },
  fetch: (query) => api.ratings.list(query),
});

export const useRatingDetailStore = createDetailStore<RatingRow>((ratingId) => api.ratings.get({ ratingId }));

/** The list and the open rating asked again at once, so the seller's text shows as waiting as soon as stored. */
function showLocalCopy(): void {
  useRatingsStore.getState().refresh();
  const open = useRatingsStore.getState().openId;
  if (open) void useRatingDetailStore.getState().load(open);
}

async function afterChange(work: Promise<Change>): Promise<Change> {
  const change = await work;
  showLocalCopy();
  void loadCounts().catch(notifyError);
  return change;
}

/** Stores the seller's answer (the outbox sends it); a refusal of the bridge rejects with its words. */
export const answerRating = (ratingId: string, text: string): Promise<Change> =>
  afterChange(api.ratings.answer({ ratingId, text }));

/** Stores a request to remove the rating, with its reason; refused at once past the rating's last day. */
export const requestRatingRemoval = (ratingId: string, message: string): Promise<Change> =>
  afterChange(api.ratings.requestRemoval({ ratingId, message }));

/** Re-queries the ratings list and the open rating when their tables change. */
export function watchRatings(): () => void {
  return refreshOn(listTables, showLocalCopy);
}
