import type { OfferFields } from '../../../../shared/outbox';
import type { Db } from '../../db/open';
import type { OfferRecord } from './offer-records';
import { createChangeRepo } from '../../outbox/change-repo';
import { withDetailFields } from './detail-fields';

/** A marketplace record with the seller's waiting changes laid over it, and the raw JSON to match. */
export function overlaid(
  record: OfferRecord,
  raw: string,
  fields: OfferFields,
): { record: OfferRecord; raw: string } {
  if (Object.keys(fields).length === 0) return { record, raw };
  const next: OfferRecord = { ...record };
  if (fields.name !== undefined) next.name = fields.name;
  if (fields.price !== undefined) next.price = fields.price;
  if (fields.stock !== undefined) next.stockAvailable = fields.stock;
  if (fields.status !== undefined) next.status = fields.status;
  return { record: next, raw: withDetailFields(raw, fields) };
}

/**
 * What the sync writes for an offer: the marketplace's record, except the fields a change in the outbox still
 * waits to set. The sync never overwrites those; the confirmed value replaces the local one once the change
 * is settled (by the outbox worker or the next read).
 */
export function createOfferOverlay(db: Db) {
  const changes = createChangeRepo(db);
  return {
    /** Whether the account has any waiting offer change (once per page: most pages have none). */
    active: (accountId: string): boolean => changes.anyOpen(accountId, 'offer'),
    apply: (accountId: string, record: OfferRecord, raw: string) =>
      overlaid(record, raw, changes.openFields(accountId, 'offer', record.id)),
  };
}

export type OfferOverlay = ReturnType<typeof createOfferOverlay>;
