import { describe, expect, it, vi } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';
import { signedInCore } from '../../helpers/core';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';
import { offerStation, localOffer } from '../../helpers/offer-station';
import { renameInBackground } from '../../helpers/outbox';
import { tempDir } from '../../helpers/temp-dir';

const wait = { timeout: 60_000, interval: 100 };
/** The marketplace's clock runs: its background work (an accepted edit, a batch command) finishes in seconds. */
const running = { frozenClock: false } as const;

let market: DemoMarket | null = null;
const closing = closeAfterEach();
const station = (on: DemoMarket) => offerStation(on, closing);
const local = localOffer;

describe('changing an offer through the outbox', () => {
  it('shows the new price and stock at once, sends them, and the marketplace holds them', async () => {
    market = closing(await startTestMarket(running));
    const { core, accountId, offer } = await station(market);
    const price = {
      amount: (Number(offer.price!.amount) + 1.11).toFixed(2),
      currency: offer.price!.currency,
    };
    const stock = (offer.stockAvailable ?? 0) + 3;

    const [change] = core.actions.offers.change(accountId, offer.id, { price, stock });
    expect(change).toMatchObject({ state: 'queued', kind: 'offer.edit', fields: { price, stock } });
    expect(change!.previous).toEqual({ price: offer.price, stock: offer.stockAvailable });
    // The local copy shows the new values before anything was sent.
    expect(local(core, accountId, offer.id)).toMatchObject({ price, stockAvailable: stock });
    expect(core.outbox.counts([accountId]).waiting).toBe(1);

    core.start();
    expect(await core.outbox.settled(change!.id)).toMatchObject({ state: 'sent', errors: [] });
    const placed = market.control.offer({ id: offer.id })!;
    expect({ price: placed.price, stock: placed.stock }).toEqual({ price: price.amount, stock });
    expect(local(core, accountId, offer.id)).toMatchObject({ price, stockAvailable: stock });
    expect(core.outbox.counts([accountId])).toMatchObject({ waiting: 0, failed: 0, sentToday: 1 });
  });

  it('follows an edit the marketplace works on in the background (202) to its end', async () => {
    market = closing(await startTestMarket(running));
    const { core, accountId, offer, name, change } = await renameInBackground(market, closing);
    expect(await core.outbox.settled(change.id)).toMatchObject({ state: 'sent' });
    expect(market.control.offer({ id: offer.id })!.name).toBe(name);
    expect(local(core, accountId, offer.id).name).toBe(name);
  });

  it('an edit the marketplace finished, on an offer changed elsewhere since, shows failed and is not sent again', async () => {
    market = closing(await startTestMarket(running));
    const { core, accountId, offer, name, change } = await renameInBackground(market, closing);
    // The station stops reading the operation; meanwhile it finishes, and another party renames the offer.
    await core.outbox.stop();
    // The marketplace runs its due work on a request or a move of its clock.
    market.control.advanceClock({ seconds: 2 });
    expect(market.control.offer({ id: offer.id })!.name).toBe(name);
    const api = apiClient(market.url, (await signIn(market.url)).access_token);
    const theirs = `${offer.name.slice(0, 60)} ich`;
    expect([200, 202]).toContain(
      (await api.patch(`/sale/product-offers/${offer.id}`, { name: theirs })).status,
    );
    market.control.advanceClock({ seconds: 2 });
    expect(market.control.offer({ id: offer.id })!.name).toBe(theirs);
    market.control.clearRequestLog();

    core.outbox.start();
    const settled = await core.outbox.settled(change.id);
    expect(settled).toMatchObject({ state: 'failed', errors: [{ code: 'CONFLICT', path: null }] });
    expect(settled.errors[0]!.userMessage).toContain(offer.id);
    // Their newer title stands, on the marketplace and in the local copy; no second PATCH went out.
    expect(market.control.offer({ id: offer.id })!.name).toBe(theirs);
    expect(local(core, accountId, offer.id).name).toBe(theirs);
    expect(market.control.requestLog().filter((e) => e.method === 'PATCH')).toEqual([]);
  });

  it("a refused edit shows the marketplace's words at the field, and the local copy returns to the marketplace's", async () => {
    market = closing(await startTestMarket(running));
    const { core, accountId, offer } = await station(market);
    core.start();
    const description = {
      sections: [{ items: [{ type: 'IMAGE', url: 'https://example.invalid/not-in-images.jpg' }] }],
    };
    const before = market.control.offer({ id: offer.id })!.name;
    const [change] = core.actions.offers.change(accountId, offer.id, {
      description,
      name: `${before.slice(0, 70)} x`,
    });
    const settled = await core.outbox.settled(change!.id);
    expect(settled.state).toBe('failed');
    expect(settled.errors[0]).toMatchObject({ path: 'description' });
    expect(settled.errors[0]!.userMessage).toMatch(/\S/);
    // Nothing of the refused edit was applied, and the local copy shows what the marketplace holds.
    expect(market.control.offer({ id: offer.id })!.name).toBe(before);
    expect(local(core, accountId, offer.id).name).toBe(before);
    expect(core.outbox.counts([accountId]).failed).toBe(1);
  });

  it('waits while the marketplace is down, the sync keeps the waiting value, and it goes when the marketplace is back', async () => {
    const stateDir = tempDir('sd-outbox-offline-');
    market = closing(await startTestMarket({ ...running, stateDir }));
    const { core, accountId, offer } = await station(market);
    const port = market.port;
    await market.close();
    market = null;

    core.start();
    const stock = (offer.stockAvailable ?? 0) + 7;
    const [change] = core.actions.offers.change(accountId, offer.id, { stock });
    const waiting = await core.outbox.settled(change!.id);
    expect(['queued', 'sending']).toContain(waiting.state);

    // The station restarts while the change waits; a read of the offer then keeps the seller's value.
    await core.close();
    market = closing(await startTestMarket({ ...running, stateDir, port }));
    const again = await signedInCore(market, { dataDir: core.info().dataDir });
    closing(again.core);
    again.core.sync.refreshOffer(accountId, offer.id);
    await again.core.sync.runOnce();
    expect(local(again.core, accountId, offer.id).stockAvailable).toBe(stock);
    expect(market.control.offer({ id: offer.id })!.stock).toBe(offer.stockAvailable);

    again.core.start();
    again.core.outbox.online();
    expect(await again.core.outbox.settled(change!.id)).toMatchObject({ state: 'sent' });
    expect(market.control.offer({ id: offer.id })!.stock).toBe(stock);
  });

  it('ends and restarts an offer by publication commands; a refused activation says why', async () => {
    market = closing(await startTestMarket(running));
    const { core, accountId, offer } = await station(market);
    core.start();
    const [end] = core.actions.offers.change(accountId, offer.id, { status: 'ENDED' });
    expect(end).toMatchObject({ kind: 'offer.publication' });
    expect(end!.batchId).toBeGreaterThan(0);
    expect(await core.outbox.settled(end!.id)).toMatchObject({ state: 'sent' });
    expect(market.control.offer({ id: offer.id })!.status).toBe('ENDED');

    // No stock left: the marketplace's task refuses the activation.
    const [stock] = core.actions.offers.change(accountId, offer.id, { stock: 0 });
    expect(await core.outbox.settled(stock!.id)).toMatchObject({ state: 'sent' });
    const [start] = core.actions.offers.change(accountId, offer.id, { status: 'ACTIVE' });
    const refused = await core.outbox.settled(start!.id);
    expect(refused.state).toBe('failed');
    expect(refused.errors[0]!.userMessage).toMatch(/stock/i);
    await vi.waitFor(() => expect(local(core, accountId, offer.id).status).toBe('ENDED'), wait);
  });
});
