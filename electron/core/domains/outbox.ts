import { dirname } from 'node:path';
import type { ApiGeneration } from '../../../shared/settings';
import type { ChangeBuilderDeps } from '../outbox/builder-deps';
import type { OutboxKinds } from '../outbox/kinds';
import { createOutboxService, type OutboxService, type OutboxServiceDeps } from '../outbox/outbox-service';
import { createConditionChanges } from './after-sales/condition-changes';
import { conditionKind } from './after-sales/condition-kind';
import { createClaimChanges } from './claims/claim-changes';
import { claimKind } from './claims/claim-kind';
import { createTagChanges } from './delivery-tags/tag-changes';
import { createDisputeChanges } from './disputes/dispute-changes';
import { disputeKind } from './disputes/dispute-kind';
import { createInvoiceChanges } from './invoices/invoice-changes';
import { invoiceKind } from './invoices/invoice-kind';
import { createIssueChanges } from './issues/issue-changes';
import { issueKind } from './issues/issue-kind';
import { createMessageChanges } from './messages/message-changes';
import { threadKind } from './messages/thread-kind';
import { createBatchRepo } from './offers/batch-repo';
import { createOfferActions } from './offers/offer-actions';
import { createTrackingChanges } from './orders/tracking-changes';
import { orderKind } from './orders/tracking-kind';
import { offerKind } from './offers/offer-kind';
import { createOffersRepo } from './offers/offers-repo';
import { createPromotionChanges } from './promotions/promotion-changes';
import { promotionKind } from './promotions/promotion-kind';
import { createPromotionsRepo } from './promotions/promotions-repo';
import { createRatingChanges } from './ratings/rating-changes';
import { ratingKind } from './ratings/rating-kind';
import { createRatingsRepo } from './ratings/ratings-repo';
import { createReturnChanges } from './returns/return-changes';
import { returnKind } from './returns/return-kind';
import { createReturnsRepo } from './returns/returns-repo';
import { createTranslationChanges } from './translations/translation-changes';
import { translationKind } from './translations/translation-kind';
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
  const tracking = createTrackingChanges(builder);
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
    orders: { track: tracking.track, setStatus: tracking.setStatus },
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
 * Every entity type's kind of change, each from its domain. A new entity type is one entry here (the type checker
 * asks for it).
 */
function outboxKinds(builder: ChangeBuilderDeps, actions: SellerActions): OutboxKinds {
  const returns = returnKind(builder);
  return {
    kinds: {
      offer: offerKind(builder, { change: actions.offers.change, assignTags: actions.deliveryTags.assign }),
      rating: ratingKind(builder),
      'after-sales': conditionKind(builder),
      promotion: promotionKind(builder),
      translation: translationKind(),
      claim: claimKind(builder),
      return: returns,
      refund: returns,
      thread: threadKind(builder),
      invoice: invoiceKind(builder),
      dispute: disputeKind(builder),
      issue: issueKind(builder),
      order: orderKind(),
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
