import type { Page } from '../../../../shared/page';
import type { CustomerReturn, CustomerReturnRecord, Refund } from '../../../../shared/returns';
import type { Db } from '../../db/open';
import { iso } from '../../kernel/time/iso';
import { createReferenceRepo } from '../../sync/reference-repo';

/** A rejection of the return on its way: the sync leaves such a return as the seller left it. */
const openChange = `EXISTS (SELECT 1 FROM outbox_changes c WHERE c.account_id = customer_returns.account_id
  AND c.entity_type = 'return' AND c.entity_id = customer_returns.id AND c.state IN ('queued', 'sending', 'confirming'))`;

interface ReturnRow {
  raw: string;
  status: string;
  waiting: number;
}
interface RefundRow {
  id: string;
  payment_id: string;
  order_id: string;
  return_id: string | null;
  status: string;
  reason: string;
  total: string;
  currency: string;
  created_at: number;
}

/** A stored return with its carriers named as the marketplace's carriers list names them. */
const toReturn = (row: ReturnRow, carrierName: (id: string) => string): CustomerReturn => {
  const stored = JSON.parse(row.raw) as Omit<CustomerReturnRecord, 'status'>;
  const name = (id: string | null) => (id ? carrierName(id) : null);
  return {
    ...stored,
    parcels: stored.parcels.map((parcel) => ({
      ...parcel,
      carrierName: name(parcel.carrierId),
      transportingCarrierName: name(parcel.transportingCarrierId),
    })),
    status: row.status,
    waiting: row.waiting === 1,
  };
};
const toRefund = (row: RefundRow): Refund => ({
  id: row.id,
  paymentId: row.payment_id,
  orderId: row.order_id,
  returnId: row.return_id,
  status: row.status,
  reason: row.reason,
  total: { amount: row.total, currency: row.currency },
  createdAt: iso(row.created_at),
  waiting: row.id.startsWith('local-'),
});

const returnColumns = `raw, status, ${openChange} AS waiting`;
const refundColumns = `id, payment_id, order_id, return_id, status, json_extract(raw, '$.reason') AS reason, total,
  currency, created_at`;

/**
 * The account's customer returns and refunds in the local copy. `raw` keeps the return as the screens read it
 * (the parsed record); the columns hold what lists filter and sort on. A return with a rejection on its way and a
 * refund made here (`local-…`) are left as they are by the sync, so the seller's change is not undone by an older
 * read.
 */
