import type { OrderDetail } from '../../../shared/orders';
import type { CarrierCutoffs } from '../../../shared/packing-deadline';
import type { Page } from '../../../shared/page';
import type {
  AddressProblem,
  PackingCounts,
  PackingFilter,
  PackingRow,
  ScanMatch,
  Shipment,
} from '../../../shared/shipping';
import type { CountCache } from '../db/search-plan';
import type { StatementCache } from '../db/statements';
import type { MarketClient } from '../market/client';
import type { TakeRepo } from './take-repo';

/**
 * What the packing station needs of the orders: their reads and the marketplace's order flow. The orders domain
 * implements it (domains/orders/shipping-orders.ts) and compose hands it in, so the shipping engine imports no
 * domain.
 */
export interface ShippingOrders {
  orderSync(deps: OrderSyncDeps): OrderSync;
  detail(statements: StatementCache, accountId: string, orderId: string): OrderDetail | null;
  /** The delivery methods of the account's open orders, with how many orders each. */
  deliveryMethods(
    statements: StatementCache,
    accountId: string,
  ): { id: string; name: string; orderCount: number }[];
  listQueue(deps: PackingDeps, accountId: string, f: PackingFilter): Page<PackingRow>;
  queueCounts(deps: PackingDeps, accountId: string): PackingCounts;
  resolveScan(statements: StatementCache, accountId: string, raw: string): ScanMatch;
  isTakenElsewhere(statements: StatementCache, accountId: string, orderId: string): boolean;
}

/** What the packing queue needs from the packing station for each row. */
export interface PackingDeps {
  statements: StatementCache;
  /** The queue's counts are remembered until the database changes: they read every waiting order whole. */
  counts: CountCache;
  /**
   * Each account's waiting orders' address checks (does it find a problem?) by order id, with the order's version:
   * the check reads the order alone, which changes only when the sync writes it anew.
   */
  checked: Map<string, Map<string, { version: string; problem: boolean }>>;
  /** The newest parcel of the order made here. */
  shipment(accountId: string, orderId: string): Shipment | null;
  /** What the address check finds in the draft the order's template makes. */
  problems(order: OrderDetail): AddressProblem[];
  /** The carrier behind each delivery method, as far as the reference data tells. */
  carriers(accountId: string): Map<string, string>;
  /** The carrier as the marketplace names it; its id when the reference data does not hold it. */
  carrierName(accountId: string, carrierId: string): string;
  /** The seller's cut-off of each carrier (settings), for the time each order must leave by. */
  cutoffs(): CarrierCutoffs;
  now(): number;
}
export type TakeOutcome =
  | { kind: 'taken' }
  | { kind: 'cancelled' }
  | { kind: 'alreadyShipped'; waybills: string[] }
  /** In progress, and not by this station: only answered when the caller does not claim it. */
  | { kind: 'takenElsewhere' };

/**
 * The order on the marketplace, as the packing station needs it: read fresh, written into the local copy (so
 * lists update at once), its fulfillment status set with the revision it was read at.
 */
export interface OrderSync {
  read(client: MarketClient, orderId: string): Promise<unknown>;
  take(client: MarketClient, orderId: string, additional: boolean, claim?: boolean): Promise<TakeOutcome>;
  finish(
    client: MarketClient,
    orderId: string,
    parcel: { waybills: string[]; carrierId: string | null },
    status: string,
    options?: { post: boolean },
  ): Promise<boolean>;
}

export interface OrderSyncDeps {
  takes: TakeRepo;
  /** Waybills of parcels cancelled here: the marketplace keeps them on the order, but they ship nothing. */
  voidWaybills: (accountId: string, orderId: string) => ReadonlySet<string>;
  /** The marketplace's carriers as the profile sync last stored them (GET /order/carriers), or null. */
  storedCarriers: (accountId: string) => unknown;
  now: () => number;
}
