import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openDatabase, type Db } from '../../../electron/core/db/open';
import { createOrdersRepo, type Settle } from '../../../electron/core/domains/orders/orders-repo';
import { orderFromForm } from '../../../electron/core/domains/orders/order-records';
import { tempDir } from '../../helpers/temp-dir';
import { insertAccount } from '../../helpers/rows';

const A = 'demo:1';

const form = (id: string, revision: string, title: string, sent: 'NONE' | 'ALL' = 'NONE') =>
  orderFromForm({
    id,
    status: 'READY_FOR_PROCESSING',
    revision,
    updatedAt: '2026-11-20T10:00:00.000Z',
    buyer: {
      login: 'Łucja_K',
      firstName: 'Łucja',
      lastName: 'Kowalska',
      companyName: 'Ogródek sp. z o.o.',
      email: 'lucja@example.pl',
      phoneNumber: '+48 600 100 200',
    },
    lineItems: [
      { id: `${id}-li`, offer: { id: '77', name: title }, quantity: 2, boughtAt: '2026-11-19T09:00:00.000Z' },
    ],
    fulfillment: { status: 'NEW', shipmentSummary: { lineItemsSent: sent } },
    summary: { totalToPay: { amount: '49.90', currency: 'PLN' } },
    payment: { id: `${id}-pay`, type: 'ONLINE', finishedAt: '2026-11-19T09:01:00.000Z' },
    delivery: { method: { id: 'm1', name: 'Paczkomat' } },
  });

function freshDb(): Db {
  const db = openDatabase(join(tempDir('sd-order-writes-'), 'seller-desk.db'));
  insertAccount(db, A);
  return db;
}

const rows = (db: Db) =>
  db
    .prepare(
      `SELECT id, status, revision, buyer_login, buyer_name, total_value, item_count, first_item_title, paid,
         shipments_revision, shipments_raw, superseded_by, missing_since
       FROM orders ORDER BY id`,
    )
    .all();

const items = (db: Db) =>
  db.prepare('SELECT line_item_id, order_id, offer_id FROM order_line_items ORDER BY 1, 2').all();

/** Every (order, word) the search index finds for the words given, sorted. */
function found(db: Db, words: string[]): string[] {
  const match = db.prepare<[string], { id: string }>(
    `SELECT id FROM orders WHERE rowid IN (SELECT rowid FROM orders_fts WHERE orders_fts MATCH ?) ORDER BY id`,
  );
  return words.flatMap((word) => match.all(`"${word}"*`).map((r) => `${r.id}:${word}`)).sort();
}

const entries = (db: Db): number =>
  (db.prepare('SELECT count(*) AS n FROM orders_fts_docsize').get() as { n: number }).n;

const words = ['o-1', 'lucja', 'kowal', 'ogrodek', 'example', '600100200', 'czajnik', 'dzbanek', 'wb123'];

describe('an order written into the cache', () => {
  it.each<[Settle | undefined]>([['none'], ['later'], [undefined]])(
    'new to the cache, it gets the row, line items and search entry of an order written again (settle: %s)',
    (settle) => {
      const fresh = freshDb();
      const again = freshDb();
      const order = form('o-1', 'r1', 'Czajnik elektryczny', settle === 'none' ? 'NONE' : 'ALL');
      createOrdersRepo(fresh).upsert(A, order, 1000, { settle });
      const repo = createOrdersRepo(again);
      repo.upsert(A, form('o-1', 'r0', 'Dzbanek'), 500);
      repo.upsert(A, order, 1000, { settle });
      expect(rows(fresh)).toEqual(rows(again));
      expect(items(fresh)).toEqual(items(again));
      expect(found(fresh, words)).toEqual(found(again, words));
      expect(found(fresh, words)).toEqual(
        ['o-1', 'lucja', 'kowal', 'ogrodek', 'example', '600100200', 'czajnik'].map((w) => `o-1:${w}`).sort(),
      );
      expect(entries(fresh)).toBe(1);
      expect(entries(again)).toBe(1);
      // Settled tracking numbers are not read again at this revision; unsettled ones wait for catchUpShipments.
      const pending = createOrdersRepo(fresh).pendingShipments(A, 10);
      expect(pending.map((p) => p.id)).toEqual(settle ? [] : ['o-1']);
    },
  );

  it('written later in a batch, new and known orders get their entries, a known one keeps its waybills', () => {
    const db = freshDb();
    const repo = createOrdersRepo(db);
    repo.upsert(A, form('o-1', 'r0', 'Dzbanek', 'ALL'), 500);
    repo.setShipments(
      A,
      'o-1',
      [{ waybill: 'WB123', carrierId: 'INPOST', carrierName: null, createdAt: null, lineItemIds: [] }],
      'r0',
    );
    const later = repo.pendingIndex();
    repo.upsert(A, form('o-1', 'r1', 'Czajnik elektryczny', 'ALL'), 1000, { later });
    repo.upsert(A, form('o-2', 'r1', 'Dzbanek', 'ALL'), 1000, { later });
    // Nothing is searchable by its new text before the batch's entries are written.
    expect(found(db, ['czajnik', 'o-2'])).toEqual([]);
    repo.reindex(A, later);
    expect(found(db, ['czajnik', 'dzbanek', 'wb123', 'o-2'])).toEqual(
      ['o-1:czajnik', 'o-1:wb123', 'o-2:dzbanek', 'o-2:o-2'].sort(),
    );
    expect(entries(db)).toBe(2);
  });
});