export function createReturnsRepo(db: Db) {
  const reference = createReferenceRepo(db);
  const named = (accountId: string) => (row: ReturnRow) =>
    toReturn(row, (carrierId) => reference.carrierName(accountId, carrierId));
  const upsertReturn = db.prepare(
    `INSERT INTO customer_returns (account_id, id, order_id, status, created_at, reference_number, buyer_login,
       waybill, raw, stored_at)
     VALUES (@accountId, @id, @orderId, @status, @createdAt, @referenceNumber, @buyerLogin, @waybill, @raw, @now)
     ON CONFLICT (account_id, id) DO UPDATE SET order_id = excluded.order_id, status = excluded.status,
       created_at = excluded.created_at, reference_number = excluded.reference_number,
       buyer_login = excluded.buyer_login, waybill = excluded.waybill, raw = excluded.raw,
       stored_at = excluded.stored_at
     WHERE (customer_returns.raw <> excluded.raw OR customer_returns.status <> excluded.status) AND NOT ${openChange}`,
  );
  const upsertRefund = db.prepare(
    `INSERT INTO refunds (account_id, id, payment_id, order_id, return_id, status, total, currency, created_at, raw,
       stored_at)
     VALUES (@accountId, @id, @paymentId, @orderId, @returnId, @status, @total, @currency, @createdAt, @raw, @now)
     ON CONFLICT (account_id, id) DO UPDATE SET status = excluded.status, total = excluded.total,
       currency = excluded.currency, raw = excluded.raw, stored_at = excluded.stored_at,
       return_id = coalesce(refunds.return_id, excluded.return_id)
     WHERE refunds.raw <> excluded.raw OR refunds.status <> excluded.status`,
  );

  // A return's parcel numbers, kept beside it for the scan (migration 077): folded, as a scanner may type them.
  const dropCodes = db.prepare('DELETE FROM return_parcel_codes WHERE account_id = ? AND return_id = ?');
  const addCode = db.prepare(
    'INSERT OR IGNORE INTO return_parcel_codes (account_id, code, return_id) VALUES (?, lower(trim(?)), ?)',
  );
  function putCodes(accountId: string, r: CustomerReturnRecord): void {
    dropCodes.run(accountId, r.id);
    for (const parcel of r.parcels)
      for (const code of [parcel.waybill, parcel.transportingWaybill])
        if (code?.trim()) addCode.run(accountId, code, r.id);
  }

  function putReturns(accountId: string, returns: readonly CustomerReturnRecord[], now: number): boolean {
    let changed = false;
    db.transaction(() => {
      for (const r of returns) {
        const info = upsertReturn.run({
          accountId,
          id: r.id,
          orderId: r.orderId,
          status: r.status,
          createdAt: Date.parse(r.createdAt),
          referenceNumber: r.referenceNumber,
          buyerLogin: r.buyerLogin,
          waybill: r.parcels[0]?.waybill ?? null,
          raw: JSON.stringify(r),
          now,
        });
        if (info.changes > 0) {
          changed = true;
          putCodes(accountId, r);
        }
      }
    })();
    return changed;
  }

  function putRefund(
    accountId: string,
    refund: Omit<Refund, 'waiting' | 'returnId'> & { returnId?: string | null },
    raw: unknown,
    now: number,
  ): boolean {
    return (
      upsertRefund.run({
        accountId,
        id: refund.id,
        paymentId: refund.paymentId,
        orderId: refund.orderId,
        returnId: refund.returnId ?? null,
        status: refund.status,
        total: refund.total.amount,
        currency: refund.total.currency,
        createdAt: Date.parse(refund.createdAt),
        raw: JSON.stringify(raw),
        now,
      }).changes > 0
    );
  }

  const listReturns = (
    accountId: string,
    status: string | null,
    offset: number,
    limit: number,
  ): Page<CustomerReturn> => {
    const where = `account_id = ? ${status ? 'AND status = ?' : ''}`;
    const args = status ? [accountId, status] : [accountId];
    const rows = db
      .prepare<unknown[], ReturnRow>(
        `SELECT ${returnColumns} FROM customer_returns WHERE ${where} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
      )
      .all(...args, limit, offset);
    const total = db
      .prepare<unknown[], { n: number }>(`SELECT count(*) AS n FROM customer_returns WHERE ${where}`)
      .get(...args)!.n;
    return { rows: rows.map(named(accountId)), total };
  };

  return {
    putReturns,
    putRefund,
    listReturns,
    getReturn(accountId: string, id: string): CustomerReturn | null {
      const row = db
        .prepare<[string, string], ReturnRow>(
          `SELECT ${returnColumns} FROM customer_returns WHERE account_id = ? AND id = ?`,
        )
        .get(accountId, id);
      return row ? named(accountId)(row) : null;
    },
    returnsOfOrder(accountId: string, orderId: string): CustomerReturn[] {
      return db
        .prepare<[string, string], ReturnRow>(
          `SELECT ${returnColumns} FROM customer_returns WHERE account_id = ? AND order_id = ? ORDER BY created_at DESC`,
        )
        .all(accountId, orderId)
        .map(named(accountId));
    },
    refundsOfOrder(accountId: string, orderId: string): Refund[] {
      return db
        .prepare<[string, string], RefundRow>(
          `SELECT ${refundColumns} FROM refunds WHERE account_id = ? AND order_id = ? ORDER BY created_at DESC, id`,
        )
        .all(accountId, orderId)
        .map(toRefund);
    },
    getRefund(accountId: string, id: string): Refund | null {
      const row = db
        .prepare<[string, string], RefundRow>(
          `SELECT ${refundColumns} FROM refunds WHERE account_id = ? AND id = ?`,
        )
        .get(accountId, id);
      return row ? toRefund(row) : null;
    },
    /** The return's status and rejection as the seller set them (or as they were, when a change is undone). */
    setRejection(
      accountId: string,
      id: string,
      status: string,
      rejection: CustomerReturn['rejection'],
    ): void {
      const row = db
        .prepare<[string, string], { raw: string }>(
          'SELECT raw FROM customer_returns WHERE account_id = ? AND id = ?',
        )
        .get(accountId, id);
      if (!row) return;
      const raw = { ...(JSON.parse(row.raw) as object), status, rejection };
      db.prepare('UPDATE customer_returns SET status = ?, raw = ? WHERE account_id = ? AND id = ?').run(
        status,
        JSON.stringify(raw),
        accountId,
        id,
      );
    },
    removeRefund(accountId: string, id: string): void {
      db.prepare('DELETE FROM refunds WHERE account_id = ? AND id = ?').run(accountId, id);
    },
    /** A refund made here takes the marketplace's id (it keeps the return it was made for). */
    renameRefund(accountId: string, from: string, to: string): void {
      const taken = db.prepare('SELECT 1 FROM refunds WHERE account_id = ? AND id = ?').get(accountId, to);
      if (taken) {
        db.prepare(
          `UPDATE refunds SET return_id = coalesce(return_id, (SELECT return_id FROM refunds WHERE account_id = ? AND id = ?))
           WHERE account_id = ? AND id = ?`,
        ).run(accountId, from, accountId, to);
        db.prepare('DELETE FROM refunds WHERE account_id = ? AND id = ?').run(accountId, from);
      } else db.prepare('UPDATE refunds SET id = ? WHERE account_id = ? AND id = ?').run(to, accountId, from);
    },
    /**
     * The newest creation time (marketplace time, ms) of the stored returns and of the refunds the marketplace
     * gave: the sync's next reads start from them, so its windows follow the marketplace's clock, not this one's.
     */
    newest(accountId: string): { returns: number | null; refunds: number | null } {
      return db
        .prepare<[string, string], { returns: number | null; refunds: number | null }>(
          `SELECT (SELECT max(created_at) FROM customer_returns WHERE account_id = ?) AS returns,
             (SELECT max(created_at) FROM refunds WHERE account_id = ? AND id NOT LIKE 'local-%') AS refunds`,
        )
        .get(accountId, accountId)!;
    },
    count(accountId: string): number {
      return db
        .prepare<[string, string], { n: number }>(
          'SELECT (SELECT count(*) FROM customer_returns WHERE account_id = ?) + (SELECT count(*) FROM refunds WHERE account_id = ?) AS n',
        )
        .get(accountId, accountId)!.n;
    },
  };
}

export type ReturnsRepo = ReturnType<typeof createReturnsRepo>;
