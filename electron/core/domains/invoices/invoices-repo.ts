import type { InvoiceState } from '../../../../shared/invoices';
import type { Db } from '../../db/open';
import { iso } from '../../kernel/time/iso';

export interface InvoiceRow {
  account_id: string;
  order_id: string;
  id: string;
  invoice_number: string | null;
  file_name: string;
  state: InvoiceState;
  verification: string | null;
  created_at: string | null;
  uploaded_at: string | null;
  file_path: string | null;
  file_size: number | null;
  change_id: number | null;
  stored_at: number;
}

/** An invoice as the marketplace lists it. */
export interface MarketInvoice {
  id: string;
  invoiceNumber: string | null;
  fileName: string;
  createdAt: string | null;
  uploadedAt: string | null;
  verification: string | null;
}

export const isLocalInvoice = (id: string): boolean => id.startsWith('local-');

/**
 * The local copy of orders' invoices. Invariants: a `local-` row is only here (its change not sent yet); the
 * marketplace's list replaces every other row of the order, keeping what only this copy knows (the file's copy,
 * the change that attached it).
 */
export function createInvoicesRepo(db: Db) {
  const ofOrder = db.prepare<[string, string], InvoiceRow>(
    'SELECT * FROM order_invoices WHERE account_id = ? AND order_id = ? ORDER BY coalesce(created_at, stored_at), id',
  );
  const byChange = db.prepare<[number], InvoiceRow>('SELECT * FROM order_invoices WHERE change_id = ?');
  const one = db.prepare<[string, string, string], InvoiceRow>(
    'SELECT * FROM order_invoices WHERE account_id = ? AND order_id = ? AND id = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO order_invoices (account_id, order_id, id, invoice_number, file_name, state, verification,
       created_at, uploaded_at, file_path, file_size, change_id, stored_at)
     VALUES (@account_id, @order_id, @id, @invoice_number, @file_name, @state, @verification, @created_at,
       @uploaded_at, @file_path, @file_size, @change_id, @stored_at)
     ON CONFLICT (account_id, order_id, id) DO UPDATE SET invoice_number = excluded.invoice_number,
       file_name = excluded.file_name, state = excluded.state, verification = excluded.verification,
       created_at = excluded.created_at, uploaded_at = excluded.uploaded_at, stored_at = excluded.stored_at`,
  );
  // A read of the order's invoices, as of the order's last change: the reader asks again once the order changes.
  const markRead = db.prepare<{ accountId: string; orderId: string; now: number }>(
    `INSERT INTO order_invoice_reads (account_id, order_id, read_at, order_updated_at)
     VALUES (@accountId, @orderId, @now, (SELECT updated_at FROM orders WHERE account_id = @accountId AND id = @orderId))
     ON CONFLICT (account_id, order_id) DO UPDATE SET read_at = excluded.read_at,
       order_updated_at = excluded.order_updated_at`,
  );
  const readAt = db.prepare<[string, string], { read_at: number }>(
    'SELECT read_at FROM order_invoice_reads WHERE account_id = ? AND order_id = ?',
  );

  const fromMarket = (accountId: string, orderId: string, m: MarketInvoice, now: number): InvoiceRow => ({
    account_id: accountId,
    order_id: orderId,
    id: m.id,
    invoice_number: m.invoiceNumber,
    file_name: m.fileName,
    state: m.uploadedAt ? 'uploaded' : 'sent',
    verification: m.verification,
    created_at: m.createdAt,
    uploaded_at: m.uploadedAt,
    file_path: null,
    file_size: null,
    change_id: null,
    stored_at: now,
  });

  return {
    list: (accountId: string, orderId: string): InvoiceRow[] => ofOrder.all(accountId, orderId),
    get: (accountId: string, orderId: string, id: string): InvoiceRow | undefined =>
      one.get(accountId, orderId, id),
    byChange: (changeId: number): InvoiceRow | undefined => byChange.get(changeId),
    readAt: (accountId: string, orderId: string): number | null =>
      readAt.get(accountId, orderId)?.read_at ?? null,
    insert: (row: InvoiceRow): void => void upsert.run(row),
    /**
     * The marketplace no longer has the order (merged into another, or gone): nothing to read until the local copy
     * changes it; its invoices stay as they were.
     */
    goneAt(accountId: string, orderId: string, now: number): void {
      markRead.run({ accountId, orderId, now });
    },
    /** The order's invoices as the marketplace lists them; answers whether the local copy changed. */
    replace(accountId: string, orderId: string, invoices: MarketInvoice[], now: number): boolean {
      return db.transaction(() => {
        const before = JSON.stringify(ofOrder.all(accountId, orderId).map(({ stored_at: _, ...r }) => r));
        const keep = new Set(invoices.map((i) => i.id));
        for (const row of ofOrder.all(accountId, orderId))
          if (!isLocalInvoice(row.id) && !keep.has(row.id))
            db.prepare('DELETE FROM order_invoices WHERE account_id = ? AND order_id = ? AND id = ?').run(
              accountId,
              orderId,
              row.id,
            );
        for (const invoice of invoices) upsert.run(fromMarket(accountId, orderId, invoice, now));
        markRead.run({ accountId, orderId, now });
        const after = JSON.stringify(ofOrder.all(accountId, orderId).map(({ stored_at: _, ...r }) => r));
        return before !== after;
      })();
    },
    /** The metadata was sent: the local row takes the marketplace's id (or joins the one found there). */
    adopt(row: InvoiceRow, id: string, now: number): void {
      const existing = one.get(row.account_id, row.order_id, id);
      db.prepare('DELETE FROM order_invoices WHERE account_id = ? AND order_id = ? AND id = ?').run(
        row.account_id,
        row.order_id,
        row.id,
      );
      upsert.run({ ...(existing ?? row), id, state: existing?.state ?? 'sent', stored_at: now });
      db.prepare(
        `UPDATE order_invoices SET file_path = ?, file_size = ?, change_id = ?
         WHERE account_id = ? AND order_id = ? AND id = ?`,
      ).run(row.file_path, row.file_size, row.change_id, row.account_id, row.order_id, id);
    },
    setUploaded(accountId: string, orderId: string, id: string, now: number): void {
      db.prepare(
        `UPDATE order_invoices SET state = 'uploaded', uploaded_at = coalesce(uploaded_at, ?), stored_at = ?
         WHERE account_id = ? AND order_id = ? AND id = ?`,
      ).run(iso(now), now, accountId, orderId, id);
    },
    remove(accountId: string, orderId: string, id: string): void {
      db.prepare('DELETE FROM order_invoices WHERE account_id = ? AND order_id = ? AND id = ?').run(
        accountId,
        orderId,
        id,
      );
    },
  };
}

export type InvoicesRepo = ReturnType<typeof createInvoicesRepo>;
