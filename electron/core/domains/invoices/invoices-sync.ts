import { fetchInvoices } from './fetch';
import { createInvoicesRepo } from './invoices-repo';
import { isGone, readEach } from '../../sync/context';
import type { StreamReader } from '../../sync/readers';

/**
 * Orders' invoices for the orders list's "invoice asked, not attached": the orders whose buyer asked for an invoice
 * and whose invoices were never read, or read before the order last changed (an invoice attached elsewhere changes
 * it), the newest first, `readsPerTurn` a turn, one request each, a few at once. Orders with an invoice on its way
 * are left to the outbox. Read by the orders stream beside the tracking numbers: both follow what it writes, and a
 * first sync reads every order that asked (a shop of 2000 orders: about 350), which as a part of the money stream
 * began only once its other lists were read.
 */
export const invoicesReader: StreamReader = {
  name: 'invoices',
  // Read order by order: no list of the part as a whole that could say it is not served.
  lists: [],
  tables: ['order_invoices', 'orders'],
  async read(ctx) {
    // Through the index of the orders that asked (068), newest first: once all are read, the walk covers those
    // orders alone, not every order's row. Named, so a planner's choice of another index of the account's orders
    // cannot bring the full walk back on the window's thread.
    const due = ctx.db
      .prepare<[string, number], { id: string }>(
        `SELECT o.id FROM orders o INDEXED BY orders_invoice_asked
         LEFT JOIN order_invoice_reads r ON r.account_id = o.account_id AND r.order_id = o.id
         WHERE o.account_id = ? AND o.invoice_required = 1
           AND o.status <> 'CANCELLED' AND o.superseded_by IS NULL
           AND (r.read_at IS NULL OR o.updated_at IS NOT r.order_updated_at)
           AND NOT EXISTS (SELECT 1 FROM outbox_changes c WHERE c.account_id = o.account_id
             AND c.entity_type = 'invoice' AND c.entity_id = o.id AND c.state IN ('queued', 'sending', 'confirming'))
         ORDER BY o.bought_at DESC LIMIT ?`,
      )
      .all(ctx.accountId, ctx.options.readsPerTurn + 1);
    const repo = createInvoicesRepo(ctx.db);
    const ids = due.slice(0, ctx.options.readsPerTurn).map((order) => order.id);
    const changes = await readEach(
      ctx,
      ids,
      async (id) => {
        ctx.signal.throwIfAborted();
        try {
          return await fetchInvoices(ctx.client, repo, ctx.accountId, id, ctx.clock.now());
        } catch (error) {
          // An order merged away or gone answers 404 before the orders stream has seen it: the other orders go on.
          if (!isGone(error)) throw error;
          repo.goneAt(ctx.accountId, id, ctx.clock.now());
          return false;
        }
      },
      null,
    );
    return { changed: changes.includes(true), more: due.length > ctx.options.readsPerTurn };
  },
  count: (db, accountId) =>
    db
      .prepare<[string], { n: number }>('SELECT count(*) AS n FROM order_invoices WHERE account_id = ?')
      .get(accountId)!.n,
};
