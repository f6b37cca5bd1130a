import type { OrderDetail } from '../../../../shared/orders';
import { leavesBy } from '../../../../shared/packing-deadline';
import type { Page } from '../../../../shared/page';
import type {
  PackingCounts,
  PackingFilter,
  PackingLane,
  PackingRow,
  ScanMatch,
} from '../../../../shared/shipping';
import { ftsPhrase, sortKey } from '../../db/search-text';
import { iso } from '../../kernel/time/iso';
import { orderDetail } from './order-detail';
import { orderListColumns, toOrderRow, type OrderListRow } from './orders-list';
import { placeholders, type StatementCache } from '../../db/statements';
import type { PackingDeps } from '../../shipping/orders-port';
import { laneWhere, leavesBySql } from './packing-lanes';

const dispatchBy = `json_extract(o.raw, '$.delivery.time.dispatch.to')`;
const toPoint = `json_extract(o.raw, '$.delivery.pickupPoint.id') IS NOT NULL`;
const invoice = 'o.invoice_required = 1';

/**
 * Orders waiting to be packed: paid (ready for processing), not superseded, not sent or otherwise finished by the
 * seller, and without a parcel of ours that is done.
 */
export const waiting = `o.account_id = ? AND o.status = 'READY_FOR_PROCESSING' AND o.superseded_by IS NULL
  AND coalesce(o.fulfillment_status, 'NEW') IN ('NEW', 'PROCESSING', 'READY_FOR_SHIPMENT')
  AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.account_id = o.account_id AND s.order_id = o.id
    AND s.state = 'done')`;

/**
 * Another station took the order: PROCESSING on the marketplace, yet not this station's (station_takes: taken, or
 * sent from here without a known answer; see TakeRepo.ours) nor with a parcel made here (a parcel's order is always
 * taken first, also before takes were recorded).
 */
const takenElsewhere = `(coalesce(o.fulfillment_status, '') = 'PROCESSING'
  AND NOT EXISTS (SELECT 1 FROM station_takes t WHERE t.account_id = o.account_id AND t.order_id = o.id
    AND t.state IN ('taken', 'sending'))
  AND NOT EXISTS (SELECT 1 FROM shipments h WHERE h.account_id = o.account_id AND h.order_id = o.id))`;

function where(deps: PackingDeps, accountId: string, f: PackingFilter): { sql: string; params: unknown[] } {
  const lane = f.lane && f.lane !== 'toPack' ? laneWhere(f.lane, accountId, deps.now()) : null;
  const parts = [lane?.sql ?? waiting];
  const params: unknown[] = lane?.params ?? [accountId];
  if (f.deliveryMethodId?.length) {
    parts.push(`o.delivery_method_id IN (${placeholders(f.deliveryMethodId.length)})`);
    params.push(...f.deliveryMethodId);
  }
  if (f.carrierId?.length) {
    const wanted = new Set(f.carrierId);
    const methods = [...deps.carriers(accountId)]
      .filter(([, carrier]) => wanted.has(carrier))
      .map(([m]) => m);
    parts.push(methods.length ? `o.delivery_method_id IN (${placeholders(methods.length)})` : '0');
    params.push(...methods);
  }
  if (f.destination) parts.push(f.destination === 'pickupPoint' ? toPoint : `NOT (${toPoint})`);
  if (f.invoice !== undefined) parts.push(f.invoice ? invoice : `NOT (${invoice})`);
  if (f.takenElsewhere !== undefined) parts.push(f.takenElsewhere ? takenElsewhere : `NOT ${takenElsewhere}`);
  if (f.dispatchByTo) {
    parts.push(`${dispatchBy} <= ?`);
    params.push(iso(f.dispatchByTo));
  }
  const search = f.search?.trim().toLowerCase();
  if (search) {
    parts.push(
      `(lower(o.id) LIKE ? OR lower(o.buyer_login) LIKE ? OR lower(coalesce(o.buyer_name, '')) LIKE ?)`,
    );
    params.push(`%${search}%`, `%${search}%`, `%${search}%`);
  }
  return { sql: parts.join(' AND '), params };
}

