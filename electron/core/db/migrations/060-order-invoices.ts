import { migration } from './migration';

/**
 * The invoices the seller attached to orders, read from the marketplace when an order's detail opens and after an
 * upload, and the ones attached here on their way (the outbox's `invoice.attach`).
 * - `id` is the marketplace's, or `local-…` until the invoice's metadata is sent; `state` says how far it got:
 *   `draft` (only here), `sent` (the metadata is on the marketplace, its file not yet), `uploaded`;
 * - `file_path` is the PDF's copy in the data folder, kept so nothing is lost on a crash or while offline;
 * - `change_id` is the outbox change that attaches it (none for invoices only read from the marketplace);
 * - `order_invoice_reads` says when an order's invoices were last read, so "never read" is told from "none", and
 *   the order's `updated_at` then, so the sync reads again only the orders changed since.
 */
export const m060OrderInvoices = migration(
  '060-order-invoices',
  `
CREATE TABLE order_invoices (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  order_id TEXT NOT NULL,
  id TEXT NOT NULL,
  invoice_number TEXT,
  file_name TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('draft', 'sent', 'uploaded')),
  verification TEXT,
  created_at TEXT,
  uploaded_at TEXT,
  file_path TEXT,
  file_size INTEGER,
  change_id INTEGER,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, order_id, id)
) STRICT;
CREATE INDEX order_invoices_by_change ON order_invoices (change_id) WHERE change_id IS NOT NULL;

CREATE TABLE order_invoice_reads (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  order_id TEXT NOT NULL,
  read_at INTEGER NOT NULL,
  order_updated_at TEXT,
  PRIMARY KEY (account_id, order_id)
) STRICT;
`,
);
