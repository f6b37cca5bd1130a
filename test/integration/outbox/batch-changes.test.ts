import { describe, expect, it, vi } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { signedInCore } from '../../helpers/core';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';

const wait = { timeout: 60_000, interval: 100 };

let market: DemoMarket | null = null;
const closing = closeAfterEach();

async function station() {
  market = closing(await startTestMarket({ frozenClock: false, offers: 150 }));
  const signed = await signedInCore(market);
  closing(signed.core);
  await signed.core.sync.runOnce();
  return signed;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('changing many offers at once', () => {
  it('raises 50 prices by 10 %: a preview of every row, one command, each offer settled by its task', async () => {
    const { core, accountId } = await station();
    const offers = core.queries.offers.list({
      accountId,
      status: ['ACTIVE'],
      format: ['BUY_NOW'],
      sort: 'name',
      offset: 0,
      limit: 50,
    }).rows;
    expect(offers).toHaveLength(50);
    const ids = offers.map((o) => o.id);
    const change = { kind: 'price', mode: 'percent', percent: 10 } as const;

    const preview = core.actions.offers.preview(accountId, ids, change);
    expect(preview).toHaveLength(50);
    for (const [i, row] of preview.entries()) {
      const before = cents(offers[i]!.price!.amount);
      expect(row).toMatchObject({ offerId: ids[i], skip: null, before: { price: offers[i]!.price } });
      expect(cents(row.after.price!.amount)).toBe(Math.round(before * 1.1));
    }

    core.start();
    const stored = core.actions.offers.changeMany(accountId, ids, change);
    expect(stored).toMatchObject({ skipped: [] });
    expect(stored.batchIds).toHaveLength(1);
    expect(stored.changeIds).toHaveLength(50);
    // The list shows the new prices at once.
    expect(core.queries.offers.get(accountId, ids[0]!).price).toEqual(preview[0]!.after.price);

    await vi.waitFor(() => {
      const results = core.actions.offers.ofBatches(stored.batchIds);
      expect(results.map((c) => c.state)).toEqual(Array(50).fill('sent'));
    }, wait);
    for (const row of preview) {
      expect(cents(market!.control.offer({ id: row.offerId })!.price)).toBe(cents(row.after.price!.amount));
    }
  });

  it('leaves out what the marketplace would refuse, and shows an offer its task refused', async () => {
    const { core, accountId } = await station();
    const [auction] = core.queries.offers.list({
      accountId,
      format: ['AUCTION'],
      sort: 'name',
      offset: 0,
      limit: 1,
    }).rows;
    const [live, ended] = core.queries.offers.list({
      accountId,
      status: ['ACTIVE'],
      format: ['BUY_NOW'],
      sort: 'name',
      offset: 0,
      limit: 2,
    }).rows;
    const preview = core.actions.offers.preview(accountId, [auction!.id, live!.id, 'no-such-offer'], {
      kind: 'price',
      mode: 'add',
      amount: '+2.50',
    });
    expect(preview.map((r) => r.skip)).toEqual(['auction', null, 'unknown']);

    // A buyer took items meanwhile (the local copy does not know yet): the task of that offer fails, the other goes.
    const api = apiClient(market!.url, (await signIn(market!.url)).access_token);
    const patched = await api.patch(`/sale/product-offers/${ended!.id}`, { stock: { available: 1 } });
    expect(patched.status).toBe(200);
    core.start();
    const local = (id: string) => core.queries.offers.get(accountId, id).stockAvailable!;
    const before = { live: local(live!.id), ended: local(ended!.id) };
    expect(before.ended).toBeGreaterThan(3);
    const stored = core.actions.offers.changeMany(accountId, [live!.id, ended!.id], {
      kind: 'stock',
      mode: 'add',
      value: -3,
    });
    expect(stored.changeIds).toHaveLength(2);
    await vi.waitFor(() => {
      const states = core.actions.offers.ofBatches(stored.batchIds).map((c) => c.state);
      expect(states.every((s) => s === 'sent' || s === 'failed')).toBe(true);
    }, wait);
    const results = core.actions.offers.ofBatches(stored.batchIds);
    expect(results.find((c) => c.entityId === live!.id)).toMatchObject({ state: 'sent' });
    const refused = results.find((c) => c.entityId === ended!.id)!;
    expect(refused.state).toBe('failed');
    expect(refused.errors[0]!.userMessage).toMatch(/\S/);
    expect(market!.control.offer({ id: live!.id })!.stock).toBe(before.live - 3);
    // The refused offer's local stock is the marketplace's again.
    await vi.waitFor(() => expect(local(ended!.id)).toBe(1), wait);
  });
});
