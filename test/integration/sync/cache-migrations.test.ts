import { describe, expect, it } from 'vitest';
import { reopenedNewest, upgradedTo, upgradedWithRow } from '../../helpers/migrations';
import { insertAccount, insertOrder } from '../../helpers/rows';
import { createOffersRepo } from '../../../electron/core/domains/offers/offers-repo';
import {
  createOrdersRepo,
  missingOrdersSql,
  shipmentsDueSql,
} from '../../../electron/core/domains/orders/orders-repo';

/** Each migration in Signal's shape: migrate to N-1, write rows, migrate to N, check the rows and the new table. */
describe('cache and sync migrations', () => {
  it('030 adds sync bookkeeping that keeps accounts and dies with them', () => {
    const db = upgradedTo(30, (old) => {
      insertAccount(old);
    });
    expect(db.prepare('SELECT login FROM accounts').get()).toEqual({ login: 'seller' });
    db.prepare(
      "INSERT INTO sync_streams (account_id, stream, cursor) VALUES ('demo:1', 'orders', '42')",
    ).run();
    db.prepare(
      "INSERT INTO applied_events (account_id, stream, event_id, applied_at) VALUES ('demo:1', 'orders', 'e1', 1)",
    ).run();
    expect(() =>
      db.prepare("INSERT INTO sync_streams (account_id, stream) VALUES ('demo:1', 'bogus')").run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO applied_events (account_id, stream, event_id, applied_at) VALUES ('demo:1', 'orders', 'e1', 2)",
        )
        .run(),
    ).toThrow(/UNIQUE/);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM sync_streams').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM applied_events').get()).toEqual({ n: 0 });
    db.close();
  });

  it('031 adds offers, strict and searchable', () => {
    const db = upgradedWithRow(
      31,
      "INSERT INTO sync_streams (account_id, stream, cursor) VALUES ('demo:1', 'offers', 'c')",
    );
    expect(db.prepare('SELECT cursor FROM sync_streams').get()).toEqual({ cursor: 'c' });
    db.prepare(
      "INSERT INTO offers (account_id, id, name, name_key, synced_at) VALUES ('demo:1', '1', 'Kubek', 'kubek', 1)",
    ).run();
    expect(() =>
      db
        .prepare(
          "INSERT INTO offers (account_id, id, name, name_key, synced_at) VALUES ('demo:1', '2', 'x', 'x', 'soon')",
        )
        .run(),
    ).toThrow(/cannot store TEXT value in INTEGER column/);
    db.prepare("INSERT INTO offers_fts (rowid, title, ids) VALUES (1, 'kubek', '1')").run();
    expect(db.prepare("SELECT rowid FROM offers_fts WHERE offers_fts MATCH 'kub*'").get()).toEqual({
      rowid: 1,
    });
    db.close();
  });

  it('032 adds orders whose line items cascade with them', () => {
    const db = upgradedWithRow(
      32,
      "INSERT INTO offers (account_id, id, name, name_key, synced_at) VALUES ('demo:1', '1', 'Kubek', 'kubek', 1)",
    );
    expect(db.prepare('SELECT name FROM offers').get()).toEqual({ name: 'Kubek' });
    insertOrder(db, 'o1', 'BOUGHT', 'jan');
    db.prepare(
      "INSERT INTO order_line_items (account_id, line_item_id, order_id, offer_id) VALUES ('demo:1', 'l1', 'o1', '1')",
    ).run();
    expect(() =>
      db
        .prepare(
          "INSERT INTO order_line_items (account_id, line_item_id, order_id) VALUES ('demo:1', 'l2', 'nope')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.prepare("DELETE FROM orders WHERE id = 'o1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM order_line_items').get()).toEqual({ n: 0 });
    db.close();
  });

  it('033 adds ratings', () => {
    const db = upgradedTo(33, (old) => {
      insertAccount(old);
      insertOrder(old, 'o1', 'BOUGHT', 'jan');
    });
    expect(db.prepare('SELECT id FROM orders').get()).toEqual({ id: 'o1' });
    db.prepare(
      `INSERT INTO ratings (account_id, id, created_at, recommended, answered, raw, synced_at)
       VALUES ('demo:1', 'r1', '2026-01-01T00:00:00.000Z', 1, 0, '{}', 1)`,
    ).run();
    expect(db.prepare('SELECT count(*) AS n FROM ratings').get()).toEqual({ n: 1 });
    db.close();
  });

  it('034 adds reference data and the conditional-GET cache', () => {
    const db = upgradedWithRow(
      34,
      `INSERT INTO ratings (account_id, id, created_at, recommended, answered, raw, synced_at)
       VALUES ('demo:1', 'r1', '2026-01-01T00:00:00.000Z', 1, 0, '{}', 1)`,
    );
    expect(db.prepare('SELECT id FROM ratings').get()).toEqual({ id: 'r1' });
    db.prepare(
      "INSERT INTO reference_data (account_id, kind, body, fetched_at) VALUES ('demo:1', 'me', '{}', 1)",
    ).run();
    db.prepare(
      "INSERT INTO http_cache (account_id, url, last_modified, body, stored_at) VALUES ('demo:1', 'u', 'x', '{}', 1)",
    ).run();
    expect(() =>
      db
        .prepare(
          "INSERT INTO http_cache (account_id, url, last_modified, body, stored_at) VALUES ('nobody', 'u', 'x', '{}', 1)",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it('035 lets a stream remember an unfinished back-fill or re-list', () => {
    const db = upgradedWithRow(
      35,
      "INSERT INTO sync_streams (account_id, stream, cursor) VALUES ('demo:1', 'orders', '7')",
    );
    expect(db.prepare('SELECT cursor, resume FROM sync_streams').get()).toEqual({
      cursor: '7',
      resume: null,
    });
    db.prepare('UPDATE sync_streams SET resume = ?').run('{"kind":"backfill"}');
    expect(db.prepare('SELECT resume FROM sync_streams').get()).toEqual({ resume: '{"kind":"backfill"}' });
    db.close();
  });

  it('036 indexes the superseded orders', () => {
    const db = upgradedWithRow(
      36,
      `INSERT INTO orders (account_id, id, status, buyer_login, buyer_login_key, raw, synced_at, superseded_by)
       VALUES ('demo:1', 'o1', 'BOUGHT', 'jan', 'jan', '{}', 1, 'o2')`,
    );
    const plan = db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT id FROM orders WHERE account_id = 'demo:1' AND superseded_by IS NOT NULL",
      )
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join()).toContain('orders_superseded');
    expect(db.prepare('SELECT superseded_by FROM orders').get()).toEqual({ superseded_by: 'o2' });
    db.close();
  });

  it('045 indexes the hidden offers on their own, so listed offers are counted without a sort index', () => {
    const db = upgradedTo(45, (old) => {
      insertAccount(old);
      const insert = old.prepare(
        `INSERT INTO offers (account_id, id, name, name_key, hidden, synced_at) VALUES ('demo:1', ?, 'x', 'x', ?, 1)`,
      );
      insert.run('o1', 0);
      insert.run('o2', 1);
      insert.run('o3', 0);
    });
    for (const name of ['offers_by_name', 'offers_by_price', 'offers_by_stock', 'offers_by_sold']) {
      db.exec(`DROP INDEX ${name}`);
    }
    const count = createOffersRepo(db).count;
    expect(count('demo:1')).toBe(2);
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((p) => p.detail).join();
    expect(plan("SELECT count(*) FROM offers WHERE account_id = 'demo:1' AND hidden = 1")).toContain(
      'offers_hidden',
    );
    expect(plan("SELECT count(*) FROM offers WHERE account_id = 'demo:1'")).toContain('COVERING INDEX');
    db.close();
  });

  it('048 indexes the orders the list shows, so its counts and pages read no other order', () => {
    const db = upgradedTo(48, (old) => {
      insertAccount(old);
      const insert = old.prepare(
        `INSERT INTO orders (account_id, id, status, buyer_login, buyer_login_key, raw, synced_at, superseded_by)
         VALUES ('demo:1', ?, 'BOUGHT', 'jan', 'jan', '{}', 1, ?)`,
      );
      insert.run('o1', null);
      insert.run('o2', 'o1');
    });
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((p) => p.detail).join();
    const open = "FROM orders o WHERE o.account_id = 'demo:1' AND o.superseded_by IS NULL";
    expect(plan(`SELECT count(*) ${open}`)).toMatch(/COVERING INDEX orders_open|INDEX orders_open_by_/);
    expect(plan(`SELECT count(*) ${open} AND o.status IN ('BOUGHT')`)).toContain('orders_open');
    for (const [sort, index] of [
      ['o.bought_at DESC, o.id DESC', 'orders_open_by_bought'],
      ['o.updated_at ASC, o.id ASC', 'orders_open_by_updated'],
      ['o.total_value DESC, o.id DESC', 'orders_open_by_total'],
      ['o.buyer_login_key ASC, o.id ASC', 'orders_open_by_buyer'],
    ]) {
      const page = plan(`SELECT o.id ${open} ORDER BY ${sort} LIMIT 100`);
      expect(page).toContain(index);
      expect(page).not.toContain('TEMP B-TREE');
    }
    expect(db.prepare(`SELECT o.id ${open}`).all()).toEqual([{ id: 'o1' }]);
    db.close();
  });
  it("049 copies the offers' name order into a narrow table that every write keeps equal", () => {
    const db = upgradedTo(49, (old) => {
      insertAccount(old);
      insertAccount(old, 'demo:2', 'other');
      const insert = old.prepare(
        `INSERT INTO offers (account_id, id, name, name_key, hidden, synced_at) VALUES (?, ?, ?, ?, ?, 1)`,
      );
      insert.run('demo:1', 'o1', 'Kubek', 'kubek', 0);
      insert.run('demo:1', 'o2', 'Łopata', 'lopata', 1);
      insert.run('demo:2', 'o3', 'Miska', 'miska', 0);
    });
    const copy = () =>
      db
        .prepare('SELECT offer_rowid AS r, account_id, hidden, name_key, id FROM offer_sort_keys ORDER BY 1')
        .all();
    const offers = () =>
      db.prepare('SELECT rowid AS r, account_id, hidden, name_key, id FROM offers ORDER BY 1').all();
    expect(copy()).toHaveLength(3);
    expect(copy()).toEqual(offers());
    db.prepare(
      `INSERT INTO offers (account_id, id, name, name_key, synced_at) VALUES ('demo:1', 'o4', 'Dzban', 'dzban', 1)`,
    ).run();
    db.prepare("UPDATE offers SET name_key = 'kubek duzy', hidden = 1 WHERE id = 'o1'").run();
    db.prepare("UPDATE offers SET stock_available = 3 WHERE id = 'o4'").run();
    db.prepare("DELETE FROM offers WHERE id = 'o2'").run();
    expect(copy()).toEqual(offers());
    db.prepare("DELETE FROM accounts WHERE id = 'demo:2'").run();
    expect(copy()).toEqual(offers());
    expect(copy()).toHaveLength(2);
    db.close();
  });

  it("065 indexes each offer's EANs and each line item's external id, and keeps the EANs equal to the offer's JSON", () => {
    const detail = (...eans: string[]) =>
      JSON.stringify({
        parameters: [{ id: '11323', values: ['Nowy'] }],
        productSet: [
          { product: { id: '05901234123457', parameters: [{ id: '225693', values: eans }] } },
          { product: { id: 'c2a9b3e4-0d1f-4b6a-9e8d-7f6a5b4c3d2e' } },
        ],
      });
    const db = upgradedTo(65, (old) => {
      insertAccount(old);
      const offer = old.prepare(
        `INSERT INTO offers (account_id, id, name, name_key, detail_raw, synced_at) VALUES ('demo:1', ?, 'x', 'x', ?, 1)`,
      );
      offer.run('o1', detail('5901234123457', '5907654321098'));
      offer.run('o2', '{"productSet": [');
      offer.run('o3', null);
      insertOrder(old, 'order-1', 'READY_FOR_PROCESSING', 'buyer');
      old.prepare("UPDATE orders SET raw = ? WHERE id = 'order-1'").run(
        JSON.stringify({
          lineItems: [
            { id: 'li-1', offer: { id: 'o1', external: { id: 'SKU-1' } } },
            { id: 'li-2', offer: { id: 'o9' } },
          ],
        }),
      );
      const item = old.prepare(
        "INSERT INTO order_line_items (account_id, line_item_id, order_id, offer_id) VALUES ('demo:1', ?, 'order-1', ?)",
      );
      item.run('li-1', 'o1');
      item.run('li-2', 'o9');
    });
    const codes = () =>
      db.prepare('SELECT offer_id, code FROM offer_codes ORDER BY offer_id, code').all() as object[];
    expect(codes()).toEqual([
      { offer_id: 'o1', code: '05901234123457' },
      { offer_id: 'o1', code: '5901234123457' },
      { offer_id: 'o1', code: '5907654321098' },
    ]);
    expect(db.prepare('SELECT line_item_id, external_id FROM order_line_items ORDER BY 1').all()).toEqual([
      { line_item_id: 'li-1', external_id: 'SKU-1' },
      { line_item_id: 'li-2', external_id: null },
    ]);
    const plan = db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT order_id FROM order_line_items WHERE account_id = 'demo:1' AND external_id = 'SKU-1'",
      )
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join()).toContain('order_line_items_by_external');

    // Every write keeps the codes equal to the JSON: the single-offer read, the seller's edit, a new offer.
    const setDetail = db.prepare("UPDATE offers SET detail_raw = ? WHERE account_id = 'demo:1' AND id = ?");
    setDetail.run(detail('5900000000017'), 'o1');
    setDetail.run(detail('5900000000024'), 'o3');
    db.prepare(
      `INSERT INTO offers (account_id, id, name, name_key, detail_raw, synced_at) VALUES ('demo:1', 'o4', 'y', 'y', ?, 1)`,
    ).run(detail('5900000000031'));
    db.prepare("UPDATE offers SET stock_available = 3 WHERE id = 'o4'").run();
    expect(codes()).toEqual([
      { offer_id: 'o1', code: '05901234123457' },
      { offer_id: 'o1', code: '5900000000017' },
      { offer_id: 'o3', code: '05901234123457' },
      { offer_id: 'o3', code: '5900000000024' },
      { offer_id: 'o4', code: '05901234123457' },
      { offer_id: 'o4', code: '5900000000031' },
    ]);
    // JSON that does not parse names no code and stops no write.
    setDetail.run('not json', 'o3');
    db.prepare("DELETE FROM offers WHERE id = 'o4'").run();
    expect(codes()).toEqual([
      { offer_id: 'o1', code: '05901234123457' },
      { offer_id: 'o1', code: '5900000000017' },
    ]);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(codes()).toEqual([]);
    db.close();
  });

  it("067 answers the orders turn's two questions from partial indexes of the orders they name", () => {
    const rows: [id: string, sent: string, revision: string, read: string | null, flag: string][] = [
      ['m1', 'NONE', 'r1', 'r1', 'missing'],
      ['m2', 'NONE', 'r1', 'r1', 'missing, superseded'],
      ['d1', 'SOME', 'r1', null, ''],
      ['d2', 'ALL', 'r2', 'r1', ''],
      ['s1', 'ALL', 'r1', 'r1', ''],
      ['n1', 'NONE', 'r1', null, ''],
      ['x1', 'ALL', 'r1', null, 'superseded'],
    ];
    let db = upgradedTo(67, (old) => {
      insertAccount(old);
      rows.forEach(([id, sent, revision, read, flag], i) => {
        insertOrder(old, id, 'READY_FOR_PROCESSING', 'buyer');
        old
          .prepare(
            `UPDATE orders SET line_items_sent = ?, revision = ?, shipments_revision = ?, bought_at = ?,
               missing_since = ?, superseded_by = ? WHERE id = ?`,
          )
          .run(
            sent,
            revision,
            read,
            `2026-03-0${i + 1}T10:00:00Z`,
            flag.includes('missing') ? 1 : null,
            flag.includes('superseded') ? 'o9' : null,
            id,
          );
      });
    });
    db = reopenedNewest(db);
    const orders = createOrdersRepo(db);
    expect(orders.missingIds('demo:1')).toEqual(['m1']);
    expect(orders.pendingShipments('demo:1', 10)).toEqual([
      { id: 'd2', revision: 'r2' },
      { id: 'd1', revision: 'r1' },
    ]);
    const plan = (sql: string, ...params: unknown[]) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
        .map((p) => p.detail)
        .join();
    expect(plan(missingOrdersSql, 'demo:1')).toContain('USING INDEX orders_missing');
    // Newest first straight from the index: no sort of the due orders.
    expect(plan(shipmentsDueSql, 'demo:1', 10)).toMatch(/USING INDEX orders_shipments_due[^,]*$/);

    // Reading the tracking numbers, or the order turning up again, takes it out of its index.
    db.prepare("UPDATE orders SET shipments_revision = 'r1' WHERE id = 'd1'").run();
    db.prepare("UPDATE orders SET missing_since = NULL WHERE id = 'm1'").run();
    expect(orders.pendingShipments('demo:1', 10)).toEqual([{ id: 'd2', revision: 'r2' }]);
    expect(orders.missingIds('demo:1')).toEqual([]);
    db.close();
  });
});
