import type { OfferFields, RatingFields } from '../../../shared/outbox';
import type { ChangeRow } from './change-repo';
import type { StepContext } from './worker';

/**
 * A change that will not happen (refused, discarded): the offer's fields it set go back to the values before it,
 * except those a later waiting change sets, which stay. Runs in the transaction that ends the change.
 */
export function restoreOffer(ctx: Pick<StepContext, 'changes' | 'offers'>, row: ChangeRow): void {
  if (row.entity_type !== 'offer') return;
  const previous = JSON.parse(row.previous) as OfferFields;
  const waiting = ctx.changes.openFields(row.account_id, 'offer', row.entity_id);
  const fields: OfferFields = { ...previous, ...waiting };
  if (Object.keys(fields).length > 0 && ctx.offers.fieldsOf(row.account_id, row.entity_id))
    ctx.offers.setFields(row.account_id, row.entity_id, fields);
}

/**
 * A rating's answer or removal request that will not happen: the text before it comes back (none: removed),
 * unless a later waiting change sets it. Runs in the transaction that ends the change.
 */
export function restoreRating(ctx: Pick<StepContext, 'changes' | 'ratings'>, row: ChangeRow): void {
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
