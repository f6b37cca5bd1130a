import { dirname } from 'node:path';
import type { TableName } from '../../../shared/contract';
import type {
  BatchChange,
  BatchPreviewRow,
  Change,
  ChangeState,
  EntityType,
  OfferFields,
  RatingFields,
} from '../../../shared/outbox';
import type { ApiGeneration, Language } from '../../../shared/settings';
import type { Clock, Logger } from '../kernel/ports';
import type { Db } from '../db/open';
import type { MarketClient } from '../market/client';
import { createOffersRepo } from '../domains/offers/offers-repo';
import { createRatingsRepo } from '../domains/ratings/ratings-repo';
import { createBatchRepo } from '../domains/offers/batch-repo';
import { createChangeRepo, type ChangeRow } from './change-repo';
import { changeView, createChangeQueries, type ChangeFilter } from './change-queries';
import { outboxText } from './messages';
import { checkOfferFields } from '../domains/offers/offer-rules';
import { checkCompatibilityList } from '../domains/compatibility/list-check';
import { cleanDescription } from '../../../shared/offer-description';
import { createRatingChanges } from '../domains/ratings/rating-changes';
import { restoreOffer } from '../domains/offers/offer-restore';
import { restoreRating } from '../domains/ratings/rating-restore';
import { entityTables } from './entity-tables';
import { createOutboxWorker } from './worker';
import { defaultOutboxOptions, type OutboxOptions } from './step';
import { patchBody } from '../domains/offers/offer-edit';
import { publicationBatch } from '../domains/offers/batches';
import { createBatchChanges } from '../domains/offers/batch-changes';
import { waitingPatch } from '../domains/ratings/rating-overlay';
import { createConditionChanges } from '../domains/after-sales/condition-changes';
import { restoreCondition } from '../domains/after-sales/condition-step';
import { createPromotionChanges } from '../domains/promotions/promotion-changes';
import { reapplyPromotion, restorePromotion } from '../domains/promotions/promotion-step';
import { createPromotionsRepo } from '../domains/promotions/promotions-repo';
import { createTranslationChanges } from '../domains/translations/translation-changes';
import { createTranslationsRepo } from '../domains/translations/translations-repo';
import { createClaimChanges } from '../domains/claims/claim-changes';
import { reapplyClaim, restoreClaim } from '../domains/claims/claim-step';
import { createClaimsRepo } from '../domains/claims/claims-repo';
import { createReturnChanges } from '../domains/returns/return-changes';
import { reapplyReturnChange, restoreReturnChange } from '../domains/returns/return-step';
import { createReturnsRepo } from '../domains/returns/returns-repo';
import { createMessageChanges } from '../domains/messages/message-changes';
import { restoreMessage } from '../domains/messages/message-step';
import { createMessagesRepo } from '../domains/messages/messages-repo';
import { createInvoiceChanges } from '../domains/invoices/invoice-changes';
import { restoreInvoice } from '../domains/invoices/invoice-step';
import { createDisputeChanges } from '../domains/disputes/dispute-changes';
import { discardDisputeReply } from '../domains/disputes/dispute-step';
import { createIssueChanges } from '../domains/issues/issue-changes';
import { discardIssueChange } from '../domains/issues/issue-step';
import { createTagChanges, restoreTags, showTags } from '../domains/delivery-tags/tag-changes';

export interface OutboxServiceDeps {
  db: Db;
  client: (accountId: string) => Promise<MarketClient>;
  language: () => Language;
  clock: Clock;
  logger: Logger;
  changed: (tables: TableName[]) => void;
  options?: Partial<OutboxOptions>;
  /** Where the files of replies and invoices are copied while they wait to be sent (default: the database's folder). */
  dataDir?: string;
  /** The account's marketplace generation (default: the documents'), for what a change must carry there. */
  generation?: (accountId: string) => ApiGeneration;
}

