import { orderFromForm, type OrderRecord, type ShipmentRecord } from './order-records';
import { deferredIndexes } from '../../db/deferred-indexes';
import type { Db } from '../../db/open';
import { digitsOf, foldText, sortKey } from '../../db/search-text';

interface SearchSource {
  rowid: number;
  raw: string;
  shipments_raw: string | null;
}

/** An order's search entry, in the columns of `orders_fts`: its number, the buyer, the items' titles, the waybills. */
type SearchText = [orderId: string, buyer: string, items: string, waybills: string];

function searchText(r: OrderRecord, shipments: readonly ShipmentRecord[]): SearchText {
  const buyer = [
    r.buyerLogin,
    r.buyerName,
    r.buyerCompany,
    r.buyerEmail,
    r.buyerPhone,
    digitsOf(r.buyerPhone),
  ];
  return [
    r.id.toLowerCase(),
    foldText(buyer.filter(Boolean).join(' ')),
    foldText(r.lineItems.map((li) => li.title ?? '').join(' ')),
    shipments.map((s) => s.waybill.toLowerCase()).join(' '),
  ];
}

/**
 * Search entries of a batch of writes, written once the batch's rows are (`reindex`): between the rows' writes,
 * each update of the search index cost the next row's write twice as much. An order new to the cache brings its
 * entry; one that was there is indexed again from its row, which keeps its tracking numbers.
 */
export interface PendingIndex {
  fresh: [rowid: number, ...SearchText][];
  changed: string[];
}

/** What the tracking numbers of an order just read need: none to read (it sent nothing), or not read for now. */
export type Settle = 'none' | 'later';

export interface UpsertOptions {
  settle?: Settle;
  later?: PendingIndex;
  /** When the sync asked for this answer (its clock): the packing station's later writes of the order win. */
  askedAt?: number;
  /** Written by the packing station, from an answer to its own request: later sync answers only replace it. */
  station?: boolean;
}

/**
 * The orders' indexes that a first back-fill goes without and builds at its end (deferred-indexes.ts), as the
 * migrations define them: those that only sorts, filters, the scan and later syncs use, and the lists' own
 * (migration 048) but two. The default order's, by purchase time, stays: orders load in that order, so it only grows at its end.
 * `orders_open` stays because a query names it (order-detail.ts) and would fail without it. The others take each
 * order at a random place, and kept up row by row they cost most of a page's write (an index whose leaves a page's
 * orders land all over makes each commit write and checkpoint hundreds of pages). The payment's index stays for
 * the money stream, the line items' by order for merges.
 */
export const orderSortIndexes = [
  'CREATE INDEX orders_by_bought ON orders (account_id, bought_at)',
  'CREATE INDEX orders_by_updated ON orders (account_id, updated_at)',
  'CREATE INDEX orders_by_status ON orders (account_id, status, bought_at)',
  'CREATE INDEX orders_by_fulfillment ON orders (account_id, fulfillment_status, bought_at)',
  'CREATE INDEX orders_by_method ON orders (account_id, delivery_method_id)',
  'CREATE INDEX orders_open_by_updated ON orders (account_id, updated_at, id) WHERE superseded_by IS NULL',
  'CREATE INDEX orders_open_by_total ON orders (account_id, total_value, id) WHERE superseded_by IS NULL',
  'CREATE INDEX orders_open_by_buyer ON orders (account_id, buyer_login_key, id) WHERE superseded_by IS NULL',
  'CREATE INDEX order_line_items_by_offer ON order_line_items (account_id, offer_id)',
  'CREATE INDEX order_line_items_by_external ON order_line_items (account_id, external_id) WHERE external_id IS NOT NULL',
] as const;

/**
 * Current orders that answered 404, through the partial index `orders_missing` (067). Named, as is the one below:
 * left to itself, the planner took another index of the account's current orders and read every order's row (30 to
 * 50 ms for 20 000 orders, on every turn of the stream). A named partial index whose condition the query's terms
 * do not imply is an error, not a slow plan.
 */
export const missingOrdersSql = `SELECT id FROM orders INDEXED BY orders_missing
  WHERE account_id = ? AND missing_since IS NOT NULL AND superseded_by IS NULL`;

/**
 * Orders whose tracking numbers are due, newest first, through the partial index `orders_shipments_due` (067),
 * whose condition repeats these terms: a change to one is a change to both.
 */
export const shipmentsDueSql = `SELECT id, revision FROM orders INDEXED BY orders_shipments_due
  WHERE account_id = ? AND superseded_by IS NULL
    AND line_items_sent IN ('SOME', 'ALL') AND (shipments_revision IS NULL OR shipments_revision <> coalesce(revision, ''))
  ORDER BY bought_at DESC LIMIT ?`;

/**
 * The orders cache of every account. The upsert is ON CONFLICT DO UPDATE, not REPLACE: REPLACE deletes the row
 * first, which would cascade into its line items and change its rowid (the search index's key), and it would
 * forget what other writes added (tracking numbers, the superseded link).
 */
