import { migration } from './migration';

/**
 * Each order's payment id in a column of its own, indexed, in place of the index on the order's JSON that 059
 * made (`json_extract(raw, '$.payment.id')`). That index made every order's write parse its whole JSON once more
 * inside SQLite: about a tenth of the writer thread's work in a first back-fill. The orders' writes fill the column from here on; the
 * rows already there are filled from their JSON (which parses: the old index would have refused it otherwise).
 */
export const m066OrderPaymentIds = migration(
  '066-order-payment-ids',
  `
ALTER TABLE orders ADD COLUMN payment_id TEXT;
UPDATE orders SET payment_id = json_extract(raw, '$.payment.id')
  WHERE json_type(raw, '$.payment.id') = 'text';
DROP INDEX orders_by_payment;
CREATE INDEX orders_by_payment ON orders (account_id, payment_id) WHERE payment_id IS NOT NULL;
`,
);
