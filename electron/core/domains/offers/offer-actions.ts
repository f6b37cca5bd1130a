import type { BatchChange, BatchPreviewRow, Change, OfferFields } from '../../../../shared/outbox';
import { cleanDescription } from '../../../../shared/offer-description';
import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import { offerText } from './messages';
import { checkCompatibilityList } from '../compatibility/list-check';
import { createBatchChanges } from './batch-changes';
import type { BatchRepo } from './batch-repo';
import { publicationBatch } from './batches';
import { patchBody } from './offer-edit';
import { checkOfferFields } from './offer-rules';
import type { OffersRepo } from './offers-repo';

export interface OfferActionDeps extends ChangeBuilderDeps {
  offers: OffersRepo;
  batches: BatchRepo;
}

const editFields = [
  'name',
  'price',
  'stock',
  'description',
  'afterSalesServices',
  'compatibilityList',
  'shippingRatesId',
] as const;

/** The seller's changes of offers: one offer's fields, or a change of many offers at once from the list. */
export function createOfferActions(deps: OfferActionDeps) {
  const { db, changes, batches, offers, now, changed, view } = deps;
  const batchChanges = createBatchChanges({ db, changes, batches, offers, now });

  /**
   * Changes one offer: title, price, stock and description go as one edit, publication as its own command.
   * Answers the stored changes (one or two). A value equal to the local one is left out; nothing new is refused.
   */
  function change(accountId: string, offerId: string, asked: OfferFields): Change[] {
    const language = deps.language();
    // What is stored, shown and sent is the description as the marketplace allows it, never the raw HTML.
    const wanted: OfferFields =
      asked.description === undefined
        ? asked
        : { ...asked, description: cleanDescription(asked.description) };
    checkOfferFields(wanted, language, offers.imagesOf(accountId, offerId));
    if (wanted.compatibilityList)
      checkCompatibilityList(db, accountId, offerId, wanted.compatibilityList, language);
    const ids = db.transaction(() => {
      const current = offers.fieldsOf(accountId, offerId);
      if (!current) throw offerText.error('NOT_FOUND', 'offerUnknown', language, { id: offerId });
      const edit: OfferFields = {};
      const previous: OfferFields = {};
      for (const key of editFields) {
        if (wanted[key] === undefined || JSON.stringify(wanted[key]) === JSON.stringify(current[key]))
          continue;
        Object.assign(edit, { [key]: wanted[key] });
        Object.assign(previous, { [key]: current[key] });
      }
      const stored: number[] = [];
      const at = now();
      if (Object.keys(edit).length > 0) {
        stored.push(
          changes.insert(
            {
              accountId,
              entityType: 'offer',
              entityId: offerId,
              kind: 'offer.edit',
              batchId: null,
              fields: edit,
              previous,
              request: patchBody(edit),
            },
            at,
          ),
        );
      }
      if (wanted.status !== undefined && wanted.status !== current.status) {
        const batch = publicationBatch(wanted.status);
        const batchId = batches.insert(accountId, 'publication', batch.commandId, batch.body([offerId]), at);
        stored.push(
          changes.insert(
            {
              accountId,
              entityType: 'offer',
              entityId: offerId,
              kind: 'offer.publication',
              batchId,
              fields: { status: wanted.status },
              previous: { status: current.status },
              request: null,
            },
            at,
          ),
        );
      }
      if (stored.length === 0) throw offerText.error('VALIDATION_FAILED', 'nothingToChange', language);
      offers.setFields(accountId, offerId, wanted);
      return stored;
    })();
    changed(['offers', 'outbox']);
    deps.wake();
    return ids.map(view);
  }

  /** Stores a change of many offers (one command per thousand); the offers left out are answered with why. */
  function changeMany(
    accountId: string,
    offerIds: string[],
    asked: BatchChange,
  ): { batchIds: number[]; changeIds: number[]; skipped: BatchPreviewRow[] } {
    const stored = batchChanges.store(accountId, offerIds, asked);
    changed(['offers', 'outbox']);
    deps.wake();
    return stored;
  }

  return {
    change,
    changeMany,
    /** Every offer's value now and after the change, or why it is left out: nothing is stored. */
    preview: (accountId: string, offerIds: string[], asked: BatchChange): BatchPreviewRow[] =>
      batchChanges.preview(accountId, offerIds, asked),
    /** The changes of these batches, one per offer: their progress and, once settled, each offer's result. */
    ofBatches: (batchIds: number[]): Change[] =>
      batchIds.flatMap((id) => changes.ofBatch(id).map((row) => view(row.id))),
  };
}

export type OfferActions = ReturnType<typeof createOfferActions>;
