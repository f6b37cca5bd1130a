import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import { createTakeRepo } from '../../../electron/core/shipping/take-repo';
import { localDb, signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { upgradedTo } from '../../helpers/migrations';
import { shippableOrder, startParcelMarket } from '../../helpers/parcels';
import { insertAccount } from '../../helpers/rows';
import { tempDir } from '../../helpers/temp-dir';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';
const all = { offset: 0, limit: 500 };
const wait = { timeout: 60_000, interval: 100 };

let market: DemoMarket | null = null;
const cores: Core[] = [];
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.close()));
  await market?.close();
  market = null;
});

async function station(on: DemoMarket) {
  const signed = await signedInCore({ url: on.url });
  cores.push(signed.core);
  return signed;
}

const rowOf = ({ core, accountId }: { core: Core; accountId: string }, orderId: string) =>
  core.shipping.listQueue({ accountId, ...all }).rows.find((row) => row.id === orderId);

describe('migration 042: the orders this station took', () => {
  it('keeps what it finds, and a take only moves from wanted to taken', () => {
    const db = upgradedTo(42, (old) => {
      insertAccount(old);
    });
    expect(db.prepare('SELECT id FROM accounts').all()).toEqual([{ id: 'demo:1' }]);
    const takes = createTakeRepo(db);
    takes.want('demo:1', 'order-1', 1);
    takes.want('demo:1', 'order-1', 2);
    expect(takes.open()).toEqual([{ accountId: 'demo:1', orderId: 'order-1' }]);
    takes.taken('demo:1', 'order-1', 3);
    expect(takes.state('demo:1', 'order-1')).toBe('taken');
    // A taken order is never forgotten nor wanted again.
    expect(takes.forget('demo:1', 'order-1')).toBe(false);
    takes.want('demo:1', 'order-1', 4);
    expect(takes.state('demo:1', 'order-1')).toBe('taken');
    expect(() =>
      db.prepare(`INSERT INTO station_takes VALUES ('demo:1', 'order-2', 'other', 1, 1)`).run(),
    ).toThrow(/CHECK/);
    db.close();
  });
});

describe('migration 043: a take sent without a known answer', () => {
  it('keeps every take as it was, and a take moves wanted -> sending -> taken, never back', () => {
    const db = upgradedTo(43, (old) => {
      insertAccount(old);
      const takes = createTakeRepo(old);
      takes.want('demo:1', 'order-1', 1);
      takes.taken('demo:1', 'order-2', 2);
    });
    expect(
      db.prepare('SELECT order_id, state, created_at FROM station_takes ORDER BY order_id').all(),
    ).toEqual([
      { order_id: 'order-1', state: 'wanted', created_at: 1 },
      { order_id: 'order-2', state: 'taken', created_at: 2 },
    ]);
    const takes = createTakeRepo(db);
    takes.sending('demo:1', 'order-1', 3);
    takes.want('demo:1', 'order-1', 4);
    expect(takes.state('demo:1', 'order-1')).toBe('sending');
    // Unsettled takes are tried again, whether never sent or sent without an answer.
    takes.want('demo:1', 'order-3', 5);
    expect(takes.open().map((t) => t.orderId)).toEqual(['order-1', 'order-3']);
    takes.sending('demo:1', 'order-2', 6);
    expect(takes.state('demo:1', 'order-2')).toBe('taken');
    takes.taken('demo:1', 'order-1', 7);
    expect(takes.state('demo:1', 'order-1')).toBe('taken');
    takes.sending('demo:1', 'order-4', 8);
    expect(takes.forget('demo:1', 'order-4')).toBe(true);
    expect(takes.state('demo:1', 'order-4')).toBeNull();
    expect(() =>
      db.prepare(`INSERT INTO station_takes VALUES ('demo:1', 'order-5', 'other', 1, 1)`).run(),
    ).toThrow(/CHECK/);
    // The table is still keyed to the account.
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM station_takes').get()).toEqual({ n: 0 });
    db.close();
  });
});

