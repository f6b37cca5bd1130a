import { migration } from './migration';

/**
 * Whether the buyer asked for an invoice, in a column of each order instead of inside its JSON, with a partial
 * index of the current, not cancelled orders that asked. The invoices reader asks on the window's thread, every
 * turn, for the newest of those orders whose invoices it has not read at their last change: through the JSON that
 * meant parsing every order's (about 100 ms for 20 000 orders once all were read, over a second from a cold cache);
 * the index, which also holds what the question compares (the order's id and time of change), answers in 3 ms.
 * The orders list's filter and the packing station's read the column too. The orders' writes fill it from here on;
 * the rows already there are filled from their JSON.
 */
export const m068OrderInvoiceRequired = migration(
  '068-order-invoice-required',
  `
ALTER TABLE orders ADD COLUMN invoice_required INTEGER NOT NULL DEFAULT 0 CHECK (invoice_required IN (0, 1));
UPDATE orders SET invoice_required = 1 WHERE json_type(raw, '$.invoice.required') = 'true';
CREATE INDEX orders_invoice_asked ON orders (account_id, bought_at, id, updated_at)
  WHERE invoice_required = 1 AND superseded_by IS NULL AND status <> 'CANCELLED';
`,
);
