import { ratingTextMax, type RatingChangeMark, type RatingRow } from '../../../../shared/ratings';

/** What is wrong with an answer or a removal reason for certain, before it is sent. */
export type RatingTextProblem = 'empty' | 'tooLong';

/**
 * The checks the bridge and the marketplace make: 1 to 500 characters, not only spaces. Characters are counted
 * as they are checked there (UTF-16 units), so the counter never says "fits" for a text that is refused.
 */
export function ratingTextProblem(text: string): RatingTextProblem | null {
  if (text.trim().length === 0) return 'empty';
  if (text.length > ratingTextMax) return 'tooLong';
  return null;
}

/** Whether a removal may be requested now, or why not (with the last day, where there was one). */
export type RemovalState =
  | { kind: 'open'; until: string }
  | { kind: 'closed'; until: string }
  | { kind: 'unavailable' }
  | { kind: 'waiting' }
  | { kind: 'requested' };

export function removalState(
  row: Pick<RatingRow, 'removalPossibleTo' | 'removalRequested' | 'removalChange'>,
  now: number,
): RemovalState {
  if (row.removalChange?.state === 'waiting') return { kind: 'waiting' };
  if (row.removalRequested) return { kind: 'requested' };
  const until = row.removalPossibleTo;
  if (until === null || !Number.isFinite(Date.parse(until))) return { kind: 'unavailable' };
  return Date.parse(until) > now ? { kind: 'open', until } : { kind: 'closed', until };
}

/**
 * The seller's latest change of a rating as the list and the detail mark it: waiting, sent, or refused with the
 * marketplace's words; nothing when the seller made no change here.
 */
export type MarkView =
  { kind: 'none' } | { kind: 'waiting' } | { kind: 'sent' } | { kind: 'refused'; message: string | null };

export function markView(mark: RatingChangeMark | null): MarkView {
  if (mark === null) return { kind: 'none' };
  if (mark.state === 'failed') return { kind: 'refused', message: mark.message };
  return { kind: mark.state };
}