function packingRow(
  deps: PackingDeps,
  row: OrderListRow & { taken_elsewhere: number },
  detail: OrderDetail,
  carrier: string | null,
  now: number,
): PackingRow {
  const shipment = deps.shipment(row.account_id, row.id);
  const due = detail.delivery.dispatchBy;
  // The delivery method's carrier, as the sort took it: the courier who comes for the order's parcels.
  const leaves = leavesBy(due ? Date.parse(due) : null, carrier ? deps.cutoffs()[carrier] : undefined, now);
  return {
    ...toOrderRow(row),
    dispatchBy: due,
    leavesBy: leaves.leavesBy === null ? null : iso(leaves.leavesBy),
    cutoff: leaves.cutoff === null ? null : iso(leaves.cutoff),
    carrierId: shipment?.carrierId ?? carrier,
    toPickupPoint: detail.delivery.pickupPoint !== null,
    invoiceRequired: detail.invoice?.required ?? false,
    messageToSeller: detail.messageToSeller,
    items: detail.lineItems.map((li) => ({
      offerId: li.offerId,
      title: li.offerName,
      quantity: li.quantity,
      externalId: li.externalId,
      stock: li.offerStock?.available ?? null,
    })),
    problems: deps.problems(detail),
    shipment,
    hasWaybill: detail.shipments.length > 0 || (shipment?.waybills.length ?? 0) > 0,
    takenElsewhere: row.taken_elsewhere === 1,
  };
}

/**
 * The packing queue (or a lane): sorted by the time the parcel must leave the station by (its deadline, or its
 * carrier's cut-off today when earlier), then by its deadline and by purchase; one page and the total. Orders
 * another station took come after the others: they are not this station's to pack first.
 */
export function listQueue(deps: PackingDeps, accountId: string, f: PackingFilter): Page<PackingRow> {
  const { sql, params } = where(deps, accountId, f);
  const { statements } = deps;
  const now = deps.now();
  const carriers = deps.carriers(accountId);
  const leaves = leavesBySql(carriers, deps.cutoffs(), now);
  const total = statements<{ n: number }>(`SELECT count(*) AS n FROM orders o WHERE ${sql}`).get(
    ...params,
  )!.n;
  const rows = statements<OrderListRow & { taken_elsewhere: number }>(
    `SELECT ${orderListColumns}, ${takenElsewhere} AS taken_elsewhere, ${leaves.sql} AS leaves_by
     FROM orders o WHERE ${sql}
     ORDER BY taken_elsewhere, leaves_by IS NULL, leaves_by, ${dispatchBy}, o.bought_at, o.id LIMIT ? OFFSET ?`,
  ).all(...leaves.params, ...params, f.limit, f.offset);
  return {
    rows: rows.map((row) => {
      const detail = orderDetail(statements, accountId, row.id)!;
      return packingRow(deps, row, detail, carriers.get(row.delivery_method_id ?? '') ?? null, now);
    }),
    total,
  };
}

/**
 * How many waiting orders each filter value would show. Address problems need each order's check, so the answer
 * is remembered until the database changes: the station asks again on every change, and so does each window.
 */
export function queueCounts(deps: PackingDeps, accountId: string): PackingCounts {
  return deps.counts(`packing-queue:${accountId}`, () => countQueue(deps, accountId));
}

/**
 * An order as the sync last wrote it: its revision, when, and its JSON's length (two writes within a millisecond
 * at one revision are told apart too).
 */
const orderVersion = `coalesce(o.revision, '') || ':' || o.synced_at || ':' || length(o.raw)`;

/**
 * Whether the address check finds a problem in each of these waiting orders, checked again only once changed. The
 * account's results are replaced by these orders' own: what is kept stays as small as the queue.
 */
function problemCount(deps: PackingDeps, accountId: string, rows: { id: string; version: string }[]): number {
  const before = deps.checked.get(accountId);
  const now = new Map<string, { version: string; problem: boolean }>();
  for (const row of rows) {
    let check = before?.get(row.id);
    if (check?.version !== row.version) {
      const detail = orderDetail(deps.statements, accountId, row.id);
      check = { version: row.version, problem: detail !== null && deps.problems(detail).length > 0 };
    }
    now.set(row.id, check);
  }
  deps.checked.set(accountId, now);
  return [...now.values()].filter((check) => check.problem).length;
}

