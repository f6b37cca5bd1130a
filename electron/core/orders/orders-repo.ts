import type { OrderRecord, ShipmentRecord } from '../market/records/order';
import { deferredIndexes } from '../db/deferred-indexes';
import type { Db } from '../db/open';
import { digitsOf, foldText, sortKey } from '../db/search-text';

interface SearchSource {
  rowid: number;
  id: string;
  buyer_login: string;
  buyer_name: string | null;
  raw: string;
  shipments_raw: string | null;
}

/**
 * The orders' indexes that only sorts, filters and later syncs use, as the migrations define them: a first back-fill
 * goes without them (deferred-indexes.ts). The lists' own indexes (those of orders not superseded, migration 048) and
 * the payment's (the Money lists find orders by it) stay, so the window's lists work while the orders load.
 */
export const orderSortIndexes = [
  'CREATE INDEX orders_by_bought ON orders (account_id, bought_at)',
  'CREATE INDEX orders_by_updated ON orders (account_id, updated_at)',
  'CREATE INDEX orders_by_status ON orders (account_id, status, bought_at)',
  'CREATE INDEX orders_by_fulfillment ON orders (account_id, fulfillment_status, bought_at)',
  'CREATE INDEX orders_by_method ON orders (account_id, delivery_method_id)',
] as const;

/**
 * The orders cache of every account. The upsert is ON CONFLICT DO UPDATE, not REPLACE: REPLACE deletes the row
 * first, which would cascade into its line items and change its rowid (the search index's key), and it would
 * forget what other writes added (tracking numbers, the superseded link).
 */
