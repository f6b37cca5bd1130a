import type { OutboxKind } from '../../outbox/kinds';
import { runOrderChange } from './tracking-step';

/**
 * An order's tracking numbers and status set by hand: nothing of them is written into the local copy before the
 * marketplace confirms them (the detail shows the changes themselves), so a dropped one has nothing to put back.
 */
export const orderKind = (): OutboxKind => ({
  tables: ['orders'],
  name: 'SELECT o.buyer_login FROM orders o WHERE o.account_id = c.account_id AND o.id = c.entity_id',
  run: runOrderChange,
});
