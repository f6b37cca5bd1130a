import { migration } from './migration';

/**
 * The two questions every turn of the orders stream asks on the window's thread, each answered by a partial index
 * that holds only the orders it names, so neither reads every order's row (on a shop of 20 000 orders each read
 * took 30 ms to a second, the longer right after a back-fill, on every turn):
 * - `orders_missing`: current orders that answered 404, to be linked to the order that took their line items;
 * - `orders_shipments_due`: current orders that sent something and whose tracking numbers were not read at their
 *   revision, newest first. Its condition is the query's (`shipmentsDueSql` in orders-repo.ts) word for word: the
 *   planner takes a partial index only for a query whose terms imply the index's own.
 * Both are near empty in a back-fill (an order written by one is neither missing nor, when older than the days
 * whose tracking numbers it reads, due), so the load keeps them up for next to nothing.
 */
export const m067OrderTurnIndexes = migration(
  '067-order-turn-indexes',
  `
CREATE INDEX orders_missing ON orders (account_id) WHERE missing_since IS NOT NULL AND superseded_by IS NULL;
CREATE INDEX orders_shipments_due ON orders (account_id, bought_at)
  WHERE superseded_by IS NULL AND line_items_sent IN ('SOME', 'ALL')
    AND (shipments_revision IS NULL OR shipments_revision <> coalesce(revision, ''));
`,
);
