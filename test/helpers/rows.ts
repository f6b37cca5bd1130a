import type { Db } from '../../electron/core/db/open';
import type { NewShipment } from '../../electron/core/shipping/shipment-repo';
import type { ShippingFamily } from '../../electron/core/market/environments/environments';

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

/**
 * A made parcel of order `orderId` (state `done`, a PDF label on A6), as far as the shipments table of migration
 * 040 needs; `waybills` is its JSON list of waybill numbers.
 */
export function insertDoneShipment(
  db: Db,
  shipment: { orderId: string; commandId: string; family: ShippingFamily; waybills?: string },
): void {
  db.prepare(
    `INSERT INTO shipments (account_id, order_id, command_id, family, state, waybills, label_format, page_size,
       draft, created_at, updated_at)
     VALUES ('demo:1', ?, ?, ?, 'done', ?, 'PDF', 'A6', '{}', 1, 1)`,
  ).run(shipment.orderId, shipment.commandId, shipment.family, shipment.waybills ?? '[]');
}

/** A parcel of account demo:1 waiting to be made (a PDF label on A6, no input yet), for the shipment repository. */
export const waitingShipment = (
  shipment: Pick<NewShipment, 'orderId' | 'commandId' | 'family'> & Partial<NewShipment>,
): NewShipment => ({
  accountId: 'demo:1',
  state: 'waiting',
  labelFormat: 'PDF',
  pageSize: 'A6',
  draft: '{}',
  input: null,
  additional: false,
  print: null,
  printerId: null,
  ...shipment,
});
