import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import { MarketError } from '../../../electron/core/market/market-error';
import { createRepos } from '../../../electron/core/domains/streams';
import type { Relist } from '../../../electron/core/domains/offers/offers-relist';
import { advanceBackfill, type Backfill } from '../../../electron/core/domains/streams/writer/backfill-page';
import { createSyncWriter } from '../../../electron/core/domains/streams/writer/sync-writer';
import { offerFromList } from '../../../electron/core/domains/offers/offer-records';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { dbFile } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const plan: Relist = { kind: 'relist', started: 1000, head: null, offset: 0, done: 0, total: 3 };
const bytes = (value: unknown) =>
  new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
const offer = (id: string) => ({
  id,
  name: `Offer ${id}`,
  sellingMode: { format: 'BUY_NOW', price: { amount: '10.00', currency: 'PLN' } },
  stock: { available: 1, sold: 0 },
  publication: { status: 'ACTIVE' },
});

// From 0 offers every page goes to the thread; from a number no load reaches, none does.
describe.each([
  { where: "on the sync's writer thread", threadFrom: 0 },
  { where: "on the caller's thread", threadFrom: Number.MAX_SAFE_INTEGER },
])('the sync writer $where', ({ threadFrom }) => {
  function setup() {
    const db = openDatabase(dbFile());
    insertAccount(db);
    const repos = createRepos(db);
    return { db, repos, writer: createSyncWriter(db, repos, { threadFrom, logger: silentLogger }) };
  }

  it('writes a page with the position reached, then ends the load', async () => {
    const { db, repos, writer } = setup();
    try {
      const page = { offers: [offer('1'), offer('2'), offer('3')], totalCount: 3 };
      const written = await writer.listed({ accountId: 'demo:1', pages: [bytes(page)], plan, now: 2000 });
      expect(written).toEqual({ count: 3, plan: { ...plan, offset: null, done: 3, total: 3 } });
      expect(repos.state.get('demo:1', 'offers').resume).toEqual(written.plan);
      // While the thread loads, it alone checkpoints: this thread's commits leave the log to it.
      const checkpointsAfter = () => db.pragma('wal_autocheckpoint', { simple: true }) as number;
      expect(checkpointsAfter()).toBe(threadFrom === 0 ? 0 : 1000);
      const ended = await writer.finish({ accountId: 'demo:1', plan: written.plan });
      expect(checkpointsAfter()).toBe(1000);
      expect(ended.plan.sortIndexesDeferred).toBe(false);
      expect(ended.unseen).toEqual([]);
      expect(db.prepare('SELECT id, relist_seen FROM offers ORDER BY id').all()).toEqual([
        { id: '1', relist_seen: 1000 },
        { id: '2', relist_seen: 1000 },
        { id: '3', relist_seen: 1000 },
      ]);
    } finally {
      await writer.close();
      db.close();
    }
  });

  it('writes pages read meanwhile in one go, drops those past the end, and names the offers none showed', async () => {
    const { db, repos, writer } = setup();
    try {
      repos.offers.upsertListed('demo:1', [{ record: offerFromList(offer('old')), raw: '{}' }], 500);
      const full = Array.from({ length: 1000 }, (_, i) => offer(`a${i}`));
      const pages = [
        { offers: full, totalCount: 1002 },
        { offers: [offer('b1'), offer('b2')], totalCount: 1002 },
        // Read on the first page's total while the list shrank: past the end, not written.
        { offers: [offer('c1')], totalCount: 1001 },
      ];
      const start = { ...plan, total: null };
      const written = await writer.listed({
        accountId: 'demo:1',
        pages: pages.map(bytes),
        plan: start,
        now: 2000,
      });
      expect(written).toEqual({ count: 1002, plan: { ...start, offset: null, done: 1002, total: 1002 } });
      expect(repos.state.get('demo:1', 'offers').resume).toEqual(written.plan);
      expect(db.prepare("SELECT count(*) AS n FROM offers WHERE id = 'c1'").get()).toEqual({ n: 0 });
      const ended = await writer.finish({ accountId: 'demo:1', plan: written.plan });
      expect(ended.unseen).toEqual(['old']);
    } finally {
      await writer.close();
      db.close();
    }
  });

  it('refuses a page that is not JSON as the marketplace error it is, and writes nothing', async () => {
    const { db, repos, writer } = setup();
    try {
      const refused = await writer
        .listed({ accountId: 'demo:1', pages: [bytes('{"offers": [{"id": ')], plan, now: 2000 })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(MarketError);
      expect(refused).toMatchObject({ code: 'MARKET_ERROR' });
      expect(db.prepare('SELECT count(*) AS n FROM offers').get()).toEqual({ n: 0 });
      expect(repos.state.get('demo:1', 'offers').resume).toBeNull();
    } finally {
      await writer.close();
      db.close();
    }
  });

  it('writes a back-fill page with its position; its last page ends the back-fill and links a merge', async () => {
    const { db, repos, writer } = setup();
    const form = (id: string, lineItem: string, boughtAt: string) => ({
      id,
      status: 'READY_FOR_PROCESSING',
      buyer: { login: `buyer-${id}` },
      lineItems: [{ id: lineItem, offer: { id: '1', name: 'Kubek' }, quantity: 1, boughtAt }],
      updatedAt: boughtAt,
      revision: 'r1',
    });
    const start: Backfill = {
      kind: 'backfill',
      started: 1000,
      cursor: 'event-9',
      latestAt: '2026-03-03T00:00:00.000Z',
      gte: '2026-01-01T00:00:00.000Z',
      tie: 0,
      done: 0,
      total: null,
      maxUpdated: null,
    };
    const input = (page: unknown, plan: Backfill) => {
      const { plan: after, finished } = advanceBackfill(plan, page);
      return {
        input: {
          accountId: 'demo:1',
          pages: [{ body: bytes(page), askedAt: 1900, plan: after, finished }],
          shipmentsFrom: '2026-01-01T00:00:00.000Z',
          watermarkMarginMs: 0,
          now: 2000,
        },
        after,
      };
    };
    try {
      // A full page (100 orders) leaves the back-fill going; the short one after it is its last.
      const first = Array.from({ length: 100 }, (_, i) =>
        form(`o${i}`, `li${i}`, `2026-02-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`),
      );
      const one = input({ checkoutForms: first, totalCount: 101 }, start);
      expect(one.input.pages[0]!.finished).toBe(false);
      expect(await writer.backfill(one.input)).toEqual({ count: 100, merged: [] });
      expect(repos.state.get('demo:1', 'orders').resume).toEqual(one.after);
      // The last page holds the order a buyer's merge made of o5 (its line item): o5 is superseded, not deleted.
      const two = input(
        { checkoutForms: [form('m1', 'li5', '2026-02-02T00:00:00.000Z')], totalCount: 1 },
        one.after,
      );
      expect(two.input.pages[0]!.finished).toBe(true);
      expect(await writer.backfill(two.input)).toEqual({ count: 1, merged: [{ order: 'o5', into: 'm1' }] });
      const state = repos.state.get('demo:1', 'orders');
      expect(state).toMatchObject({ resume: null, cursor: 'event-9', lastCompleteAt: 1000 });
      expect(repos.orders.count('demo:1')).toBe(100);
      expect(repos.orders.state('demo:1', 'o5')).toMatchObject({ supersededBy: 'm1' });
      // Every order is found by its buyer through the search index.
      const found = db
        .prepare("SELECT count(*) AS n FROM orders_fts WHERE orders_fts MATCH 'buyer'")
        .get() as { n: number };
      expect(found.n).toBe(101);
    } finally {
      await writer.close();
      db.close();
    }
  });
});
