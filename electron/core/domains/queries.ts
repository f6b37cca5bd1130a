import type { OfferListQuery } from '../../../shared/contract/offers';
import type { OrderListQuery } from '../../../shared/contract/orders';
import type { AfterSalesKind } from '../../../shared/after-sales';
import type { PromotionType } from '../../../shared/promotions';
import type { RatingListQuery } from '../../../shared/contract/ratings';
import type { Db } from '../db/open';
import { AppError } from '../kernel/errors';
import { createConditionsRepo } from './after-sales/conditions-repo';
import { createAfterSalesQueries } from './after-sales/condition-queries';
import { createPromotionQueries } from './promotions/promotion-queries';
import { createDeliveryTagsQueries } from './delivery-tags/delivery-tag-queries';
import { createDisputeQueries } from './disputes/dispute-queries';
import { createIssueQueries } from './issues/issue-queries';
import { listOfferIds } from './offers/offer-ids';
import { offerDetail, listOffers } from './offers/offer-queries';
import { orderDeliveryMethods, orderDetail } from './orders/order-detail';
import { listOrders } from './orders/orders-list';
import { orderTracking } from './orders/tracking-view';
import { getRating, listRatings } from './ratings/rating-queries';
import { createCountCache } from '../db/search-plan';
import { createPaymentQueries } from './payments/payment-queries';
import type { PaymentListQuery } from '../../../shared/contract/payments';
import { createStatementCache } from '../db/statements';
import { createReturnQueries } from './returns/return-queries';

/** A screen's query with the account it is about resolved (the bridge's registrar resolves it). */
type OnAccount<Q> = Omit<Q, 'accountId'> & { accountId: string };

/**
 * What the screens ask: every answer comes from the local SQLite copy, never from the network, so lists and
 * details work offline and answer at once. Each is asked about one account, which the caller resolved.
 */
export function createQueries(deps: { db: Db }) {
  const statements = createStatementCache(deps.db);
  const counts = createCountCache(deps.db);
  const afterSales = createAfterSalesQueries(createConditionsRepo(deps.db));
  const promotions = createPromotionQueries(deps.db);
  const deliveryTags = createDeliveryTagsQueries(deps.db);
  const payments = createPaymentQueries(deps.db);
  return {
    returns: createReturnQueries(deps.db),
    disputes: createDisputeQueries(deps.db),
    issues: createIssueQueries(deps.db),
    promotions: {
      list: (accountId: string, type: PromotionType) => promotions.list(accountId, type),
      counts: (accountId: string) => promotions.counts(accountId),
      get: (accountId: string, id: string) => promotions.get(accountId, id),
      ofOffer: (accountId: string, offerId: string) => promotions.ofOffer(accountId, offerId),
    },
    orders: {
      list: (q: OnAccount<OrderListQuery>) => listOrders(statements, counts, q.accountId, q),
      get(accountId: string, orderId: string) {
        const found = orderDetail(statements, accountId, orderId);
        if (!found) throw new AppError('NOT_FOUND', `Order ${orderId} is not in the local copy.`);
        return found;
      },
      deliveryMethods: (accountId: string) => orderDeliveryMethods(statements, accountId),
      /** The carriers to choose from and the order's tracking numbers and statuses not sent yet. */
      tracking: (accountId: string, orderId: string) => orderTracking(deps.db, accountId, orderId),
    },
    offers: {
      list: (q: OnAccount<OfferListQuery>) => listOffers(statements, counts, q.accountId, q),
      /** Every offer the list's filters match (not only a page), in its order: "select all matching". */
      ids: (q: OnAccount<Omit<OfferListQuery, 'offset' | 'limit'>>): string[] =>
        listOfferIds(statements, q.accountId, q),
      get(accountId: string, offerId: string) {
        const found = offerDetail(statements, accountId, offerId);
        if (!found) throw new AppError('NOT_FOUND', `Offer ${offerId} is not in the local copy.`);
        return found;
      },
    },
    ratings: {
      list: (q: OnAccount<RatingListQuery>) => listRatings(statements, q.accountId, q),
      get(accountId: string, ratingId: string) {
        const found = getRating(statements, accountId, ratingId);
        if (!found) throw new AppError('NOT_FOUND', `Rating ${ratingId} is not in the local copy.`);
        return found;
      },
    },
    afterSales: {
      list: (accountId: string, kind: AfterSalesKind) => afterSales.list(accountId, kind),
      get: (accountId: string, kind: AfterSalesKind, id: string) => afterSales.get(accountId, kind, id),
      choices: (accountId: string, kind?: AfterSalesKind) => afterSales.choices(accountId, kind),
    },
    deliveryTags: {
      methods: (accountId: string) => deliveryTags.methods(accountId),
      rateLists: (accountId: string) => deliveryTags.rateLists(accountId),
      tags: (accountId: string) => deliveryTags.tags(accountId),
      variantSets: (accountId: string) => deliveryTags.variantSets(accountId),
      offer: (accountId: string, offerId: string) => deliveryTags.offer(accountId, offerId),
    },
    payments: {
      list: (q: OnAccount<PaymentListQuery>) => payments.list(q.accountId, q),
      balances: (accountId: string) => payments.balances(accountId),
      ofPayment: (accountId: string, paymentId: string) => payments.ofPayment(accountId, paymentId),
    },
  };
}

export type Queries = ReturnType<typeof createQueries>;
