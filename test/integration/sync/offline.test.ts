import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { startTestMarket } from '../../helpers/demo-market';
import { localDb, shiftedClock, signedInCore } from '../../helpers/core';
import { compare, localSnapshot, serverSnapshot } from '../../helpers/sync';
import { tempDir } from '../../helpers/temp-dir';
import { localOrders } from '../../helpers/order-list';

const HOUR = 3_600_000;

/** How long a test waits for the sync to get somewhere, and how often it looks. */
const wait = { timeout: 20_000, interval: 50 };

const fast = {
  ordersPollMs: 300,
  offersPollMs: 300,
  ratingsPollMs: 300,
  profilePollMs: 300,
  probeMinMs: 100,
  probeMaxMs: 400,
};

let market: DemoMarket | null = null;
let core: Core | null = null;
afterEach(async () => {
  await core?.close();
  await market?.close();
  core = null;
  market = null;
});

describe('offline', () => {
  it('answers every list and detail from the cache while the marketplace is down, says offline, and re-lists offers after more than 24 h', async () => {
    const stateDir = tempDir('sd-offline-market-');
    market = await startTestMarket({ stateDir });
    const port = market.port;
    const clock = shiftedClock();
    const signed = await signedInCore({ url: market.url }, { clock, syncOptions: fast });
    core = signed.core;
    const { accountId } = signed;
    core.start();
    const first = await vi.waitFor(() => {
      const account = core!.sync.status().accounts[0];
      expect(account).toMatchObject({ firstSyncDone: true, connection: 'online' });
      return account!;
    }, wait);
    const relistedAt = first.streams.offers.lastCompleteAt!;

    // A draft edited on the marketplace's pages: drafts never appear in the offer journal.
    const draft = market.control.offers({ sellerId: MAIN_SELLER_ID }).find((o) => o.status === 'INACTIVE')!;
    const seller = await core.accounts.client(accountId);
    await seller.request({
      method: 'PATCH',
      path: `/sale/product-offers/${draft.id}`,
      body: { name: 'Szkic zmieniony w przeglądarce' },
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(core.queries.offers.get(accountId, draft.id).name).toBe(draft.name);

    await market.close();
    market = null;
    await vi.waitFor(() => expect(core!.sync.status().connection).toBe('offline'), wait);
    const orders = localOrders(core, accountId, { limit: 50 });
    expect(orders.total).toBeGreaterThan(0);
    expect(core.queries.orders.get(accountId, orders.rows[0]!.id).lineItems.length).toBeGreaterThan(0);
    expect(core.queries.offers.list({ accountId, sort: 'name', offset: 0, limit: 50 }).total).toBeGreaterThan(
      0,
    );
    expect(
      core.queries.ratings.list({ accountId, sort: '-lastChangedAt', offset: 0, limit: 50 }).total,
    ).toBeGreaterThan(0);
    expect(core.sync.status().accounts[0]!.connection).toBe('offline');

    // A day and an hour later the marketplace answers again; its offer journal kept only the last 24 hours.
    clock.shift(25 * HOUR);
    const saved = Date.parse('2026-03-02T10:00:00Z');
    market = await startTestMarket({ stateDir, port, clockStart: saved + 25 * HOUR });
    market.control.clearRequestLog();
    const back = await vi.waitFor(() => {
      const account = core!.sync.status().accounts[0];
      expect(account?.connection).toBe('online');
      expect(account!.streams.offers.lastCompleteAt! > relistedAt).toBe(true);
      return account!;
    }, wait);
    expect(back.connection).toBe('online');
    const relist = market.control
      .requestLog({ path: '^/sale/offers$' })
      .filter((e) => e.query.includes('offset=0'));
    expect(relist.length).toBeGreaterThan(0);
    await vi.waitFor(
      () => expect(core!.queries.offers.get(accountId, draft.id).name).toBe('Szkic zmieniony w przeglądarce'),
      wait,
    );
    await core.sync.stop();
    const diff = compare(serverSnapshot(market), localSnapshot(localDb(core), accountId));
    expect(diff.offers.local).toEqual(diff.offers.server);
    expect(diff.orders.local).toEqual(diff.orders.server);
  }, 90_000);
});
