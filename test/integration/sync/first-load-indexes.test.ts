import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { openDatabase } from '../../../electron/core/db/open';
import { offerSortIndexes } from '../../../electron/core/domains/offers/offer-columns';
import { orderSortIndexes } from '../../../electron/core/domains/orders/orders-repo';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { dbFile } from '../../helpers/migrations';
import { projectRoot } from '../../helpers/cli';
import { startTestMarket } from '../../helpers/demo-market';
import { localDb, signedInCore } from '../../helpers/core';
import { compare, localSnapshot, serverSnapshot } from '../../helpers/sync';

let market: DemoMarket;
beforeAll(async () => {
  market = await startTestMarket({ offers: 2500, orders: 0, ratings: 0 });
});
afterAll(() => market.close());

const sortIndexes = (db: ReturnType<typeof openDatabase>): string[] =>
  db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'offers' AND name LIKE 'offers_by_%' ORDER BY name",
    )
    .all()
    .map((r) => r.name);

/** The cache holds exactly the marketplace's rows of this kind, and more than `atLeast` of them. */
function expectSameAsMarket(
  of: DemoMarket,
  db: ReturnType<typeof openDatabase>,
  accountId: string,
  rows: 'offers' | 'orders',
  atLeast: number,
): void {
  const diff = compare(serverSnapshot(of), localSnapshot(db, accountId));
  expect(diff[rows].local).toEqual(diff[rows].server);
  expect(diff[rows].local.length).toBeGreaterThan(atLeast);
}