function countQueue(deps: PackingDeps, accountId: string): PackingCounts {
  const { statements } = deps;
  const base = { sql: waiting, params: [accountId] };
  const rows = statements<{
    id: string;
    method: string | null;
    name: string | null;
    point: number;
    invoice: number;
    elsewhere: number;
    version: string;
  }>(
    `SELECT o.id, o.delivery_method_id AS method, o.delivery_method_name AS name, (${toPoint}) AS point,
       (${invoice}) AS invoice, ${takenElsewhere} AS elsewhere, ${orderVersion} AS version
     FROM orders o WHERE ${base.sql}`,
  ).all(...base.params);
  const carriers = deps.carriers(accountId);
  const methods = new Map<string, { id: string; name: string; count: number }>();
  const byCarrier = new Map<string, number>();
  for (const row of rows) {
    if (row.method) {
      const entry = methods.get(row.method) ?? { id: row.method, name: row.name ?? row.method, count: 0 };
      entry.count++;
      methods.set(row.method, entry);
      const carrier = carriers.get(row.method);
      if (carrier) byCarrier.set(carrier, (byCarrier.get(carrier) ?? 0) + 1);
    }
  }
  return {
    total: rows.length,
    deliveryMethods: [...methods.values()].sort((a, b) => a.name.localeCompare(b.name)),
    carriers: [...byCarrier]
      .map(([id, count]) => ({ id, name: deps.carrierName(accountId, id), count }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    pickupPoint: rows.filter((r) => r.point === 1).length,
    door: rows.filter((r) => r.point !== 1).length,
    invoice: rows.filter((r) => r.invoice === 1).length,
    problems: problemCount(deps, accountId, rows),
    takenElsewhere: rows.filter((r) => r.elsewhere === 1).length,
    lanes: {
      toPack: rows.length,
      noLabel: laneCount(deps, accountId, 'noLabel'),
      notSent: laneCount(deps, accountId, 'notSent'),
      notCollected: laneCount(deps, accountId, 'notCollected'),
    },
  };
}

function laneCount(deps: PackingDeps, accountId: string, lane: Exclude<PackingLane, 'toPack'>): number {
  const { sql, params } = laneWhere(lane, accountId, deps.now());
  return deps.statements<{ n: number }>(`SELECT count(*) AS n FROM orders o WHERE ${sql}`).get(...params)!.n;
}

const one = (ids: string[], by: 'orderId' | 'buyerLogin' | 'waybill' | 'product'): ScanMatch | null => {
  const unique = [...new Set(ids)];
  if (unique.length === 1) return { kind: 'order', orderId: unique[0]!, by };
  if (unique.length > 1) return { kind: 'ambiguous', orderIds: unique };
  return null;
};

/**
 * What a scanned code points at: an order id, a buyer's login (among waiting orders first), a waybill (on the
 * order or of a parcel made here), or a product's EAN or external id when exactly one waiting order holds it.
 * An order another station took says so.
 */
export function resolveScan(statements: StatementCache, accountId: string, raw: string): ScanMatch {
  const found = findScanned(statements, accountId, raw);
  if (found.kind !== 'order') return found;
  return isTakenElsewhere(statements, accountId, found.orderId) ? { ...found, takenElsewhere: true } : found;
}

/** Another station took the order, as far as the local copy knows. */
export function isTakenElsewhere(statements: StatementCache, accountId: string, orderId: string): boolean {
  return (
    statements<{ e: number }>(
      `SELECT ${takenElsewhere} AS e FROM orders o WHERE o.account_id = ? AND o.id = ?`,
    ).get(accountId, orderId)?.e === 1
  );
}

/**
 * Each step goes through an index, so a code that matches nothing (a wrong barcode, an order the sync has not
 * brought yet) answers as fast as one that matches: the scan runs on the thread that answers the window. The
 * search indexes name the rows that may hold a code; the code itself is then compared on those rows alone.
 */
function findScanned(statements: StatementCache, accountId: string, raw: string): ScanMatch {
  const code = raw.trim();
  const lower = code.toLowerCase();
  // An order id as printed, or as a scanner with caps lock types it: through the primary key.
  const byId = statements<{ id: string }>(
    'SELECT id FROM orders WHERE account_id = ? AND id IN (?, ?, ?)',
  ).all(accountId, code, lower, code.toUpperCase());
  const direct = one(
    byId.map((r) => r.id),
    'orderId',
  );
  if (direct) return direct;

  const waitingIds = (sql: string, ...params: unknown[]) =>
    statements<{ id: string }>(`SELECT o.id FROM orders o WHERE ${waiting} AND ${sql}`)
      .all(accountId, ...params)
      .map((r) => r.id);
  // Through the lists' index of the folded login (current orders only); the login itself is compared after.
  const byLogin = `o.buyer_login_key = ? AND o.superseded_by IS NULL AND lower(o.buyer_login) = ?`;
  const loginKey = sortKey(code);
  const login =
    one(waitingIds(byLogin, loginKey, lower), 'buyerLogin') ??
    one(
      statements<{ id: string }>(
        // "+" keeps the planner off the purchase-time index, which would walk every order to find none.
        `SELECT o.id FROM orders o WHERE o.account_id = ? AND ${byLogin} ORDER BY +o.bought_at DESC LIMIT 1`,
      )
        .all(accountId, loginKey, lower)
        .map((r) => r.id),
      'buyerLogin',
    );
  if (login) return login;

  const quoted = `%"${code.replace(/[%_"\\]/g, '')}"%`;
  const waybills = ftsPhrase('waybills', code);
  const byWaybill = one(
    [
      ...(waybills
        ? statements<{ id: string }>(
            `SELECT o.id FROM orders_fts f CROSS JOIN orders o ON o.rowid = f.rowid
             WHERE orders_fts MATCH ? AND o.account_id = ? AND o.superseded_by IS NULL AND o.shipments_raw LIKE ?`,
          )
            .all(waybills, accountId, quoted)
            .map((r) => r.id)
        : []),
      // Parcels made here: as many as the station has sent, far fewer than the orders. The carrier's own number
      // is on the box too (the 2026 marketplace gives it beside its waybill), and a scanner reads either.
      ...statements<{ order_id: string }>(
        'SELECT order_id FROM shipments WHERE account_id = ? AND (waybills LIKE ? OR carrier_waybills LIKE ?)',
      )
        .all(accountId, quoted, quoted)
        .map((r) => r.order_id),
    ],
    'waybill',
  );
  if (byWaybill) return byWaybill;

  // A box coming back: the marketplace's waybill or its carrier's own number (2026) names the return, through the
  // key of its numbers (migration 077).
  const returned = statements<{ id: string; order_id: string }>(
    `SELECT r.id, r.order_id FROM return_parcel_codes c
     JOIN customer_returns r ON r.account_id = c.account_id AND r.id = c.return_id
     WHERE c.account_id = ? AND c.code = ? ORDER BY r.created_at DESC LIMIT 1`,
  ).get(accountId, lower);
  if (returned) return { kind: 'return', returnId: returned.id, orderId: returned.order_id };

  // The offers that carry the code: as their EAN, their external id, or their own id.
  const externalIds = ftsPhrase('ids', code);
  const offerIds = [
    code,
    ...statements<{ offer_id: string }>('SELECT offer_id FROM offer_codes WHERE account_id = ? AND code = ?')
      .all(accountId, code)
      .map((r) => r.offer_id),
    ...(externalIds
      ? statements<{ id: string }>(
          `SELECT o.id FROM offers_fts f CROSS JOIN offers o ON o.rowid = f.rowid
           WHERE offers_fts MATCH ? AND o.account_id = ? AND o.external_id = ?`,
        )
          .all(externalIds, accountId, code)
          .map((r) => r.id)
      : []),
  ];
  // The line items also keep the external id as bought: it finds the order when the offer is not in the copy, or
  // when its code has changed since.
  // From the line items to their orders ("CROSS JOIN" keeps that order): the other way reads every waiting order.
  // UNION ALL, since a UNION's merge wants both sides by order id and reads every line item to get them so.
  const byProduct = statements<{ id: string }>(
    `WITH held (order_id) AS (
       SELECT order_id FROM order_line_items
         WHERE account_id = ? AND offer_id IN (SELECT value FROM json_each(?))
       UNION ALL SELECT order_id FROM order_line_items WHERE account_id = ? AND external_id = ?)
     SELECT o.id FROM held CROSS JOIN orders o ON o.id = held.order_id WHERE ${waiting}`,
  )
    .all(accountId, JSON.stringify(offerIds), accountId, code, accountId)
    .map((r) => r.id);
  return one(byProduct, 'product') ?? { kind: 'notFound' };
}
