import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import { MarketError } from '../../../electron/core/market/market-error';
import { createRepos } from '../../../electron/core/sync/context';
import type { Relist } from '../../../electron/core/sync/offers-relist';
import { createSyncWriter } from '../../../electron/core/sync/writer/sync-writer';
import { silentLogger } from '../../../electron/core/system/logger';
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
      const written = await writer.listed({ accountId: 'demo:1', body: bytes(page), plan, now: 2000 });
      expect(written).toEqual({ count: 3, plan: { ...plan, offset: null, done: 3, total: 3 } });
      expect(repos.state.get('demo:1', 'offers').resume).toEqual(written.plan);
      const ended = await writer.finish({ accountId: 'demo:1', plan: written.plan });
      expect(ended.sortIndexesDeferred).toBe(false);
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

  it('refuses a page that is not JSON as the marketplace error it is, and writes nothing', async () => {
    const { db, repos, writer } = setup();
    try {
      const refused = await writer
        .listed({ accountId: 'demo:1', body: bytes('{"offers": [{"id": '), plan, now: 2000 })
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
});