// A statement that names an index (INDEXED BY) fails while that index is missing: a load must never defer one.
it('no statement of the app names an index that a first load goes without', () => {
  const deferred = new Set([...offerSortIndexes, ...orderSortIndexes].map((sql) => sql.split(' ')[2]!));
  const named = readdirSync(join(projectRoot, 'electron'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [
      ...readFileSync(join(projectRoot, 'electron', file), 'utf8').matchAll(/INDEXED BY (\w+)/g),
    ])
    .map((match) => match[1]!);
  expect(named).toContain('orders_open');
  expect(named.filter((name) => deferred.has(name))).toEqual([]);
});

describe('the first load of offers goes without sort indexes and builds them at its end', () => {
  it('the indexes it leaves out are those the migrations define', () => {
    const db = openDatabase(dbFile());
    const defined = db
      .prepare<[], { sql: string }>(
        "SELECT sql FROM sqlite_master WHERE type = 'index' AND name LIKE 'offers_by_%' ORDER BY name",
      )
      .all()
      .map((r) => r.sql);
    expect([...defined].sort()).toEqual([...offerSortIndexes].sort());
    db.close();
  });

  // 2500 offers are three pages: under `writerThreadFrom` they are written on the core's own thread; with it
  // lowered, the pages after the first (once the total is known) on the sync's writer thread.
  it.each([
    { where: "on the core's thread", writerThreadFrom: 5000, threaded: false },
    { where: "on the sync's writer thread", writerThreadFrom: 1000, threaded: true },
  ])(
    'an interrupted first load $where keeps going without them, then builds them; the cache equals the marketplace',
    async ({ writerThreadFrom, threaded }) => {
      const logged: string[] = [];
      const logger = { ...silentLogger, info: (message: string) => void logged.push(message) };
      const { core, accountId } = await signedInCore(market, { syncOptions: { writerThreadFrom }, logger });
      const db = localDb(core);
      try {
        const seen: { done: number; indexes: string[] }[] = [];
        // The pages after the first wait until it is written; from then on they fail for good (the second one may
        // still come, having been asked for before), and the load stops with its position stored.
        market.control.holdRequests({ path: '^/sale/offers$', passes: 1 });
        await core.sync
          .runOnce({
            accountId,
            streams: ['offers'],
            onStatus: () => {
              const progress = core.sync.accountStatus(accountId).streams.offers.progress;
              if (progress?.phase !== 'relist' || progress.done === 0) return;
              seen.push({ done: progress.done, indexes: sortIndexes(db) });
              market.control.setFaults({
                rules: [{ kind: 'status', status: 400, share: 1, path: '^/sale/offers$' }],
              });
              market.control.endHold();
            },
          })
          .catch(() => undefined);
        expect(seen.length).toBeGreaterThan(0);
        expect(seen.every((s) => s.indexes.length === 0)).toBe(true);
        const stopped = db
          .prepare<[string], { resume: string | null }>(
            "SELECT resume FROM sync_streams WHERE account_id = ? AND stream = 'offers'",
          )
          .get(accountId)!;
        expect(JSON.parse(stopped.resume!)).toMatchObject({ kind: 'relist', sortIndexesDeferred: true });
        expect(sortIndexes(db)).toEqual([]);

        market.control.clearFaults();
        await core.sync.runOnce({ accountId, streams: ['offers'] });
        expect(sortIndexes(db)).toEqual([
          'offers_by_name',
          'offers_by_price',
          'offers_by_sold',
          'offers_by_status',
          'offers_by_stock',
        ]);
        expectSameAsMarket(market, db, accountId, 'offers', 2000);
        // Every offer has one search entry, the interrupted page's included.
        const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
        expect(count('SELECT count(*) AS n FROM offers_fts_docsize')).toBe(
          count('SELECT count(*) AS n FROM offers'),
        );
        // The list's JSON keeps what a screen reads and no column holds.
        const kept = db
          .prepare<[string], { list_raw: string }>(
            'SELECT list_raw FROM offers WHERE account_id = ? LIMIT 50',
          )
          .all(accountId)
          .flatMap((r) => Object.keys(JSON.parse(r.list_raw) as object));
        expect(new Set(kept)).toEqual(new Set(['external', 'publication', 'delivery', 'stats']));
        expect(logged.includes("a large load is written on the sync's writer thread")).toBe(threaded);
      } finally {
        market.control.clearFaults();
        market.control.endHold();
        await core.close();
      }
    },
  );
});

describe('a first load of offers that the marketplace paces builds its sort indexes early', () => {
  // 8200 offers (some of them not listed) are nine pages. Each page is answered only once the one before it is
  // written, so every write finds a single page: after the sixth, the indexes are built and kept up, and the load's
  // end has none to build.
  it.each([
    { where: "on the core's thread", writerThreadFrom: 50_000 },
    { where: "on the sync's writer thread", writerThreadFrom: 1000 },
  ])('$where', async ({ writerThreadFrom }) => {
    const paced = await startTestMarket({ offers: 8200, orders: 0, ratings: 0 });
    const logged: string[] = [];
    const logger = { ...silentLogger, info: (message: string) => void logged.push(message) };
    const { core, accountId } = await signedInCore(paced, { syncOptions: { writerThreadFrom }, logger });
    const db = localDb(core);
    try {
      paced.control.holdRequests({ path: '^/sale/offers$', passes: 1 });
      const seen: { done: number; indexes: number }[] = [];
      await core.sync.runOnce({
        accountId,
        streams: ['offers'],
        onStatus: () => {
          const progress = core.sync.accountStatus(accountId).streams.offers.progress;
          if (progress?.phase !== 'relist' || progress.done === 0) return;
          if (seen.at(-1)?.done === progress.done) return;
          seen.push({ done: progress.done, indexes: sortIndexes(db).length });
          paced.control.passRequests();
        },
      });
      expect(seen.map((s) => s.done).slice(0, 8)).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000]);
      expect(seen).toHaveLength(9);
      expect(seen.filter((s) => s.done <= 6000).every((s) => s.indexes === 0)).toBe(true);
      expect(seen.filter((s) => s.done >= 7000).every((s) => s.indexes === 5)).toBe(true);
      expect(
        logged.filter((m) => m === 'the marketplace paces the load: its sort indexes are built now'),
      ).toHaveLength(1);
      expectSameAsMarket(paced, db, accountId, 'offers', 8000);
    } finally {
      paced.control.endHold();
      await core.close();
      await paced.close();
    }
  });
});

const orderIndexes = (db: ReturnType<typeof openDatabase>): string[] => {
  const deferred = new Set(orderSortIndexes.map((sql) => sql.split(' ')[2]!));
  return db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name")
    .all()
    .map((r) => r.name)
    .filter((name) => deferred.has(name));
};

