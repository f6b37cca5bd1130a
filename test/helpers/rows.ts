import type { Db } from '../../electron/core/db/open';

/** A signed-in account row, for tables that reference accounts (its user id is the part after the colon). */
export function insertAccount(db: Db, id = 'demo:1', login = 'seller'): void {
  db.prepare(
    `INSERT INTO accounts (id, environment, user_id, login, status, created_at, updated_at)
     VALUES (?, 'demo', ?, ?, 'signedIn', '2026-01-01', '2026-01-01')`,
  ).run(id, id.split(':')[1] ?? id, login);
}

/** A bare order row of an account (raw JSON `{}`), as far as the orders table of migration 032 needs. */
export function insertOrder(
  db: Db,
  id: string,
  status: string,
  buyerLogin: string,
  accountId = 'demo:1',
): void {
  db.prepare(
    `INSERT INTO orders (account_id, id, status, buyer_login, buyer_login_key, raw, synced_at)
     VALUES (?, ?, ?, ?, ?, '{}', 1)`,
  ).run(accountId, id, status, buyerLogin, buyerLogin);
}