describe('two stations on one account', () => {
  it("station A takes an order; station B's queue and scan say another station took it", async () => {
    market = await startTestMarket();
    const order = shippableOrder(market, DPD);
    const a = await station(market);
    expect(await a.core.shipping.take(a.accountId, order.id)).toEqual({ status: 'taken' });
    expect(market.control.order({ id: order.id })!.fulfillment).toBe('PROCESSING');

    // Station B, its own SQLite file, syncs the account after A took the order.
    const b = await station(market);
    expect(b.accountId).toBe(a.accountId);
    b.core.start();
    await vi.waitFor(() => expect(b.core.sync.status().accounts[0]?.firstSyncDone).toBe(true), wait);
    await vi.waitFor(() => expect(rowOf(b, order.id)?.fulfillmentStatus).toBe('PROCESSING'), wait);

    expect(rowOf(b, order.id)!.takenElsewhere).toBe(true);
    expect(b.core.shipping.takenElsewhere(b.accountId, order.id)).toBe(true);
    expect(rowOf(a, order.id)!.takenElsewhere).toBe(false);
    expect(a.core.shipping.takenElsewhere(a.accountId, order.id)).toBe(false);
    expect(b.core.shipping.resolveScan(b.accountId, order.id)).toMatchObject({
      kind: 'order',
      orderId: order.id,
      takenElsewhere: true,
    });
    // It sorts after the orders free to pack, and the filter and its count agree.
    const rows = b.core.shipping.listQueue({ accountId: b.accountId, ...all }).rows;
    const firstTaken = rows.findIndex((row) => row.takenElsewhere);
    expect(rows.slice(firstTaken).every((row) => row.takenElsewhere)).toBe(true);
    const taken = b.core.shipping.listQueue({ accountId: b.accountId, ...all, takenElsewhere: true });
    expect(taken.rows.map((row) => row.id)).toContain(order.id);
    expect(b.core.shipping.queueCounts(b.accountId).takenElsewhere).toBe(taken.total);
    expect(b.core.shipping.listQueue({ accountId: b.accountId, ...all, takenElsewhere: false }).total).toBe(
      b.core.shipping.listQueue({ accountId: b.accountId, ...all }).total - taken.total,
    );

    // B taking it is refused with words for the seller, until the seller chooses to pack it here.
    const refused = await b.core.shipping.take(b.accountId, order.id);
    expect(refused).toMatchObject({ status: 'refused', reason: 'takenElsewhere' });
    expect(refused.status === 'refused' && refused.userMessage).toContain(order.id);
    expect(await b.core.shipping.take(b.accountId, order.id, true)).toEqual({ status: 'taken' });
    expect(rowOf(b, order.id)!.takenElsewhere).toBe(false);
  }, 120_000);

  it('a station whose copy does not show the take yet makes nothing, and packs it only when the seller says so', async () => {
    market = await startParcelMarket();
    const order = shippableOrder(market, DPD);
    const b = await station(market);
    await b.core.sync.runOnce();
    expect(rowOf(b, order.id)).toMatchObject({ fulfillmentStatus: 'NEW', takenElsewhere: false });
    const a = await station(market);
    expect(await a.core.shipping.take(a.accountId, order.id)).toEqual({ status: 'taken' });

    expect(
      await b.core.shipping.ship({ accountId: b.accountId, orderId: order.id, additional: false }),
    ).toEqual({
      status: 'takenElsewhere',
    });
    expect(market.control.parcelsOfOrder({ orderId: order.id })).toEqual([]);
    expect(b.core.shipping.shipments(b.accountId, order.id)).toEqual([]);
    expect(rowOf(b, order.id)!.takenElsewhere).toBe(true);

    const packedHere = await b.core.shipping.ship({
      accountId: b.accountId,
      orderId: order.id,
      additional: false,
      claim: true,
    });
    expect(packedHere.status).toBe('shipped');
    expect(market.control.parcelsOfOrder({ orderId: order.id })).toHaveLength(1);
  }, 120_000);

  it('a take refused because the buyer cancelled says so', async () => {
    market = await startTestMarket();
    const order = shippableOrder(market, DPD);
    const a = await station(market);
    market.control.cancelOrder({ orderId: order.id });
    const result = await a.core.shipping.take(a.accountId, order.id);
    expect(result).toMatchObject({ status: 'refused', reason: 'cancelled' });
  });

  it('a take while the marketplace is down is kept, and sent when it answers again', async () => {
    const stateDir = tempDir('sd-take-offline-');
    market = await startTestMarket({ stateDir });
    const order = shippableOrder(market, DPD);
    const a = await station(market);
    const port = market.port;
    await market.close();
    market = null;

    expect(await a.core.shipping.take(a.accountId, order.id)).toEqual({ status: 'waiting' });
    const stored = () =>
      localDb(a.core).prepare('SELECT state FROM station_takes WHERE order_id = ?').get(order.id) as
        { state: string } | undefined;
    expect(stored()?.state).toBe('wanted');

    market = await startTestMarket({ stateDir, port });
    await a.core.shipping.retryTakes();
    expect(market.control.order({ id: order.id })!.fulfillment).toBe('PROCESSING');
    expect(stored()?.state).toBe('taken');
  });

  it("a take whose answer was lost is still this station's, in the queue and when sent again", async () => {
    market = await startTestMarket();
    const order = shippableOrder(market, DPD);
    const a = await station(market);
    // The marketplace applies the change, then the connection drops before the answer.
    market.control.addFault({ kind: 'drop', share: 1, count: 1, method: 'PUT', path: 'fulfillment$' });
    expect(await a.core.shipping.take(a.accountId, order.id)).toEqual({ status: 'waiting' });
    expect(market.control.faultStats().drop).toBe(1);
    expect(market.control.order({ id: order.id })!.fulfillment).toBe('PROCESSING');
    await a.core.sync.runOnce();
    expect(rowOf(a, order.id)).toMatchObject({ fulfillmentStatus: 'PROCESSING', takenElsewhere: false });
    expect(a.core.shipping.takenElsewhere(a.accountId, order.id)).toBe(false);

    await a.core.shipping.retryTakes();
    expect(createTakeRepo(localDb(a.core)).state(a.accountId, order.id)).toBe('taken');
    expect(await a.core.shipping.take(a.accountId, order.id)).toEqual({ status: 'taken' });
  });

  it('a take the marketplace refuses leaves no trace of it', async () => {
    market = await startTestMarket();
    const order = shippableOrder(market, DPD);
    const a = await station(market);
    market.control.addFault({
      kind: 'status',
      status: 422,
      share: 1,
      count: 1,
      method: 'PUT',
      path: 'fulfillment$',
    });
    await expect(a.core.shipping.take(a.accountId, order.id)).rejects.toThrow();
    expect(market.control.order({ id: order.id })!.fulfillment).toBe('NEW');
    expect(createTakeRepo(localDb(a.core)).state(a.accountId, order.id)).toBeNull();
  });
});
