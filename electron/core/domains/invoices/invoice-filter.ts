/**
 * The orders list's "invoice asked, not attached": the buyer asked for an invoice, the order is not cancelled, and
 * no invoice is on the marketplace or on its way there (one refused and left failed does not count as attached).
 * A condition on the list's `o` (orders) alias.
 */
export const invoiceMissingWhere = `o.invoice_required = 1
  AND o.status <> 'CANCELLED'
  AND NOT EXISTS (SELECT 1 FROM order_invoices i WHERE i.account_id = o.account_id AND i.order_id = o.id
    AND (i.state <> 'draft' OR EXISTS (SELECT 1 FROM outbox_changes c WHERE c.id = i.change_id
      AND c.state IN ('queued', 'sending', 'confirming'))))`;
