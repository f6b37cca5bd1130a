import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../../electron/core/db/open';
import { createOffersRepo } from '../../../electron/core/domains/offers/offers-repo';
import { offerFromList } from '../../../electron/core/domains/offers/offer-records';
import { tempDir } from '../../helpers/temp-dir';
import { insertAccount } from '../../helpers/rows';

const A = 'demo:1';

const item = (id: string, name: string, external: string | null = null) => {
  const raw = {
    id,
    name,
    sellingMode: { format: 'BUY_NOW', price: { amount: '5.00', currency: 'PLN' } },
    stock: { available: 2, sold: 1 },
    publication: { status: 'ACTIVE' },
    ...(external ? { external: { id: external } } : {}),
  };
  return { record: offerFromList(raw), raw: JSON.stringify(raw) };
};

function freshDb(): Db {
  const db = openDatabase(join(tempDir('sd-load-'), 'seller-desk.db'));
  insertAccount(db, A);
  return db;
}

/** Every (offer, word) the search index finds for the words given, sorted. */
function found(db: Db, words: string[]): string[] {
  const match = db.prepare<[string], { id: string }>(
    `SELECT o.id FROM offers o WHERE o.rowid IN (SELECT rowid FROM offers_fts WHERE offers_fts MATCH ?)
     ORDER BY o.id`,
  );
  return words.flatMap((word) => match.all(`"${word}"*`).map((r) => `${r.id}:${word}`)).sort();
}

const table = (db: Db) =>
  db
    .prepare(
      'SELECT id, name, name_key, price_value, stock_available, external_id, relist_seen FROM offers ORDER BY id',
    )
    .all();

const entries = (db: Db): number =>
  (db.prepare('SELECT count(*) AS n FROM offers_fts_docsize').get() as { n: number }).n;

describe("a first load's pages (loadListed)", () => {
  const page = [item('1', 'Kubek czerwony', 'SKU-1'), item('2', 'Łopata ogrodowa'), item('3', 'Miska')];
  const words = ['kubek', 'czerw', 'lopata', 'miska', 'sku', 'zielony', '2'];

  it('writes the same rows and search entries as the row-by-row upsert', () => {
    const loaded = freshDb();
    const upserted = freshDb();
    createOffersRepo(loaded).loadListed(A, page, 1000, 7);
    createOffersRepo(upserted).upsertListed(A, page, 1000, 7);
    expect(table(loaded)).toEqual(table(upserted));
    expect(found(loaded, words)).toEqual(found(upserted, words));
    expect(found(loaded, words)).toContain('1:sku');
    expect(entries(loaded)).toBe(3);
  });

  it('an offer already there (a shifted page, or the window wrote it) keeps one entry, with its new text', () => {
    const db = freshDb();
    const repo = createOffersRepo(db);
    repo.loadListed(A, [item('1', 'Kubek zielony'), item('2', 'Łopata ogrodowa')], 1000, 7);
    repo.loadListed(A, page, 2000, 7);
    expect(found(db, words)).toEqual(['1:czerw', '1:kubek', '1:sku', '2:2', '2:lopata', '3:miska'].sort());
    expect(entries(db)).toBe(3);
    expect(table(db)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: '1', name: 'Kubek czerwony', external_id: 'SKU-1' }),
      ]),
    );
  });
});