export function createOrdersRepo(db: Db) {
  // Bound by position, in the order of the columns (`columnValues`): a back-fill binds 20 000 of these.
  const insertColumns = `INSERT INTO orders (account_id, id, status, fulfillment_status, revision, buyer_login,
       buyer_login_key, buyer_name, bought_at, updated_at, total_amount, total_value, currency, payment_type, paid,
       delivery_method_id, delivery_method_name, item_count, line_item_count, first_item_title, line_items_sent,
       has_message, raw, synced_at, shipments_revision, payment_id, invoice_required)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  // An order new to the cache, with its tracking numbers settled when there are none to read; nothing when the
  // order is there (then `upsert` writes it as one already known).
  const insertNew = db.prepare<unknown[]>(`${insertColumns} ON CONFLICT (account_id, id) DO NOTHING`);
  const upsert = db.prepare<unknown[]>(
    `${insertColumns}
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
       synced_at = excluded.synced_at, payment_id = excluded.payment_id,
       invoice_required = excluded.invoice_required
     WHERE coalesce(orders.station_changed_at, 0) <= ?`,
  );
  const stationChanged = db.prepare(
    'UPDATE orders SET station_changed_at = ? WHERE account_id = ? AND id = ?',
  );
  // Named: left to itself the planner reads this through the index by offer, every line item of the account for
  // each order written (a back-fill of 20 000 orders spent most of its time there).
  const deleteItems = db.prepare(
    'DELETE FROM order_line_items INDEXED BY order_line_items_by_order WHERE account_id = ? AND order_id = ?',
  );
  const insertItem = db.prepare(
    `INSERT OR IGNORE INTO order_line_items (account_id, line_item_id, order_id, offer_id, external_id)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const activeWithItem = db.prepare<[string, string, string], { order_id: string }>(
    `SELECT order_id FROM order_line_items li JOIN orders o ON o.account_id = li.account_id AND o.id = li.order_id
     WHERE li.account_id = ? AND li.line_item_id = ? AND li.order_id <> ?
       AND o.superseded_by IS NULL AND o.missing_since IS NULL ORDER BY o.bought_at DESC LIMIT 1`,
  );
  // The current orders holding any of these line items (a JSON array of ids), each through the key's prefix.
  const holders = db.prepare<[string, string], { line_item_id: string; order_id: string }>(
    `SELECT li.line_item_id, li.order_id FROM order_line_items li
       JOIN orders o ON o.account_id = li.account_id AND o.id = li.order_id
     WHERE li.account_id = ? AND li.line_item_id IN (SELECT value FROM json_each(?)) AND o.superseded_by IS NULL`,
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
  const missingIds = db.prepare<[string], { id: string }>(missingOrdersSql);
  const setShipments = db.prepare(
    `UPDATE orders SET shipments_raw = ?, shipments_revision = ?
     WHERE account_id = ? AND id = ? AND coalesce(station_changed_at, 0) <= ?`,
  );
  const one = db.prepare<
    [string, string],
    { revision: string | null; shipments_revision: string | null; superseded_by: string | null }
  >('SELECT revision, shipments_revision, superseded_by FROM orders WHERE account_id = ? AND id = ?');
  const searchSource = db.prepare<[string, string], SearchSource>(
    'SELECT rowid, raw, shipments_raw FROM orders WHERE account_id = ? AND id = ?',
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
  const pending = db.prepare<[string, number], { id: string; revision: string | null }>(shipmentsDueSql);
  // Named: the partial index of current orders holds exactly the rows counted, a few bytes each. Left to itself the
  // planner walks an account's index and reads every wide row for its superseded link (10 ms for 20 000 orders,
  // paid again after every page of a back-fill, as the sync's status counts the orders).
  const count = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM orders INDEXED BY orders_open_by_bought WHERE account_id = ? AND superseded_by IS NULL',
  );

  const sortIndexes = deferredIndexes(db, 'orders', orderSortIndexes);

  /** The search entry of an order already in the cache, from its row as it now stands. */
  function reindex(accountId: string, id: string): void {
    const row = searchSource.get(accountId, id);
    if (!row) return;
    const shipments = row.shipments_raw ? (JSON.parse(row.shipments_raw) as ShipmentRecord[]) : [];
    ftsDelete.run(row.rowid);
    ftsInsert.run(row.rowid, ...searchText(orderFromForm(JSON.parse(row.raw), row.raw), shipments));
  }

  /** The values of `insertColumns`, in its order. */
  const columnValues = (accountId: string, r: OrderRecord, now: number, settled: string | null) => {
    const value = r.total ? Number(r.total.amount) : NaN;
    return [
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
      settled,
      r.paymentId,
      r.invoiceRequired ? 1 : 0,
    ];
  };

  /**
   * No tracking numbers to read at this revision: the order has none (any stored ones are cleared), or it is
   * too old for the back-fill to read them (they are read when it next changes).
   */
  function settleShipments(accountId: string, id: string, revision: string | null, none: boolean): void {
    if (none) {
      const stored = hasWaybills.get(accountId, id)?.raw;
      if (stored && stored !== '[]') {
        setShipments.run('[]', revision ?? '', accountId, id, Number.MAX_SAFE_INTEGER);
        reindex(accountId, id);
        return;
      }
    }
    settle.run(revision, accountId, id);
  }

  return {
    /** A batch's search entries, written by `reindex` once its rows are. */
    pendingIndex: (): PendingIndex => ({ fresh: [], changed: [] }),
    /**
     * Writes an order as the marketplace answered it; an order read again is no longer missing. `settle` says what
     * its tracking numbers need (see `Settle`; nothing: they are read by `catchUpShipments`). Its search entry is
     * written now, or, given `later`, there for one `reindex` after the batch's rows. `askedAt`, the time the
     * answer was asked for: an order the packing station wrote after that is kept (`stationChanged`), and the
     * answer is dropped (false). The station's own writes (`station`) mark the order so.
     */
    upsert(
      accountId: string,
      r: OrderRecord,
      now: number,
      { settle, later, askedAt, station }: UpsertOptions = {},
    ): boolean {
      // A new order has no tracking numbers stored: settling them is a value of its row, and its entry is known.
      const added = insertNew.run(...columnValues(accountId, r, now, settle ? (r.revision ?? '') : null));
      if (added.changes > 0) {
        for (const item of r.lineItems)
          insertItem.run(accountId, item.id, r.id, item.offerId, item.externalId);
        const entry: PendingIndex['fresh'][number] = [Number(added.lastInsertRowid), ...searchText(r, [])];
        if (later) later.fresh.push(entry);
        else ftsInsert.run(...entry);
        if (station) stationChanged.run(now, accountId, r.id);
        return true;
      }
      const asked = station ? Number.MAX_SAFE_INTEGER : (askedAt ?? Number.MAX_SAFE_INTEGER);
      if (upsert.run(...columnValues(accountId, r, now, null), asked).changes === 0) return false;
      if (station) stationChanged.run(now, accountId, r.id);
      deleteItems.run(accountId, r.id);
      for (const item of r.lineItems) insertItem.run(accountId, item.id, r.id, item.offerId, item.externalId);
      if (settle) settleShipments(accountId, r.id, r.revision, settle === 'none');
      if (later) later.changed.push(r.id);
      else reindex(accountId, r.id);
      return true;
    },
    /** Writes the search entries a batch's upserts left for later. */
    reindex(accountId: string, pending: PendingIndex): void {
      for (const entry of pending.fresh) ftsInsert.run(...entry);
      for (const id of pending.changed) reindex(accountId, id);
    },
    /**
     * Whether writing these orders one after another can find a merge (`othersWithLineItems` answering anything):
     * a line item that a current order other than the one carrying it here holds, or that two of them share. One
     * query for a whole batch, where asking after each order took a query per line item; when it says no, no order
     * of the batch needs asking.
     */
    mayMerge(accountId: string, records: readonly OrderRecord[]): boolean {
      const carrier = new Map<string, string>();
      for (const r of records) {
        for (const item of r.lineItems) {
          const other = carrier.get(item.id);
          if (other !== undefined && other !== r.id) return true;
          carrier.set(item.id, r.id);
        }
      }
      if (carrier.size === 0) return false;
      for (const row of holders.iterate(accountId, JSON.stringify([...carrier.keys()]))) {
        if (carrier.get(row.line_item_id) !== row.order_id) return true;
      }
      return false;
    },
    /** Current orders other than this one that hold any of its line items: a merge took them over. */
    othersWithLineItems(accountId: string, r: OrderRecord): string[] {
      if (r.lineItems.length === 0) return [];
      const byItem = new Map<string, string[]>();
      for (const row of holders.iterate(accountId, JSON.stringify(r.lineItems.map((item) => item.id)))) {
        if (row.order_id === r.id) continue;
        byItem.set(row.line_item_id, [...(byItem.get(row.line_item_id) ?? []), row.order_id]);
      }
      // In the order of the form's line items, as the merges are told.
      return [...new Set(r.lineItems.flatMap((item) => byItem.get(item.id) ?? []))];
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
    /**
     * Tracking numbers as read at `revision`; they are searchable by waybill. Not written when the packing station
     * wrote the order after `askedAt` (the time they were asked for; the station's own writes give none).
     */
    setShipments(
      accountId: string,
      id: string,
      shipments: ShipmentRecord[],
      revision: string | null,
      askedAt = Number.MAX_SAFE_INTEGER,
    ): void {
      if (setShipments.run(JSON.stringify(shipments), revision ?? '', accountId, id, askedAt).changes > 0)
        reindex(accountId, id);
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
