import { migration } from './migration';

/**
 * The paid orders the seller was told of (a notification, the web host's too), so each new order is announced once,
 * also across restarts: `order_notices` holds every order that was waiting to be packed when the core looked, gone
 * with its order. `order_notice_baselines` marks the accounts whose waiting orders were first taken in silently
 * (after their first sync), so an account added with three hundred orders to pack announces none of them, while an
 * account whose queue was empty then still announces its first new order.
 */
export const m090OrderNotices = migration(
  '090-order-notices',
  `
CREATE TABLE order_notices (
  account_id TEXT NOT NULL,
  order_id TEXT NOT NULL,
  noticed_at INTEGER NOT NULL,
  announced INTEGER NOT NULL CHECK (announced IN (0, 1)),
  PRIMARY KEY (account_id, order_id),
  FOREIGN KEY (account_id, order_id) REFERENCES orders (account_id, id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

CREATE TABLE order_notice_baselines (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  taken_at INTEGER NOT NULL
) STRICT;
`,
);
