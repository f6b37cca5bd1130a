import { expect } from 'vitest';
import type { Db } from '../../electron/core/db/open';
import { MAIN_SELLER_ID, type DemoMarket } from '../../electron/demo-market';

export interface ComparableOrder {
  id: string;
  status: string;
  fulfillment: string | null;
  revision: string | null;
  waybills: string[];
}

export interface Snapshot {
  orders: ComparableOrder[];
  /** Merged-away order id -> the order it was merged into. */
  merged: Record<string, string>;
  offers: { id: string; status: string | null; price: string | null; stock: number | null; name: string }[];
  ratings: { id: string; recommended: boolean; answered: boolean; lastChangedAt: string | null }[];
}

const byId = <T extends { id: string }>(items: T[]): T[] => [...items].sort((a, b) => (a.id < b.id ? -1 : 1));

/** What the demo marketplace holds for the main seller, in comparable form. */
export function serverSnapshot(market: DemoMarket, sellerId = MAIN_SELLER_ID): Snapshot {
  const all = market.control.orders({ sellerId, includeMerged: true });
  const merged: Record<string, string> = {};
  for (const o of all) if (o.mergedInto) merged[o.id] = o.mergedInto;
  return {
    orders: byId(
      all
        .filter((o) => !o.mergedInto)
        .map((o) => ({
          id: o.id,
          status: o.status,
          fulfillment: o.fulfillment,
          revision: o.revision,
          waybills: [...o.waybills].sort(),
        })),
    ),
    merged,
    offers: byId(
      market.control
        .offers({ sellerId })
        .filter((o) => !o.hidden && !o.gone)
        .map((o) => ({ id: o.id, status: o.status, price: o.price, stock: o.stock, name: o.name })),
    ),
    ratings: byId(
      market.control.ratings({ sellerId }).map((r) => ({
        id: r.id,
        recommended: r.recommended,
        answered: r.answer !== null,
        lastChangedAt: new Date(r.lastChangedAt).toISOString(),
      })),
    ),
  };
}

/** The local copy of an account, in the same form. Merged-away orders the cache never saw are not listed. */
export function localSnapshot(db: Db, accountId: string): Snapshot {
  const orders = db
    .prepare<
      [string],
      {
        id: string;
        status: string;
        fulfillment_status: string | null;
        revision: string | null;
        superseded_by: string | null;
        shipments_raw: string | null;
      }
    >(
      'SELECT id, status, fulfillment_status, revision, superseded_by, shipments_raw FROM orders WHERE account_id = ?',
    )
    .all(accountId);
  const merged: Record<string, string> = {};
  for (const o of orders) if (o.superseded_by) merged[o.id] = o.superseded_by;
  return {
    orders: byId(
      orders
        .filter((o) => !o.superseded_by)
        .map((o) => ({
          id: o.id,
          status: o.status,
          fulfillment: o.fulfillment_status,
          revision: o.revision,
          waybills: ((o.shipments_raw ? JSON.parse(o.shipments_raw) : []) as { waybill: string }[])
            .map((s) => s.waybill)
            .sort(),
        })),
    ),
    merged,
    offers: byId(
      db
        .prepare<
          [string],
          { id: string; status: string | null; price: string | null; stock: number | null; name: string }
        >(
          'SELECT id, status, price_amount AS price, stock_available AS stock, name FROM offers WHERE account_id = ? AND hidden = 0',
        )
        .all(accountId),
    ),
    ratings: byId(
      db
        .prepare<
          [string],
          { id: string; recommended: number; answered: number; last_changed_at: string | null }
        >('SELECT id, recommended, answered, last_changed_at FROM ratings WHERE account_id = ?')
        .all(accountId)
        .map((r) => ({
          id: r.id,
          recommended: r.recommended === 1,
          answered: r.answered === 1,
          lastChangedAt: r.last_changed_at,
        })),
    ),
  };
}

/**
 * The local copy equals the server's when every current order, offer and rating matches, and every merged-away
 * order the cache holds is marked superseded by the order it went into (never deleted, never left current).
 */
export function compare(server: Snapshot, local: Snapshot) {
  const mergedLocally = Object.fromEntries(
    Object.keys(local.merged).map((id) => [id, local.merged[id]]),
  ) as Record<string, string>;
  const expectedMerges = Object.fromEntries(
    Object.keys(local.merged).map((id) => [id, server.merged[id] ?? '(not merged on the server)']),
  ) as Record<string, string>;
  return {
    orders: { local: local.orders, server: server.orders },
    merges: { local: mergedLocally, server: expectedMerges },
    offers: { local: local.offers, server: server.offers },
    ratings: { local: local.ratings, server: server.ratings },
  };
}

type Part = keyof ReturnType<typeof compare>;

/** Expects the account's local copy (read through `db`) to equal what the marketplace holds, part by part. */
export function expectCopyOfMarket(
  market: DemoMarket,
  db: Db,
  accountId: string,
  parts: readonly Part[] = ['orders', 'merges', 'offers', 'ratings'],
): void {
  const diff = compare(serverSnapshot(market), localSnapshot(db, accountId));
  for (const part of parts) expect(diff[part].local, part).toEqual(diff[part].server);
}
