import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { OutboxKind } from '../../outbox/kinds';
import { restoreInvoice, runInvoice } from './invoice-step';

/** A refused invoice stayed shown (failed) with its file copy; a dropped one that never reached the marketplace goes. */
export const invoiceKind = ({ db }: ChangeBuilderDeps): OutboxKind => ({
  tables: ['order_invoices', 'orders'],
  run: runInvoice,
  discarded: (row) => restoreInvoice(db, row),
});
