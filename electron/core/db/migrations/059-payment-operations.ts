import { migration } from './migration';

/**
 * The seller's payment operations (incomes, payouts, refunds...) as the money stream reads them, newest first.
 * - The marketplace gives an operation no id: `id` is a digest of what tells one operation from another (see
 *   records/payment-operation.ts), so reading the same operation again replaces its row.
 * - `payment_operation_reads` keeps a read pass that did not end in one turn (its window and the offset reached),
 *   per wallet, so the next turn goes on where this one stopped.
 * - `orders_by_payment` lets an operation find its order by the payment's id inside the order's JSON.
 */
export const m059PaymentOperations = migration(
  '059-payment-operations',
  `
CREATE TABLE payment_operations (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  occurred_ms INTEGER NOT NULL,
  type TEXT NOT NULL,
  op_group TEXT NOT NULL,
  wallet_type TEXT NOT NULL CHECK (wallet_type IN ('AVAILABLE', 'WAITING')),
  wallet_operator TEXT,
  currency TEXT NOT NULL,
  value_amount TEXT NOT NULL,
  value_cents INTEGER NOT NULL,
  balance_amount TEXT,
  balance_cents INTEGER,
  payment_id TEXT,
  participant_login TEXT,
  participant_name TEXT,
  raw TEXT NOT NULL,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;
CREATE INDEX payment_operations_by_time ON payment_operations (account_id, occurred_ms);
CREATE INDEX payment_operations_by_wallet ON payment_operations (account_id, wallet_type, occurred_ms);
CREATE INDEX payment_operations_by_payment ON payment_operations (account_id, payment_id);

CREATE TABLE payment_operation_reads (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  wallet_type TEXT NOT NULL CHECK (wallet_type IN ('AVAILABLE', 'WAITING')),
  since TEXT NOT NULL,
  until TEXT NOT NULL,
  next_offset INTEGER NOT NULL CHECK (next_offset >= 0),
  PRIMARY KEY (account_id, wallet_type)
) STRICT;

CREATE INDEX orders_by_payment ON orders (account_id, json_extract(raw, '$.payment.id'));
`,
);
