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
import { getRating, listRatings } from './ratings/rating-queries';
import { createCountCache } from '../db/search-plan';
import { createPaymentQueries } from './payments/payment-queries';
import type { PaymentListQuery } from '../../../shared/contract/payments';
import { createStatementCache } from '../db/statements';
import { createReturnQueries } from './returns/return-queries';

const emptyPage = { rows: [], total: 0 };

/**
 * What the screens ask: every answer comes from the local SQLite copy, never from the network, so lists and
 * details work offline and answer at once. Without an account id the active account is meant.
 */
export function createQueries(deps: { db: Db; activeAccountId: () => string | null }) {
  const statements = createStatementCache(deps.db);
  const counts = createCountCache(deps.db);
  const afterSales = createAfterSalesQueries(createConditionsRepo(deps.db));
  const promotions = createPromotionQueries(deps.db);
  const deliveryTags = createDeliveryTagsQueries(deps.db);
  const payments = createPaymentQueries(deps.db);
  const account = (accountId: string | undefined): string | null => accountId ?? deps.activeAccountId();
  /** A read of the given (or active) account; without any account, `none`. */
  const onAccount = <T>(accountId: string | undefined, read: (id: string) => T, none: T): T => {
    const id = account(accountId);
    return id ? read(id) : none;
  };
  const required = (accountId: string | undefined): string => {
    const id = account(accountId);
    if (!id) throw new AppError('NOT_FOUND', 'No account is signed in.');
    return id;
  };

  return {
    returns: createReturnQueries(deps.db, account),
    disputes: createDisputeQueries(deps.db),
    issues: createIssueQueries(deps.db),
    promotions: {
      list: (accountId: string | undefined, type: PromotionType) => {
        const id = account(accountId);
        return id ? promotions.list(id, type) : [];
      },
      counts: (accountId: string | undefined) => {
        const id = account(accountId);
        return id ? promotions.counts(id) : {};
      },
      get: (accountId: string | undefined, id: string) => promotions.get(required(accountId), id),
      ofOffer: (accountId: string | undefined, offerId: string) => {
        const id = account(accountId);
        return id ? promotions.ofOffer(id, offerId) : [];
      },
    },
    orders: {
      list(q: OrderListQuery) {
        const id = account(q.accountId);
        return id ? listOrders(statements, counts, id, q) : emptyPage;
      },
      get(accountId: string | undefined, orderId: string) {
        const found = orderDetail(statements, required(accountId), orderId);
        if (!found) throw new AppError('NOT_FOUND', `Order ${orderId} is not in the local copy.`);
        return found;
      },
      deliveryMethods(accountId: string | undefined) {
        const id = account(accountId);
        return id ? orderDeliveryMethods(statements, id) : [];
      },
    },
    offers: {
      list(q: OfferListQuery) {
        const id = account(q.accountId);
        return id ? listOffers(statements, counts, id, q) : emptyPage;
      },
      /** Every offer the list's filters match (not only a page), in its order: "select all matching". */
      ids(q: Omit<OfferListQuery, 'offset' | 'limit'>): string[] {
        const id = account(q.accountId);
        return id ? listOfferIds(statements, id, q) : [];
      },
      get(accountId: string | undefined, offerId: string) {
        const found = offerDetail(statements, required(accountId), offerId);
        if (!found) throw new AppError('NOT_FOUND', `Offer ${offerId} is not in the local copy.`);
        return found;
      },
    },
    ratings: {
      list(q: RatingListQuery) {
        const id = account(q.accountId);
        return id ? listRatings(statements, id, q) : emptyPage;
      },
      get(accountId: string | undefined, ratingId: string) {
        const found = getRating(statements, required(accountId), ratingId);
        if (!found) throw new AppError('NOT_FOUND', `Rating ${ratingId} is not in the local copy.`);
        return found;
      },
    },
    afterSales: {
      list(accountId: string | undefined, kind: AfterSalesKind) {
        const id = account(accountId);
        return id ? afterSales.list(id, kind) : [];
      },
      get: (accountId: string | undefined, kind: AfterSalesKind, id: string) =>
        afterSales.get(required(accountId), kind, id),
      choices(accountId: string | undefined, kind?: AfterSalesKind) {
        const id = account(accountId);
        return id ? afterSales.choices(id, kind) : [];
      },
    },
    deliveryTags: {
      methods: (accountId: string | undefined) => onAccount(accountId, deliveryTags.methods, []),
      rateLists: (accountId: string | undefined) => onAccount(accountId, deliveryTags.rateLists, []),
      tags: (accountId: string | undefined) => onAccount(accountId, deliveryTags.tags, []),
      variantSets: (accountId: string | undefined) => onAccount(accountId, deliveryTags.variantSets, []),
      offer: (accountId: string | undefined, offerId: string) =>
        deliveryTags.offer(required(accountId), offerId),
    },
    payments: {
      list: (q: PaymentListQuery) => onAccount(q.accountId, (id) => payments.list(id, q), emptyPage),
      balances: (accountId: string | undefined) =>
        onAccount(accountId, (id) => payments.balances(id), { wallets: [], totals: [] }),
      ofPayment: (accountId: string | undefined, paymentId: string) =>
        onAccount(accountId, (id) => payments.ofPayment(id, paymentId), []),
    },
  };
}

export type Queries = ReturnType<typeof createQueries>;
