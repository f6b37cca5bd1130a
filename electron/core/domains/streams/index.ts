import type { Db } from '../../db/open';
import { createEngineRepos, type Repos } from '../../sync/context';
import type { SyncDomains } from '../../sync/engine';
import { readersCount, readersStream } from '../../sync/readers';
import { createConditionsRepo, type ConditionsRepo } from '../after-sales/conditions-repo';
import { runOffers } from '../offers/offers-sync';
import { createOffersRepo, type OffersRepo } from '../offers/offers-repo';
import { runOrders } from '../orders/orders-sync';
import { createOrdersRepo, type OrdersRepo } from '../orders/orders-repo';
import { packingReady } from '../orders/orders-waiting';
import { runRatings } from '../ratings/ratings-sync';
import { createRatingsRepo, type RatingsRepo } from '../ratings/ratings-repo';
import { buyersReaders } from './buyers';
import { moneyReaders } from './money';
import { runProfile } from './profile';
import { createSyncWriter, type SyncWriter } from './writer/sync-writer';

// The members of a turn the domains bring: the streams read `ctx.repos.offers` and `ctx.writer.listed` typed, and
// the engine (sync/context.ts) declares only the names, so it imports no domain.
declare module '../../sync/context' {
  interface DomainRepos {
    offers: OffersRepo;
    orders: OrdersRepo;
    ratings: RatingsRepo;
    afterSales: ConditionsRepo;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the writer's methods are SyncWriter's
  interface DomainWriter extends SyncWriter {}
}

/** The domains' repositories the streams write, bound to one database. */
export function createDomainRepos(db: Db) {
  return {
    offers: createOffersRepo(db),
    orders: createOrdersRepo(db),
    ratings: createRatingsRepo(db),
    afterSales: createConditionsRepo(db),
  };
}

/** Every table the streams write, the engine's and the domains' (as the engine builds them), for one database. */
export const createRepos = (db: Db): Repos => ({ ...createEngineRepos(db), ...createDomainRepos(db) });

/** The sync's streams, as compose hands them to the engine. */
export const syncDomains: SyncDomains = {
  repos: createDomainRepos,
  writer: createSyncWriter,
  streams: {
    profile: {
      run: runProfile,
      tables: ['reference_data', 'after_sales_conditions', 'promotions'],
      count: (repos, _db, accountId) => repos.reference.count(accountId),
    },
    // The offers, orders and ratings are read as one part each: when the marketplace does not serve their lists,
    // there is nothing of them to read (and the packing queue, say, stays as the local copy has it).
    offers: {
      run: runOffers,
      part: { name: 'offers', lists: ['/sale/offers', '/sale/offer-events'] },
      completeLoad: true,
      tables: ['offers'],
      count: (repos, _db, accountId) => repos.offers.count(accountId),
    },
    orders: {
      run: runOrders,
      part: { name: 'orders', lists: ['/order/checkout-forms', '/order/events', '/order/event-stats'] },
      completeLoad: true,
      tables: ['orders'],
      count: (repos, _db, accountId) => repos.orders.count(accountId),
      // Its first part is the orders waiting to be packed, with their tracking numbers.
      firstPartIn: packingReady,
    },
    ratings: {
      run: runRatings,
      part: { name: 'ratings', lists: ['/sale/user-ratings'] },
      completeLoad: true,
      tables: ['ratings'],
      count: (repos, _db, accountId) => repos.ratings.count(accountId),
    },
    money: {
      run: readersStream(moneyReaders),
      tables: moneyReaders.flatMap((reader) => reader.tables),
      count: (_repos, db, accountId) => readersCount(moneyReaders, db, accountId),
    },
    buyers: {
      run: readersStream(buyersReaders),
      tables: buyersReaders.flatMap((reader) => reader.tables),
      count: (_repos, db, accountId) => readersCount(buyersReaders, db, accountId),
    },
  },
};
