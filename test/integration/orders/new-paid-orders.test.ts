import { describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { NewPaidOrders } from '../../../shared/orders';
import { closeAfterEach } from '../../helpers/cleanup';
import { coreWithDemo, signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';

const opened = closeAfterEach();

/** Every `orders:newPaid` the core emits from now on. */
function heard(core: Core): NewPaidOrders[] {
  const signals: NewPaidOrders[] = [];
  core.events.on('orders:newPaid', (signal) => signals.push(signal));
  return signals;
}

async function syncedStation() {
  const market = opened(await startTestMarket({ offers: 20, orders: 150 }));
  const { core, accountId } = await signedInCore(market);
  opened(core);
  const signals = heard(core);
  await core.sync.runOnce({ accountId });
  return { market, core, accountId, signals };
}

describe('new paid orders', () => {
  it('announces none of the orders a first sync brings, though many wait to be packed', async () => {
    const { core, signals } = await syncedStation();
    core.events.flush();
    expect(core.orderNotices.toPack()).toBeGreaterThan(2);
    expect(signals).toEqual([]);
  });

  it('counts no orders of an account the seller signed out of: they are not packed at this station', async () => {
    const { core, accountId } = await syncedStation();
    expect(core.orderNotices.toPack()).toBeGreaterThan(0);
    await core.accounts.signOut(accountId);
    expect(core.orderNotices.toPack()).toBe(0);
  });

  it('announces an order paid after the first sync once, with its buyer and items, and the count to pack', async () => {
    const { market, core, accountId, signals } = await syncedStation();
    const before = core.orderNotices.toPack();
    const order = market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    await core.sync.runOnce({ accountId, streams: ['orders'] });
    core.events.flush();
    const items = order.lineItems.reduce((sum, item) => sum + item.quantity, 0);
    expect(signals).toEqual([
      {
        accountId,
        orders: [{ id: order.id, buyerLogin: order.buyer.login, itemCount: items }],
        toPack: before + 1,
      },
    ]);
    await core.sync.runOnce({ accountId, streams: ['orders'] });
    core.events.flush();
    expect(signals).toHaveLength(1);
  });

  it('announces an order bought earlier once it is paid, and nothing again after a restart', async () => {
    const { market, core, accountId, signals } = await syncedStation();
    const order = market.control.addOrder({ stage: 'BOUGHT' });
    await core.sync.runOnce({ accountId, streams: ['orders'] });
    core.events.flush();
    expect(signals).toEqual([]);
    market.control.payOrder({ orderId: order.id });
    await core.sync.runOnce({ accountId, streams: ['orders'] });
    core.events.flush();
    expect(signals.map((signal) => signal.orders.map((o) => o.id))).toEqual([[order.id]]);

    const dataDir = core.info().dataDir;
    await core.close();
    const again = opened(coreWithDemo(market, { dataDir }));
    const later = heard(again);
    again.start();
    await again.sync.runOnce({ accountId, streams: ['orders'] });
    again.events.flush();
    expect(later).toEqual([]);
  });
});
