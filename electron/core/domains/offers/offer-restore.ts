import type { OfferFields } from '../../../../shared/outbox';
import type { ChangeRepo, ChangeRow } from '../../outbox/change-repo';
import type { OffersRepo } from './offers-repo';

/**
 * A change that will not happen (refused, discarded): the offer's fields it set go back to the values before it,
 * except those a later waiting change sets, which stay. Runs in the transaction that ends the change.
 */
export function restoreOffer(ctx: { changes: ChangeRepo; offers: OffersRepo }, row: ChangeRow): void {
  if (row.entity_type !== 'offer') return;
  const previous = JSON.parse(row.previous) as OfferFields;
  const waiting = ctx.changes.openFields(row.account_id, 'offer', row.entity_id);
  const fields: OfferFields = { ...previous, ...waiting };
  if (Object.keys(fields).length > 0 && ctx.offers.fieldsOf(row.account_id, row.entity_id))
    ctx.offers.setFields(row.account_id, row.entity_id, fields);
}