/** What the local copy does when a change of one entity type is dropped or sent again (see `entityHooks`). */
interface LocalCopyHooks {
  discarded(row: ChangeRow): void;
  requeued(row: ChangeRow): void;
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

/**
 * The seller's changes: each is checked, written to the local copy and stored in the outbox in one transaction,
 * then sent by the worker. What the seller sees of them (waiting, in flight, failed, sent) is read from here.
 */
export function createOutboxService(deps: OutboxServiceDeps) {
  const { db, clock } = deps;
  const now = () => clock.now();
  const dataDir = deps.dataDir ?? dirname(db.name);
  const changes = createChangeRepo(db);
  const batches = createBatchRepo(db);
  const offers = createOffersRepo(db);
  const ratings = createRatingsRepo(db);
  const promotions = createPromotionsRepo(db);
  const claims = createClaimsRepo(db);
  const returns = createReturnsRepo(db);
  const queries = createChangeQueries(db);
  const options = { ...defaultOutboxOptions, ...deps.options };
  const changed = (tables: TableName[]) => deps.changed(tables);
  const worker = createOutboxWorker({
    db,
    changes,
    batches,
    offers,
    ratings,
    client: deps.client,
    language: deps.language,
    now,
    logger: deps.logger,
    changed,
    options,
  });

  const batchChanges = createBatchChanges({ db, changes, batches, offers, now });

  /** Stores a change of many offers (one command per thousand); the offers left out are answered with why. */
  function changeOffers(
    accountId: string,
    offerIds: string[],
    change: BatchChange,
  ): { batchIds: number[]; changeIds: number[]; skipped: BatchPreviewRow[] } {
    const stored = batchChanges.store(accountId, offerIds, change);
    changed(['offers', 'outbox']);
    worker.wake();
    return stored;
  }

  const view = (id: number): Change => {
    const change = queries.get(id);
    if (!change) throw outboxText.error('NOT_FOUND', 'changeNotFound', deps.language(), { id });
    return change;
  };

  /**
   * Changes one offer: title, price, stock and description go as one edit, publication as its own command.
   * Answers the stored changes (one or two). A value equal to the local one is left out; nothing new is refused.
   */
  function changeOffer(accountId: string, offerId: string, asked: OfferFields): Change[] {
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
      if (!current) throw outboxText.error('NOT_FOUND', 'offerUnknown', language, { id: offerId });
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
      if (stored.length === 0) throw outboxText.error('VALIDATION_FAILED', 'nothingToChange', language);
      offers.setFields(accountId, offerId, wanted);
      return stored;
    })();
    changed(['offers', 'outbox']);
    worker.wake();
    return ids.map(view);
  }

  /**
   * What the local copy does when the seller drops a change (`discarded`: a waiting one's value gives way to the one
   * before it; a failed one's was put back when it failed) or sends a failed one again (`requeued`: its value shows
   * as waiting again). A new entity type is one entry here (the type checker asks for it).
   */
  const entityHooks: Record<EntityType, LocalCopyHooks> = {
    offer: {
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
    },
    rating: {
      discarded: (row) => row.state === 'queued' && restoreRating({ changes, ratings }, row),
      requeued: (row) =>
        ratings.patch(row.account_id, row.entity_id, waitingPatch(JSON.parse(row.fields) as RatingFields)),
    },
    'after-sales': {
      discarded: (row) => row.state === 'queued' && restoreCondition({ db, now }, row),
      requeued: () => undefined,
    },
    promotion: {
      discarded: (row) => restorePromotion(promotions, row, 'discarded', now()),
      requeued: (row) => reapplyPromotion(promotions, row, now()),
    },
    // A translation is written to the local copy only once the marketplace took it: nothing to undo or show.
    translation: { discarded: () => undefined, requeued: () => undefined },
    claim: {
      discarded: (row) => restoreClaim(claims, row, 'discarded'),
      requeued: (row) => reapplyClaim(claims, row),
    },
    return: {
      discarded: (row) => restoreReturnChange(returns, row),
      requeued: (row) => reapplyReturnChange(returns, row, now()),
    },
    refund: {
      discarded: (row) => restoreReturnChange(returns, row),
      requeued: (row) => reapplyReturnChange(returns, row, now()),
    },
    thread: {
      discarded: (row) => restoreMessage(db, row),
      // A refused reply stayed shown (failed); a refused read mark was taken back, and shows again.
      requeued: (row) => {
        if (row.kind === 'thread.read') createMessagesRepo(db).setRead(row.account_id, row.entity_id, true);
      },
    }, // A refused invoice stayed shown (failed) with its file copy; a dropped one that never reached the marketplace goes.
    invoice: { discarded: (row) => restoreInvoice(db, row), requeued: () => undefined },
    // A refused reply stayed shown (failed); dropped, its waiting message and file copy go.
    dispute: { discarded: (row) => discardDisputeReply({ db }, row), requeued: () => undefined },
    // A refused message or decision stayed shown (failed); a dropped message's waiting copy and files go.
    issue: { discarded: (row) => discardIssueChange({ db }, row), requeued: () => undefined },
  };

  /** Drops a change that waits or failed; an offer's fields it set go back to the values before it. */
  function discard(id: number): Change {
    const row = changes.get(id);
    if (!row) throw outboxText.error('NOT_FOUND', 'changeNotFound', deps.language(), { id });
    const done = db.transaction(() => {
      if (row.batch_id !== null && row.state === 'queued') return false;
      if (row.state !== 'queued' && row.state !== 'failed') return false;
      if (!changes.move(id, row.state, 'discarded', now())) return false;
      entityHooks[row.entity_type].discarded(row);
      return true;
    })();
    if (!done) throw outboxText.error('CONFLICT', 'notDiscardable', deps.language());
    changed(['outbox', ...entityTables[row.entity_type]]);
    return view(id);
  }

  /**
   * Tries a failed change again: the same change goes back to the queue (its values shown again); one offer's
   * part of a failed batch is made again on its own, the old part kept as discarded.
   */
  function retry(id: number): Change[] {
    const row = changes.get(id);
    if (!row) throw outboxText.error('NOT_FOUND', 'changeNotFound', deps.language(), { id });
    if (row.state !== 'failed') throw outboxText.error('CONFLICT', 'notRetryable', deps.language());
    const fields = JSON.parse(row.fields) as OfferFields;
    if (row.batch_id !== null) {
      return db.transaction(() => {
        changes.move(id, 'failed', 'discarded', now());
        return changeOffer(row.account_id, row.entity_id, fields);
      })();
    }
    db.transaction(() => {
      if (!changes.move(id, 'failed', 'queued', now()))
        throw outboxText.error('CONFLICT', 'notRetryable', deps.language());
      entityHooks[row.entity_type].requeued(row);
    })();
    changed(['outbox', ...entityTables[row.entity_type]]);
    worker.wake();
    return [view(id)];
  }

  /** Undo is a new change back to the values before this one. */
  function undo(id: number): Change[] {
    const row: ChangeRow | undefined = changes.get(id);
    if (!row || row.entity_type !== 'offer')
      throw outboxText.error('NOT_FOUND', 'changeNotFound', deps.language(), { id });
    const previous = JSON.parse(row.previous) as OfferFields;
    if (row.kind === 'offer.tags')
      return [tagChanges.assignTags(row.account_id, row.entity_id, previous.tagIds ?? [])];
    return changeOffer(row.account_id, row.entity_id, previous);
  }

  /**
   * Waits until the change is settled (sent, failed, discarded), also while the marketplace works on it; answers
   * earlier when it only waits for its time (the marketplace unreachable, the offer busy).
   */
  async function settled(id: number): Promise<Change> {
    for (;;) {
      await worker.idle();
      const change = view(id);
      if (isFinal(change.state)) return change;
      const next = queries.nextAt(id);
      if (change.state !== 'confirming' && (next === null || next > now())) return change;
      if (next !== null && next > now()) await sleep(Math.min(next - now(), 1000));
      // Due now, yet this worker was idle: another process (the app) holds the outbox and sends it.
      else await sleep(Math.min(options.pollMs, 250));
    }
  }

  // What every kind of change's builder needs to store its change and wake the worker.
  const builderDeps = {
    db,
    changes,
    language: deps.language,
    now,
    changed,
    wake: () => worker.wake(),
    view,
  };

  const ratingChanges = createRatingChanges({
    ratings,
    ...builderDeps,
  });

  const conditionChanges = createConditionChanges(builderDeps);

  const promotionChanges = createPromotionChanges({
    promotions,
    offers,
    ...builderDeps,
  });

  const translationChanges = createTranslationChanges({
    offers,
    translations: createTranslationsRepo(db),
    ...builderDeps,
  });

  const tagChanges = createTagChanges({
    offers,
    ...builderDeps,
  });

  const claimChanges = createClaimChanges(builderDeps);
  const returnChanges = createReturnChanges({ returns, ...builderDeps });
  const messageChanges = createMessageChanges({
    dataDir,
    generation: (accountId) => deps.generation?.(accountId) ?? 'documents',
    ...builderDeps,
  });
  const invoiceChanges = createInvoiceChanges({ ...builderDeps, dataDir });
  const disputeChanges = createDisputeChanges({ dataDir, ...builderDeps });
  const issueChanges = createIssueChanges({ dataDir, ...builderDeps });

  return {
    changeOffer,
    assignOfferTags: tagChanges.assignTags,
    changeOffers,
    /** Every offer's value now and after the change, or why it is left out: nothing is stored. */
    previewOffers: (accountId: string, offerIds: string[], change: BatchChange): BatchPreviewRow[] =>
      batchChanges.preview(accountId, offerIds, change),
    /** The changes of these batches, one per offer: their progress and, once settled, each offer's result. */
    ofBatches: (batchIds: number[]): Change[] =>
      batchIds.flatMap((id) => changes.ofBatch(id).map((row) => view(row.id))),
    answerRating: ratingChanges.answerRating,
    requestRatingRemoval: ratingChanges.requestRatingRemoval,
    createCondition: conditionChanges.create,
    editCondition: conditionChanges.edit,
    createPromotion: promotionChanges.createPromotion,
    changeBundleDiscount: promotionChanges.changeBundleDiscount,
    endPromotion: promotionChanges.endPromotion,
    createClaim: claimChanges.createClaim,
    withdrawClaim: claimChanges.withdrawClaim,
    rejectReturn: returnChanges.rejectReturn,
    createRefund: returnChanges.createRefund,
    replyToThread: messageChanges.reply,
    writeToBuyer: messageChanges.write,
    markThreadRead: messageChanges.markRead,
    attachInvoice: invoiceChanges.attach,
    replyToDispute: disputeChanges.reply,
    sendIssueMessage: issueChanges.sendMessage,
    decideIssue: issueChanges.decide,
    editTranslation: translationChanges.editTranslation,
    deleteTranslation: translationChanges.deleteTranslation,
    /** An offer's translations from the local copy, with the waiting changes of them shown. */
    translations: translationChanges.view,
    discard,
    retry,
    undo,
    settled,
    get: view,
    list: (filter: ChangeFilter): Change[] => queries.list(filter),
    counts: (accountIds: string[]) => queries.counts(accountIds, now()),
    history: (accountId: string, offerId: string): Change[] =>
      changes.history(accountId, 'offer', offerId).map((row) => changeView(row, null)),
    start: () => worker.start(),
    stop: () => worker.stop(),
    wake: () => worker.wake(),
    online: () => worker.online(),
    /** Answers once nothing is in flight and nothing is due now. */
    idle: () => worker.idle(),
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isFinal = (state: ChangeState): boolean =>
  state === 'sent' || state === 'failed' || state === 'discarded';

export type OutboxService = ReturnType<typeof createOutboxService>;
