import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createAccountsRepo } from '../../../electron/core/auth/accounts-repo';
import { openDatabase, type Db } from '../../../electron/core/db/open';
import { offerFromList } from '../../../electron/core/domains/offers/offer-records';
import { createOffersRepo } from '../../../electron/core/domains/offers/offers-repo';
import { insertAccount, insertOrder } from '../../helpers/rows';
import { tempDir } from '../../helpers/temp-dir';

const gone = 'demo:1';
const kept = 'demo:2';

const offer = (id: string, name: string) => {
  const raw = {
    id,
    name,
    sellingMode: { format: 'BUY_NOW', price: { amount: '5.00', currency: 'PLN' } },
    stock: { available: 2, sold: 0 },
    publication: { status: 'ACTIVE' },
  };
  return { record: offerFromList(raw), raw: JSON.stringify(raw) };
};

/** An order row of an account with its search entry, as the orders repository writes it. */
function orderWithEntry(db: Db, accountId: string, id: string, buyer: string): void {
  insertOrder(db, id, 'READY_FOR_PROCESSING', buyer, accountId);
  const { rowid } = db
    .prepare<[string, string], { rowid: number }>('SELECT rowid FROM orders WHERE account_id = ? AND id = ?')
    .get(accountId, id)!;
  db.prepare('INSERT INTO orders_fts (rowid, order_id, buyer, items, waybills) VALUES (?, ?, ?, ?, ?)').run(
    rowid,
    id,
    buyer,
    'kubek',
    '',
  );
}

const matches = (db: Db, table: 'offers_fts' | 'orders_fts', term: string): number =>
  (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${table} MATCH ?`).get(term) as { n: number }).n;

describe('removing an account', () => {
  it("takes the account's search entries with its rows and leaves another account's", () => {
    const db = openDatabase(join(tempDir('sd-account-removal-'), 'seller-desk.db'));
    insertAccount(db, gone, 'first');
    insertAccount(db, kept, 'second');
    const offers = createOffersRepo(db);
    offers.upsertListed(gone, [offer('1', 'Kubek czerwony'), offer('2', 'Kubek zielony')], 1000, 1);
    offers.upsertListed(kept, [offer('3', 'Kubek niebieski')], 1000, 1);
    orderWithEntry(db, gone, 'o-1', 'anna');
    orderWithEntry(db, kept, 'o-2', 'anna');
    expect(matches(db, 'offers_fts', 'kubek*')).toBe(3);
    expect(matches(db, 'orders_fts', 'anna*')).toBe(2);

    createAccountsRepo(db).remove(gone);

    expect(db.prepare('SELECT account_id FROM offers').all()).toEqual([{ account_id: kept }]);
    expect(matches(db, 'offers_fts', 'kubek*')).toBe(1);
    expect(matches(db, 'offers_fts', 'czerwony*')).toBe(0);
    expect(matches(db, 'orders_fts', 'anna*')).toBe(1);
    expect(db.prepare('SELECT count(*) AS n FROM offers_fts_docsize').get()).toEqual({ n: 1 });
    db.close();
  });
});
