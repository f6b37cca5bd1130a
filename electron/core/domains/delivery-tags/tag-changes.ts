import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { Change } from '../../../../shared/outbox';
import type { Db } from '../../db/open';
import type { OffersRepo } from '../offers/offers-repo';
import type { ChangeRepo, ChangeRow } from '../../outbox/change-repo';
import { createDeliveryTagsRepo } from './delivery-tags-repo';
import { deliveryTagsText } from './messages';

export interface TagChangeDeps extends ChangeBuilderDeps {
  offers: OffersRepo;
}

/**
 * An offer's tags, changed by the seller: an outbox change of its own (`offer.tags`), not a field of the offer's
 * edit, because the marketplace takes them at another address (POST /sale/offers/{id}/tags, the whole list) with
 * answers of its own (a tags subscription, a tag deleted meanwhile); an edit of the title must not fail because
 * of a tag, nor the other way round. The new list is shown at once, and stored with the change in one transaction.
 */
export function createTagChanges(deps: TagChangeDeps) {
  const { db, changes } = deps;
  const repo = createDeliveryTagsRepo(db);

  function assignTags(accountId: string, offerId: string, tagIds: string[]): Change {
    const language = deps.language();
    const id = db.transaction(() => {
      if (!deps.offers.fieldsOf(accountId, offerId))
        throw deliveryTagsText.error('NOT_FOUND', 'offerUnknown', language, { id: offerId });
      if (new Set(tagIds).size !== tagIds.length)
        throw deliveryTagsText.error('VALIDATION_FAILED', 'tagTwice', language);
      const known = new Set(repo.tags(accountId).map((t) => t.id));
      const unknown = tagIds.find((t) => !known.has(t));
      if (unknown !== undefined)
        throw deliveryTagsText.error('VALIDATION_FAILED', 'tagUnknown', language, { id: unknown });
      const waiting = changes.openFields(accountId, 'offer', offerId).tagIds;
      const read = repo.offerTags(accountId, offerId);
      // The whole list is sent: with the offer's tags never read, tags set elsewhere would be dropped.
      if (waiting === undefined && read === null)
        throw deliveryTagsText.error('CONFLICT', 'tagsNotRead', language, { id: offerId });
      const before = waiting ?? read ?? [];
      if (JSON.stringify([...before].sort()) === JSON.stringify([...tagIds].sort()))
        throw deliveryTagsText.error('VALIDATION_FAILED', 'nothingToChange', language);
      const stored = changes.insert(
        {
          accountId,
          entityType: 'offer',
          entityId: offerId,
          kind: 'offer.tags',
          batchId: null,
          fields: { tagIds },
          previous: { tagIds: before },
          request: { tags: tagIds.map((tag) => ({ id: tag })) },
        },
        deps.now(),
      );
      repo.setOfferTags(accountId, offerId, tagIds, 0);
      return stored;
    })();
    deps.changed(['delivery_tags', 'outbox']);
    deps.wake();
    return deps.view(id);
  }

  return { assignTags };
}

/**
 * A tags change that will not happen (refused, discarded): the tags before it come back, unless a later waiting
 * change sets them. Runs in the transaction that ends the change.
 */
export function restoreTags(db: Db, changes: ChangeRepo, row: ChangeRow): void {
  if (row.kind !== 'offer.tags') return;
  const previous = (JSON.parse(row.previous) as { tagIds?: string[] }).tagIds ?? [];
  const waiting = changes.openFields(row.account_id, 'offer', row.entity_id).tagIds;
  createDeliveryTagsRepo(db).setOfferTags(row.account_id, row.entity_id, waiting ?? previous, 0);
}

/** A failed tags change tried again: its tags are shown again while it waits. */
export function showTags(db: Db, row: ChangeRow): void {
  const tagIds = (JSON.parse(row.fields) as { tagIds?: string[] }).tagIds ?? [];
  createDeliveryTagsRepo(db).setOfferTags(row.account_id, row.entity_id, tagIds, 0);
}
