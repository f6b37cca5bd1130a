import type { Change, RatingFields } from '../../../../shared/outbox';
import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import { ratingTextMax } from '../../../../shared/ratings';
import type { Language } from '../../../../shared/settings';
import type { RatingsRepo } from './ratings-repo';
import { ratingText } from './messages';
import { waitingPatch } from './rating-overlay';
import { queueChange } from '../queue-change';

export interface RatingChangeDeps extends ChangeBuilderDeps {
  ratings: RatingsRepo;
}

const fits = (text: string): boolean => text.trim().length > 0 && text.length <= ratingTextMax;

/** When a removal may be requested until, as the seller reads it (UTC, to the minute). */
export const shownTime = (isoTime: string): string => `${isoTime.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Answers to ratings and requests to remove them: each is checked, shown in the local copy at once and stored in
 * the outbox in one transaction; the worker sends it (rating-step.ts).
 */
export function createRatingChanges(deps: RatingChangeDeps) {
  const { db, changes, ratings } = deps;

  function store(
    accountId: string,
    ratingId: string,
    kind: 'rating.answer' | 'rating.removal',
    check: (language: Language) => void,
    fields: RatingFields,
    request: Record<string, unknown>,
  ): Change {
    const language = deps.language();
    const id = db.transaction(() => {
      const current = ratings.stateOf(accountId, ratingId);
      if (!current) throw ratingText.error('NOT_FOUND', 'ratingUnknown', language, { id: ratingId });
      check(language);
      const previous: RatingFields = {};
      if (kind === 'rating.answer' && current.answer !== null) previous.answer = current.answer;
      if (kind === 'rating.removal' && current.removal !== null) previous.removal = current.removal;
      const stored = queueChange(
        changes,
        { accountId, entityType: 'rating', entityId: ratingId, kind, fields, previous, request },
        deps.now(),
      );
      ratings.patch(accountId, ratingId, waitingPatch(fields));
      return stored;
    })();
    deps.changed(['ratings', 'outbox']);
    deps.wake();
    return deps.view(id);
  }

  /** The seller's answer to a rating (1 to 500 characters); a later answer replaces an earlier one. */
  function answerRating(accountId: string, ratingId: string, text: string): Change {
    const check = (language: Language) => {
      if (!fits(text)) throw ratingText.error('VALIDATION_FAILED', 'answerLength', language);
    };
    return store(accountId, ratingId, 'rating.answer', check, { answer: text }, { message: text });
  }

  /** Asks the marketplace to remove a rating, with the reason; only until the rating's `possibleTo`. */
  function requestRatingRemoval(accountId: string, ratingId: string, message: string): Change {
    const check = (language: Language) => {
      if (!fits(message)) throw ratingText.error('VALIDATION_FAILED', 'removalLength', language);
      const until = ratings.stateOf(accountId, ratingId)?.removalPossibleTo ?? null;
      if (until === null) throw ratingText.error('CONFLICT', 'removalUnavailable', language);
      if (Date.parse(until) < deps.now())
        throw ratingText.error('CONFLICT', 'removalClosed', language, { until: shownTime(until) });
    };
    return store(
      accountId,
      ratingId,
      'rating.removal',
      check,
      { removal: message },
      { request: { message } },
    );
  }

  return { answerRating, requestRatingRemoval };
}

export type RatingChanges = ReturnType<typeof createRatingChanges>;
