import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { OutboxBatches, OutboxKind } from '../../outbox/kinds';
import type { Change, OfferFields } from '../../../../shared/outbox';
import { restoreTags, showTags } from '../delivery-tags/tag-changes';
import { runTags } from '../delivery-tags/tags-step';
import { runBatch } from './batch-step';
import { createBatchRepo } from './batch-repo';
import { runEdit } from './edit-step';
import { restoreOffer } from './offer-restore';
import { createOffersRepo } from './offers-repo';

/** What an offer's retry and undo make: a new change of its fields, or of its delivery tags. */
export interface OfferRedo {
  change(accountId: string, offerId: string, fields: OfferFields): Change[];
  assignTags(accountId: string, offerId: string, tagIds: string[]): Change;
}

/** An offer's title in the local copy names its changes (and its translations'). */
export const offerName =
  'SELECT o.name FROM offers o WHERE o.account_id = c.account_id AND o.id = c.entity_id';

/**
 * An offer's edit, publication (a batch of one), delivery tags or a change of many offers (a batch command); its
 * undo is a new change to the values before.
 */
export function offerKind(builder: ChangeBuilderDeps, redo: OfferRedo): OutboxKind {
  const { db, changes } = builder;
  const offers = createOffersRepo(db);
  const batches = createBatchRepo(db);
  return {
    batches: offerBatches(builder),
    tables: ['offers', 'delivery_tags'],
    name: offerName,
    run: (ctx, row) =>
      row.kind === 'offer.tags' ? runTags(ctx, row) : runEdit({ ...ctx, offers, batches }, row),
    // A failed one's value was put back when it failed.
    discarded: (row) => {
      if (row.state !== 'queued') return;
      restoreOffer({ changes, offers }, row);
      restoreTags(db, changes, row);
    },
    requeued: (row) => {
      if (offers.fieldsOf(row.account_id, row.entity_id))
        offers.setFields(row.account_id, row.entity_id, JSON.parse(row.fields) as OfferFields);
      if (row.kind === 'offer.tags') showTags(db, row);
    },
    retriedAlone: (row) => redo.change(row.account_id, row.entity_id, JSON.parse(row.fields) as OfferFields),
    undo: (row) => {
      const previous = JSON.parse(row.previous) as OfferFields;
      if (row.kind === 'offer.tags')
        return [redo.assignTags(row.account_id, row.entity_id, previous.tagIds ?? [])];
      return redo.change(row.account_id, row.entity_id, previous);
    },
  };
}

/** The offers' batch commands: each due one is run as a whole, its changes with it. */
function offerBatches({ db }: ChangeBuilderDeps): OutboxBatches {
  const offers = createOffersRepo(db);
  const batches = createBatchRepo(db);
  return {
    due: (at, limit) =>
      batches.due(at, limit).map((batch) => ({
        id: batch.id,
        run: (ctx) => runBatch({ ...ctx, offers, batches }, batch),
      })),
    wake: (at) => batches.wake(at),
  };
}