export function createOrdersRepo(db: Db) {
  // Bound by position, in the order of the columns: a back-fill binds 20 000 of these.
  const upsert = db.prepare<unknown[]>(
    `INSERT INTO orders (account_id, id, status, fulfillment_status, revision, buyer_login, buyer_login_key,
       buyer_name, bought_at, updated_at, total_amount, total_value, currency, payment_type, paid,
       delivery_method_id, delivery_method_name, item_count, line_item_count, first_item_title, line_items_sent,
       has_message, superseded_by, missing_since, raw, synced_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?)
     ON CONFLICT (account_id, id) DO UPDATE SET status = excluded.status,
       fulfillment_status = excluded.fulfillment_status, revision = excluded.revision,
       buyer_login = excluded.buyer_login, buyer_login_key = excluded.buyer_login_key,
       buyer_name = excluded.buyer_name, bought_at = excluded.bought_at, updated_at = excluded.updated_at,
       total_amount = excluded.total_amount, total_value = excluded.total_value, currency = excluded.currency,
       payment_type = excluded.payment_type, paid = excluded.paid,
       delivery_method_id = excluded.delivery_method_id, delivery_method_name = excluded.delivery_method_name,
       item_count = excluded.item_count, line_item_count = excluded.line_item_count,
       first_item_title = excluded.first_item_title, line_items_sent = excluded.line_items_sent,
       has_message = excluded.has_message, missing_since = NULL, raw = excluded.raw,
       synced_at = excluded.synced_at`,
  );
  // Named: left to itself the planner reads this through the index by offer, every line item of the account for
  // each order written (a back-fill of 20 000 orders spent most of its time there).
  const deleteItems = db.prepare(
    'DELETE FROM order_line_items INDEXED BY order_line_items_by_order WHERE account_id = ? AND order_id = ?',
  );
  const insertItem = db.prepare(
    'INSERT OR IGNORE INTO order_line_items (account_id, line_item_id, order_id, offer_id) VALUES (?, ?, ?, ?)',
  );
  const ordersWithItem = db.prepare<[string, string, string], { order_id: string }>(
    `SELECT order_id FROM order_line_items li JOIN orders o ON o.account_id = li.account_id AND o.id = li.order_id
     WHERE li.account_id = ? AND li.line_item_id = ? AND li.order_id <> ? AND o.superseded_by IS NULL`,
  );
  const activeWithItem = db.prepare<[string, string, string], { order_id: string }>(
    `SELECT order_id FROM order_line_items li JOIN orders o ON o.account_id = li.account_id AND o.id = li.order_id
     WHERE li.account_id = ? AND li.line_item_id = ? AND li.order_id <> ?
       AND o.superseded_by IS NULL AND o.missing_since IS NULL ORDER BY o.bought_at DESC LIMIT 1`,
  );
  const itemsOf = db.prepare<[string, string], { line_item_id: string }>(
    'SELECT line_item_id FROM order_line_items WHERE account_id = ? AND order_id = ?',
  );
  const supersede = db.prepare(
    'UPDATE orders SET superseded_by = ?, missing_since = NULL WHERE account_id = ? AND id = ?',
  );
  const missing = db.prepare(
    'UPDATE orders SET missing_since = coalesce(missing_since, ?) WHERE account_id = ? AND id = ?',
  );
  const missingIds = db.prepare<[string], { id: string }>(
    'SELECT id FROM orders WHERE account_id = ? AND missing_since IS NOT NULL AND superseded_by IS NULL',
  );
  const setShipments = db.prepare(
    'UPDATE orders SET shipments_raw = ?, shipments_revision = ? WHERE account_id = ? AND id = ?',
  );
  const one = db.prepare<
    [string, string],
    { revision: string | null; shipments_revision: string | null; superseded_by: string | null }
  >('SELECT revision, shipments_revision, superseded_by FROM orders WHERE account_id = ? AND id = ?');
  const searchSource = db.prepare<[string, string], SearchSource>(
    'SELECT rowid, id, buyer_login, buyer_name, raw, shipments_raw FROM orders WHERE account_id = ? AND id = ?',
  );
  const ftsDelete = db.prepare('DELETE FROM orders_fts WHERE rowid = ?');
  const ftsInsert = db.prepare(
    'INSERT INTO orders_fts (rowid, order_id, buyer, items, waybills) VALUES (?, ?, ?, ?, ?)',
  );
  const settle = db.prepare(
    "UPDATE orders SET shipments_revision = coalesce(?, '') WHERE account_id = ? AND id = ?",
  );
  const hasWaybills = db.prepare<[string, string], { raw: string | null }>(
    'SELECT shipments_raw AS raw FROM orders WHERE account_id = ? AND id = ?',
  );
  const pending = db.prepare<[string, number], { id: string; revision: string | null }>(
    `SELECT id, revision FROM orders WHERE account_id = ? AND superseded_by IS NULL
       AND line_items_sent IN ('SOME', 'ALL') AND (shipments_revision IS NULL OR shipments_revision <> coalesce(revision, ''))
     ORDER BY bought_at DESC LIMIT ?`,
  );
  // Named: the partial index of current orders holds exactly the rows counted, a few bytes each. Left to itself the
  // planner walks an account's index and reads every wide row for its superseded link (10 ms for 20 000 orders,
  // paid again after every page of a back-fill, as the sync's status counts the orders).
  const count = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM orders INDEXED BY orders_open_by_bought WHERE account_id = ? AND superseded_by IS NULL',
  );

  const sortIndexes = deferredIndexes(db, 'orders', orderSortIndexes);

  function reindex(accountId: string, id: string): void {
    const row = searchSource.get(accountId, id);
    if (!row) return;
    const form = JSON.parse(row.raw) as {
      buyer?: { email?: string; phoneNumber?: string; companyName?: string };
      lineItems?: { offer?: { name?: string; id?: string; external?: { id?: string } | null } }[];
    };
    const shipments = row.shipments_raw ? (JSON.parse(row.shipments_raw) as ShipmentRecord[]) : [];
    const buyer = [
      row.buyer_login,
      row.buyer_name,
      form.buyer?.companyName,
      form.buyer?.email,
      form.buyer?.phoneNumber,
      digitsOf(form.buyer?.phoneNumber),
    ];
    const items = (form.lineItems ?? []).map((li) => li.offer?.name ?? '');
    ftsDelete.run(row.rowid);
    ftsInsert.run(
      row.rowid,
      row.id.toLowerCase(),
      foldText(buyer.filter(Boolean).join(' ')),
      foldText(items.join(' ')),
      shipments.map((s) => s.waybill.toLowerCase()).join(' '),
    );
  }

  return {
    /**
     * Writes an order as the marketplace answered it; an order read again is no longer missing. Its search entry is
     * written now, or, given `indexLater`, its id is added there for one `reindex` after the batch's rows.
     */
    upsert(accountId: string, r: OrderRecord, now: number, indexLater?: string[]): void {
      const value = r.total ? Number(r.total.amount) : NaN;
      upsert.run(
        accountId,
        r.id,
        r.status,
        r.fulfillmentStatus,
        r.revision,
        r.buyerLogin,
        sortKey(r.buyerLogin),
        r.buyerName,
        r.boughtAt,
        r.updatedAt,
        r.total?.amount ?? null,
        Number.isFinite(value) ? value : null,
        r.total?.currency ?? null,
        r.paymentType,
        r.paid ? 1 : 0,
        r.deliveryMethodId,
        r.deliveryMethodName,
        r.itemCount,
        r.lineItems.length,
        r.lineItems[0]?.title ?? null,
        r.lineItemsSent,
        r.hasMessage ? 1 : 0,
        r.raw,
        now,
      );
      deleteItems.run(accountId, r.id);
      for (const item of r.lineItems) insertItem.run(accountId, item.id, r.id, item.offerId);
      if (indexLater) indexLater.push(r.id);
      else reindex(accountId, r.id);
    },
    /** Writes the search entries of these orders as their rows now stand. */
    reindex(accountId: string, ids: readonly string[]): void {
      for (const id of ids) reindex(accountId, id);
    },
    /** Current orders (other than `orderId`) that hold any of its line items: a merge took them over. */
    othersWithLineItems(accountId: string, orderId: string): string[] {
      const found = new Set<string>();
      for (const { line_item_id } of itemsOf.all(accountId, orderId)) {
        for (const { order_id } of ordersWithItem.all(accountId, line_item_id, orderId)) found.add(order_id);
      }
      return [...found];
    },
    /** The live order that now carries a line item of `orderId` (the order it was merged into), if any. */
    successorOf(accountId: string, orderId: string): string | null {
      for (const { line_item_id } of itemsOf.all(accountId, orderId)) {
        const hit = activeWithItem.get(accountId, line_item_id, orderId);
        if (hit) return hit.order_id;
      }
      return null;
    },
    markSuperseded(accountId: string, orderId: string, by: string): void {
      supersede.run(by, accountId, orderId);
    },
    markMissing(accountId: string, orderId: string, now: number): void {
      missing.run(now, accountId, orderId);
    },
    missingIds: (accountId: string): string[] => missingIds.all(accountId).map((r) => r.id),
    state(accountId: string, id: string) {
      const row = one.get(accountId, id);
      return row
        ? {
            revision: row.revision,
            shipmentsRevision: row.shipments_revision,
            supersededBy: row.superseded_by,
          }
        : null;
    },
    /** Tracking numbers as read at `revision`; they are searchable by waybill. */
    setShipments(accountId: string, id: string, shipments: ShipmentRecord[], revision: string | null): void {
      setShipments.run(JSON.stringify(shipments), revision ?? '', accountId, id);
      reindex(accountId, id);
    },
    /**
     * No tracking numbers to read at this revision: the order has none (any stored ones are cleared), or it is
     * too old for the back-fill to read them (they are read when it next changes).
     */
    settleShipments(accountId: string, id: string, revision: string | null, none: boolean): void {
      if (none) {
        const stored = hasWaybills.get(accountId, id)?.raw;
        if (stored && stored !== '[]') {
          setShipments.run('[]', revision ?? '', accountId, id);
          reindex(accountId, id);
          return;
        }
      }
      settle.run(revision, accountId, id);
    },
    /** Orders whose tracking numbers are to be read (they have some, and were not read at this revision). */
    pendingShipments: (accountId: string, limit: number) => pending.all(accountId, limit),
    count: (accountId: string): number => count.get(accountId)!.n,
    /**
     * Drops the sort indexes when no account has any order yet (a first back-fill is starting); call in the
     * transaction that records the back-fill. Answers whether they were dropped: the back-fill builds them at its end.
     */
    deferSortIndexes: (): boolean => sortIndexes.defer(),
    /** Builds the sort indexes that are missing (after a first back-fill, or one that was given up). */
    buildSortIndexes: (): void => sortIndexes.build(),
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
