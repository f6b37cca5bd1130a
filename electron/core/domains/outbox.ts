import { dirname } from 'node:path';
import type { OfferFields, RatingFields } from '../../../shared/outbox';
import type { ApiGeneration } from '../../../shared/settings';
import type { ChangeBuilderDeps } from '../outbox/builder-deps';
import type { OutboxKinds } from '../outbox/kinds';
import { createOutboxService, type OutboxService, type OutboxServiceDeps } from '../outbox/outbox-service';
import { createConditionChanges } from './after-sales/condition-changes';
import { restoreCondition, runCondition } from './after-sales/condition-step';
import { createClaimChanges } from './claims/claim-changes';
import { reapplyClaim, restoreClaim, runClaim } from './claims/claim-step';
import { createClaimsRepo } from './claims/claims-repo';
import { createTagChanges, restoreTags, showTags } from './delivery-tags/tag-changes';
import { runTags } from './delivery-tags/tags-step';
import { createDisputeChanges } from './disputes/dispute-changes';
import { discardDisputeReply, runDisputeReply } from './disputes/dispute-step';
import { createInvoiceChanges } from './invoices/invoice-changes';
import { restoreInvoice, runInvoice } from './invoices/invoice-step';
import { createIssueChanges } from './issues/issue-changes';
import { discardIssueChange, runIssueChange } from './issues/issue-step';
import { createMessageChanges } from './messages/message-changes';
import { restoreMessage, runMessage } from './messages/message-step';
import { createMessagesRepo } from './messages/messages-repo';
import { runBatch } from './offers/batch-step';
import { createBatchRepo } from './offers/batch-repo';
import { runEdit } from './offers/edit-step';
import { createOfferActions } from './offers/offer-actions';
import { restoreOffer } from './offers/offer-restore';
import { createOffersRepo } from './offers/offers-repo';
import { createPromotionChanges } from './promotions/promotion-changes';
import { reapplyPromotion, restorePromotion, runPromotion } from './promotions/promotion-step';
import { createPromotionsRepo } from './promotions/promotions-repo';
import { createRatingChanges } from './ratings/rating-changes';
import { waitingPatch } from './ratings/rating-overlay';
import { restoreRating } from './ratings/rating-restore';
import { runRating } from './ratings/rating-step';
import { createRatingsRepo } from './ratings/ratings-repo';
import { createReturnChanges } from './returns/return-changes';
import { reapplyReturnChange, restoreReturnChange, runReturnChange } from './returns/return-step';
import { createReturnsRepo } from './returns/returns-repo';
import { createTranslationChanges } from './translations/translation-changes';
import { runTranslation } from './translations/translation-step';
import { createTranslationsRepo } from './translations/translations-repo';

export interface SellerOutboxDeps extends Omit<OutboxServiceDeps, 'kinds'> {
  /** Where the files of replies and invoices are copied while they wait to be sent (default: the database's folder). */
  dataDir?: string;
  /** The account's marketplace generation (default: the documents'), for what a change must carry there. */
  generation?: (accountId: string) => ApiGeneration;
}

/** Each domain's seller actions, built over what every builder of changes needs. */
function createSellerActions(builder: ChangeBuilderDeps, deps: SellerOutboxDeps) {
  const { db } = builder;
  const dataDir = deps.dataDir ?? dirname(db.name);
  const offers = createOffersRepo(db);
  const offerActions = createOfferActions({ ...builder, offers, batches: createBatchRepo(db) });
  const tags = createTagChanges({ offers, ...builder });
  const ratings = createRatingChanges({ ratings: createRatingsRepo(db), ...builder });
  const conditions = createConditionChanges(builder);
  const promotions = createPromotionChanges({ promotions: createPromotionsRepo(db), offers, ...builder });
  const translations = createTranslationChanges({
    offers,
    translations: createTranslationsRepo(db),
    ...builder,
  });
  const claims = createClaimChanges(builder);
  const returns = createReturnChanges({ returns: createReturnsRepo(db), ...builder });
  const messages = createMessageChanges({
    dataDir,
    generation: (accountId) => deps.generation?.(accountId) ?? 'documents',
    ...builder,
  });
  const invoices = createInvoiceChanges({ ...builder, dataDir });
  const disputes = createDisputeChanges({ dataDir, ...builder });
  const issues = createIssueChanges({ dataDir, ...builder });
  return {
    offers: offerActions,
    deliveryTags: { assign: tags.assignTags },
    ratings: { answer: ratings.answerRating, requestRemoval: ratings.requestRatingRemoval },
    afterSales: { createCondition: conditions.create, editCondition: conditions.edit },
    promotions: {
      create: promotions.createPromotion,
      changeBundleDiscount: promotions.changeBundleDiscount,
      end: promotions.endPromotion,
    },
    claims: { create: claims.createClaim, withdraw: claims.withdrawClaim },
    returns: { reject: returns.rejectReturn, refund: returns.createRefund },
    messages: { reply: messages.reply, write: messages.write, markRead: messages.markRead },
    invoices: { attach: invoices.attach },
    disputes: { reply: disputes.reply },
    issues: { sendMessage: issues.sendMessage, decide: issues.decide },
    translations: {
      edit: translations.editTranslation,
      delete: translations.deleteTranslation,
      /** An offer's translations from the local copy, with the waiting changes of them shown. */
      view: translations.view,
    },
  };
}