describe('the first back-fill of orders goes without its sort indexes and builds them at its end', () => {
  it('the indexes it leaves out are those the migrations define, and not the default list order’s, the payments’ or the merges’', () => {
    const db = openDatabase(dbFile());
    const sqlOf = (name: string) =>
      db.prepare<[string], { sql: string }>('SELECT sql FROM sqlite_master WHERE name = ?').get(name)?.sql;
    for (const sql of orderSortIndexes) expect(sqlOf(sql.split(' ')[2]!)).toBe(sql);
    const names = orderSortIndexes.map((sql) => sql.split(' ')[2]!);
    expect(names).toHaveLength(10);
    for (const kept of [
      'orders_open_by_bought',
      'orders_open',
      'orders_by_payment',
      'order_line_items_by_order',
    ])
      expect(names).not.toContain(kept);
    db.close();
  });

  // 250 orders are three pages of 100; with `writerThreadFrom` lowered, they are written on the writer thread.
  it.each([
    { where: "on the core's thread", writerThreadFrom: 5000 },
    { where: "on the sync's writer thread", writerThreadFrom: 100 },
  ])(
    'an interrupted first back-fill $where keeps going without them, then builds them; the cache equals the marketplace',
    async ({ writerThreadFrom }) => {
      const orders = await startTestMarket({ offers: 20, orders: 250, ratings: 0 });
      const { core, accountId } = await signedInCore(orders, { syncOptions: { writerThreadFrom } });
      const db = localDb(core);
      try {
        const seen: string[][] = [];
        // Pages answer slowly, and those asked for once the first is written fail for good: the second page, on
        // its way while the first is written (far quicker than an answer, also on a busy machine), still comes; the
        // third does not, and the back-fill stops with its position stored. (Either way the assertions hold.)
        orders.control.setFaults({
          rules: [{ kind: 'latency', ms: 1000, share: 1, path: '^/order/checkout-forms$' }],
        });
        await core.sync
          .runOnce({
            accountId,
            streams: ['orders'],
            onStatus: () => {
              const progress = core.sync.accountStatus(accountId).streams.orders.progress;
              if (progress?.phase !== 'backfill' || progress.done === 0) return;
              seen.push(orderIndexes(db));
              orders.control.setFaults({
                rules: [{ kind: 'status', status: 400, share: 1, path: '^/order/checkout-forms$' }],
              });
            },
          })
          .catch(() => undefined);
        expect(seen.length).toBeGreaterThan(0);
        expect(seen.every((indexes) => indexes.length === 0)).toBe(true);
        const stopped = db
          .prepare<[string], { resume: string | null }>(
            "SELECT resume FROM sync_streams WHERE account_id = ? AND stream = 'orders'",
          )
          .get(accountId)!;
        expect(JSON.parse(stopped.resume!)).toMatchObject({ kind: 'backfill', sortIndexesDeferred: true });
        // The lists' indexes stayed: the window's orders list reads through them while the orders load.
        const plan = db
          .prepare(
            'EXPLAIN QUERY PLAN SELECT id FROM orders WHERE account_id = ? AND superseded_by IS NULL ORDER BY bought_at DESC LIMIT 50',
          )
          .all(accountId) as { detail: string }[];
        expect(plan.map((p) => p.detail).join(' ')).toMatch(/orders_open_by_bought/);

        orders.control.clearFaults();
        await core.sync.runOnce({ accountId, streams: ['orders'] });
        expect(orderIndexes(db)).toEqual(orderSortIndexes.map((sql) => sql.split(' ')[2]!).sort());
        expectSameAsMarket(orders, db, accountId, 'orders', 200);
      } finally {
        orders.control.clearFaults();
        await core.close();
        await orders.close();
      }
    },
  );

  it('a back-fill into a cache that already holds orders keeps them; a turn after one builds any missing', async () => {
    const orders = await startTestMarket({ offers: 20, orders: 150, ratings: 0 });
    const { core, accountId } = await signedInCore(orders);
    const db = localDb(core);
    try {
      db.prepare(
        `INSERT INTO orders (account_id, id, status, buyer_login, buyer_login_key, raw, synced_at)
         VALUES (?, 'already-here', 'READY_FOR_PROCESSING', 'b', 'b', '{}', 0)`,
      ).run(accountId);
      const dropped: string[][] = [];
      await core.sync.runOnce({
        accountId,
        streams: ['orders'],
        onStatus: () => void dropped.push(orderIndexes(db)),
      });
      expect(dropped.length).toBeGreaterThan(0);
      expect(dropped.every((indexes) => indexes.length === orderSortIndexes.length)).toBe(true);

      // Stopped between the back-fill's end and its last index, the next turn builds what is missing.
      db.exec('DROP INDEX orders_by_status');
      await core.sync.runOnce({ accountId, streams: ['orders'] });
      expect(orderIndexes(db)).toContain('orders_by_status');
    } finally {
      await core.close();
      await orders.close();
    }
  });
});
