import type { OrderInvoice, OrderInvoices } from '../../../../shared/invoices';
import type { ChangeState } from '../../../../shared/outbox';
import type { Db } from '../../db/open';
import type { InvoicesRepo } from './invoices-repo';
import { iso } from '../../kernel/time/iso';

/** Where a change stands still matters to the seller: on its way, or refused (until retried or discarded). */
const shownStates: ChangeState[] = ['queued', 'sending', 'confirming', 'failed'];

/** An order's invoice part from the local copy alone (offline too). */
export function createInvoiceView(db: Db, repo: InvoicesRepo) {
  const asked = db.prepare<[string, string], { required: number }>(
    'SELECT invoice_required AS required FROM orders WHERE account_id = ? AND id = ?',
  );
  const changeOf = db.prepare<[number], { state: ChangeState; errors: string }>(
    'SELECT state, errors FROM outbox_changes WHERE id = ?',
  );
  return (accountId: string, orderId: string): OrderInvoices => {
    const readAt = repo.readAt(accountId, orderId);
    const invoices = repo.list(accountId, orderId).map((row): OrderInvoice => {
      const change = row.change_id === null ? undefined : changeOf.get(row.change_id);
      const errors = change ? (JSON.parse(change.errors) as { userMessage?: string }[]) : [];
      return {
        id: row.id,
        invoiceNumber: row.invoice_number,
        fileName: row.file_name,
        state: row.state,
        verification: row.verification,
        createdAt: row.created_at,
        uploadedAt: row.uploaded_at,
        change:
          change && shownStates.includes(change.state)
            ? { id: row.change_id!, state: change.state, error: errors[0]?.userMessage ?? null }
            : null,
      };
    });
    return {
      orderId,
      required: asked.get(accountId, orderId)?.required === 1,
      readAt: iso(readAt),
      invoices,
    };
  };
}