export type SellerActions = ReturnType<typeof createSellerActions>;

/**
 * Every entity type's kind of change: how it is sent, the tables that show it, and what the local copy does when
 * the seller drops one or sends a failed one again. A new entity type is one entry here (the type checker asks).
 */
function outboxKinds(builder: ChangeBuilderDeps, actions: SellerActions): OutboxKinds {
  const { db, changes, now } = builder;
  const offers = createOffersRepo(db);
  const batches = createBatchRepo(db);
  const ratings = createRatingsRepo(db);
  const promotions = createPromotionsRepo(db);
  const claims = createClaimsRepo(db);
  const returns = createReturnsRepo(db);
  const returnKind = {
    tables: ['customer_returns' as const],
    run: runReturnChange,
    discarded: (row: Parameters<typeof restoreReturnChange>[1]) => restoreReturnChange(returns, row),
    requeued: (row: Parameters<typeof restoreReturnChange>[1]) => reapplyReturnChange(returns, row, now()),
  };
  return {
    kinds: {
      offer: {
        tables: ['offers', 'delivery_tags'],
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
        retriedAlone: (row) =>
          actions.offers.change(row.account_id, row.entity_id, JSON.parse(row.fields) as OfferFields),
        undo: (row) => {
          const previous = JSON.parse(row.previous) as OfferFields;
          if (row.kind === 'offer.tags')
            return [actions.deliveryTags.assign(row.account_id, row.entity_id, previous.tagIds ?? [])];
          return actions.offers.change(row.account_id, row.entity_id, previous);
        },
      },
      rating: {
        tables: ['ratings'],
        run: (ctx, row) => runRating({ ...ctx, ratings }, row),
        discarded: (row) => row.state === 'queued' && restoreRating({ changes, ratings }, row),
        requeued: (row) =>
          ratings.patch(row.account_id, row.entity_id, waitingPatch(JSON.parse(row.fields) as RatingFields)),
      },
      'after-sales': {
        tables: ['after_sales_conditions', 'offers'],
        run: runCondition,
        discarded: (row) => row.state === 'queued' && restoreCondition({ db, now }, row),
      },
      promotion: {
        tables: ['promotions', 'offers'],
        run: runPromotion,
        discarded: (row) => restorePromotion(promotions, row, 'discarded', now()),
        requeued: (row) => reapplyPromotion(promotions, row, now()),
      },
      // A translation is written to the local copy only once the marketplace took it: nothing to undo or show.
      translation: { tables: ['offer_translations', 'offers'], run: runTranslation },
      claim: {
        tables: ['refund_claims'],
        run: runClaim,
        discarded: (row) => restoreClaim(claims, row, 'discarded'),
        requeued: (row) => reapplyClaim(claims, row),
      },
      return: returnKind,
      refund: returnKind,
      thread: {
        tables: ['messages'],
        run: runMessage,
        discarded: (row) => restoreMessage(db, row),
        // A refused reply stayed shown (failed); a refused read mark was taken back, and shows again.
        requeued: (row) => {
          if (row.kind === 'thread.read') createMessagesRepo(db).setRead(row.account_id, row.entity_id, true);
        },
      },
      // A refused invoice stayed shown (failed) with its file copy; a dropped one that never reached the marketplace goes.
      invoice: {
        tables: ['order_invoices', 'orders'],
        run: runInvoice,
        discarded: (row) => restoreInvoice(db, row),
      },
      // A refused reply stayed shown (failed); dropped, its waiting message and file copy go.
      dispute: {
        tables: ['disputes'],
        run: runDisputeReply,
        discarded: (row) => discardDisputeReply({ db }, row),
      },
      // A refused message or decision stayed shown (failed); a dropped message's waiting copy and files go.
      issue: { tables: ['issues'], run: runIssueChange, discarded: (row) => discardIssueChange({ db }, row) },
    },
    batches: {
      due: (at, limit) =>
        batches.due(at, limit).map((batch) => ({
          id: batch.id,
          run: (ctx) => runBatch({ ...ctx, offers, batches }, batch),
        })),
      wake: (at) => batches.wake(at),
    },
  };
}

/** The outbox with every domain's kinds, and the seller's actions that store their changes in it. */
export function createSellerOutbox(deps: SellerOutboxDeps): {
  outbox: OutboxService;
  actions: SellerActions;
} {
  let actions: SellerActions | undefined;
  const outbox = createOutboxService({
    ...deps,
    // Called once, while the service is built: the actions store through the builder it hands over.
    kinds: (builder) => {
      const built = createSellerActions(builder, deps);
      actions = built;
      return outboxKinds(builder, built);
    },
  });
  if (!actions) throw new Error('the outbox built no kinds');
  return { outbox, actions };
}
