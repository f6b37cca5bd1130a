import type { FieldError } from '../../../../shared/errors';
import { runStep, type StepContext } from '../../outbox/step';
import type { RatingsRepo } from './ratings-repo';
import { obj, str } from '../../market/records/json';
import { ratingFrom } from './rating-records';
import { errorOf } from '../../market/step-errors';
import { seg } from '../../shipping/gateway';
import type { ChangeRow } from '../../outbox/change-repo';
import { ratingText } from './messages';
import { shownTime } from './rating-changes';
import type { RatingPatch, RatingText } from './rating-overlay';
import { restoreRating } from './rating-restore';

/** A rating's step works on the ratings' local copy besides what every step has. */
export interface RatingStepContext extends StepContext {
  ratings: RatingsRepo;
}

const paths = {
  'rating.answer': (id: string) => `/sale/user-ratings/${seg(id)}/answer`,
  'rating.removal': (id: string) => `/sale/user-ratings/${seg(id)}/removal`,
} as const;

/** The answer or the request as the marketplace confirmed it ({ createdAt, message } or { request: ... }). */
function confirmed(kind: 'rating.answer' | 'rating.removal', data: unknown): RatingPatch {
  const body = obj(kind === 'rating.answer' ? data : obj(data)?.request);
  const message = str(body?.message);
  if (message === null) return {};
  const text: RatingText = { createdAt: str(body?.createdAt), message };
  return kind === 'rating.answer' ? { answer: text } : { request: text };
}

/**
 * One step of a rating's answer or removal request: both are PUTs of the whole text, so one that may have landed
 * (found in `sending`) is simply sent again: a second PUT stores the same text. Confirmed, the marketplace's
 * answer goes into the local copy; refused, the text before it comes back and the rating is read again.
 */
export async function runRating(ctx: RatingStepContext, row: ChangeRow): Promise<void> {
  const kind = row.kind;
  if (kind !== 'rating.answer' && kind !== 'rating.removal') return;
  const end = await runStep(ctx, row, {
    send: async () => {
      const client = await ctx.client(row.account_id);
      const answer = await client.request({
        method: 'PUT',
        path: paths[kind](row.entity_id),
        body: JSON.parse(row.request ?? '{}'),
        idempotent: true,
      });
      return answer.data;
    },
    confirmed: (data) => {
      // A later waiting change of the rating stays shown over this one.
      if (ctx.changes.openFields(row.account_id, 'rating', row.entity_id)[fieldOf(kind)] === undefined)
        ctx.ratings.patch(row.account_id, row.entity_id, confirmed(kind, data));
    },
    errorOf: (error) => refusalOf(ctx, row, error),
    refused: () => restoreRating(ctx, row),
  });
  if (end === 'failed') await refreshRating(ctx, row.account_id, row.entity_id);
}

const fieldOf = (kind: 'rating.answer' | 'rating.removal') =>
  kind === 'rating.answer' ? 'answer' : 'removal';

/** The marketplace's words; its refusal of a late removal request in the seller's language. */
function refusalOf(ctx: RatingStepContext, row: ChangeRow, error: unknown): FieldError {
  const found = errorOf(error);
  const until = ctx.ratings.stateOf(row.account_id, row.entity_id)?.removalPossibleTo;
  if (found.code !== 'REMOVAL_NOT_POSSIBLE' || !until) return found;
  return {
    ...found,
    userMessage: ratingText.text('removalClosed', ctx.language(), { until: shownTime(until) }),
  };
}

/** Reads the rating again after a refusal, so the local copy holds what the marketplace holds. */
async function refreshRating(ctx: RatingStepContext, accountId: string, ratingId: string): Promise<void> {
  try {
    const client = await ctx.client(accountId);
    const rating = await client.get(`/sale/user-ratings/${seg(ratingId)}`);
    ctx.ratings.upsert(accountId, ratingFrom(rating), ctx.now());
  } catch (error) {
    ctx.logger.info('a rating could not be read back after a refused change', { error: String(error) });
  }
}
