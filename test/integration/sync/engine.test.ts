import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import { startTestMarket } from '../../helpers/demo-market';
import { localDb, signedInCore } from '../../helpers/core';
import { localOrders } from '../../helpers/order-list';

/** How long a test waits for the sync to get somewhere, and how often it looks. */
const wait = { timeout: 20_000, interval: 50 };

const fast = { ordersPollMs: 200, offersPollMs: 200, ratingsPollMs: 200, profilePollMs: 200 };

let market: DemoMarket;
let core: Core;
afterEach(async () => {
  await core?.close();
  await market?.close();
});

describe('the sync engine in the core', () => {
  it('starts with the core for signed-in accounts, reports progress, and stops sending on sign-out', async () => {
    market = await startTestMarket();
    const signed = await signedInCore(market, { syncOptions: fast });
    core = signed.core;
    const statuses: string[] = [];
    const tables = new Set<string>();
    core.events.on('sync:status', (s) =>
      statuses.push(JSON.stringify(s.accounts[0]?.streams.offers.progress ?? null)),
    );
    core.events.on('changed', ({ tables: t }) => t.forEach((name) => tables.add(name)));
    core.start();
    await vi.waitFor(() => expect(core.sync.status().accounts[0]?.firstSyncDone).toBe(true), wait);
    await vi.waitFor(() =>
      expect([...tables]).toEqual(expect.arrayContaining(['offers', 'orders', 'ratings', 'reference_data'])),
    );
    await vi.waitFor(() => expect(statuses.length).toBeGreaterThan(0), wait);
    expect(core.sync.status()).toMatchObject({ connection: 'online', blockedUntil: null });

    await core.accounts.signOut(signed.accountId);
    await vi.waitFor(() => expect(core.sync.status().accounts).toHaveLength(0), wait);
    await new Promise((resolve) => setTimeout(resolve, 300));
    market.control.clearRequestLog();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(market.control.requestLog({})).toEqual([]);
    // The local copy stays after a sign-out.
    expect(localOrders(core, signed.accountId, { limit: 5 }).total).toBeGreaterThan(0);
  });

  it('reads an offer the seller opened and stores its description', async () => {
    market = await startTestMarket();
    const signed = await signedInCore(market, { syncOptions: fast });
    core = signed.core;
    await core.sync.runOnce({ accountId: signed.accountId });
    const id = core.queries.offers.list({ accountId: signed.accountId, sort: 'name', offset: 0, limit: 1 })
      .rows[0]!.id;
    expect(core.queries.offers.get(signed.accountId, id)).toMatchObject({
      description: null,
      detailSyncedAt: null,
    });
    core.start();
    core.sync.refreshOffer(signed.accountId, id);
    const detail = await vi.waitFor(() => {
      const offer = core.queries.offers.get(signed.accountId, id);
      expect(offer.description).not.toBeNull();
      return offer;
    }, wait);
    expect(detail.description!.sections[0]!.items[0]!.content).toContain('<');
    expect(detail.detailSyncedAt).not.toBeNull();
  });

  it('keeps answers that carried Last-Modified and reuses them on 304', async () => {
    market = await startTestMarket();
    const signed = await signedInCore(market);
    core = signed.core;
    const client = await core.accounts.client(signed.accountId);
    const first = await client.request<{ offers: unknown[] }>({
      method: 'GET',
      path: '/sale/offers',
      query: { limit: 3 },
      conditional: true,
    });
    market.control.clearRequestLog();
    const second = await client.request<{ offers: unknown[] }>({
      method: 'GET',
      path: '/sale/offers',
      query: { limit: 3 },
      conditional: true,
    });
    expect(market.control.requestLog({ path: '^/sale/offers$' }).map((e) => e.status)).toEqual([304]);
    expect(second.notModified).toBe(true);
    expect(second.data).toEqual(first.data);
    const stored = localDb(core)
      .prepare('SELECT count(*) AS n FROM http_cache WHERE account_id = ? AND url LIKE ?')
      .get(signed.accountId, '%/sale/offers?limit=3') as { n: number };
    expect(stored.n).toBe(1);
  });
});
