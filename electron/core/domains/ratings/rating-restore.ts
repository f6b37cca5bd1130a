import type { RatingFields } from '../../../../shared/outbox';
import type { ChangeRepo, ChangeRow } from '../../outbox/change-repo';
import type { RatingsRepo } from './ratings-repo';

/**
 * A rating's answer or removal request that will not happen: the text before it comes back (none: removed),
 * unless a later waiting change sets it. Runs in the transaction that ends the change.
 */
export function restoreRating(ctx: { changes: ChangeRepo; ratings: RatingsRepo }, row: ChangeRow): void {
  if (row.entity_type !== 'rating') return;
  const previous = JSON.parse(row.previous) as RatingFields;
  const waiting = ctx.changes.openFields(row.account_id, 'rating', row.entity_id);
  const text = (value: string | undefined) =>
    value === undefined ? null : { createdAt: null, message: value };
  if (row.kind === 'rating.answer')
    ctx.ratings.patch(row.account_id, row.entity_id, { answer: text(waiting.answer ?? previous.answer) });
  if (row.kind === 'rating.removal')
    ctx.ratings.patch(row.account_id, row.entity_id, { request: text(waiting.removal ?? previous.removal) });
}
