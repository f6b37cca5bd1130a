import { afterEach, describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import { startTestMarket } from '../../helpers/demo-market';
import { localDb, shiftedClock, signedInCore } from '../../helpers/core';
import { compare, localSnapshot, serverSnapshot } from '../../helpers/sync';

const DAY = 86_400_000;

let market: DemoMarket;
let core: Core;
afterEach(async () => {
  await core?.close();
  await market?.close();
});

const requests = (path: string) => market.control.requestLog({ path }).length;

function expectEqual(accountId: string, part: 'orders' | 'offers'): void {
  const diff = compare(serverSnapshot(market), localSnapshot(localDb(core), accountId));
  if (part === 'orders') {
    expect(diff.orders.local).toEqual(diff.orders.server);
    expect(diff.merges.local).toEqual(diff.merges.server);
  } else {
    expect(diff.offers.local).toEqual(diff.offers.server);
  }
}

describe('journal gaps lead to a full reload, never a silent gap', () => {
  it('loads orders again when the journal refuses the cursor', async () => {
    market = await startTestMarket();
    const signed = await signedInCore(market);
    core = signed.core;
    await core.sync.runOnce({ accountId: signed.accountId });
    localDb(core).prepare("UPDATE sync_streams SET cursor = 'not-an-event' WHERE stream = 'orders'").run();
    market.control.setEventDelivery({ missing: 1 });
    market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId: signed.accountId, streams: ['orders'] });
    expect(market.control.requestLog({ path: '^/order/events$' })[0]!.status).toBe(400);
    expect(requests('^/order/event-stats$')).toBe(1);
    expectEqual(signed.accountId, 'orders');
  });

  it('loads orders again after more than the 60 days the order journal keeps', async () => {
    market = await startTestMarket();
    const clock = shiftedClock();
    const signed = await signedInCore(market, { clock });
    core = signed.core;
    await core.sync.runOnce({ accountId: signed.accountId });
    // Sixty-one days later: everything the journal said meanwhile is gone, including a missed order.
    market.control.setEventDelivery({ missing: 1 });
    market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    market.control.setEventDelivery({ missing: 0 });
    market.control.advanceClock({ seconds: (61 * DAY) / 1000 });
    market.control.addOrder({ stage: 'BOUGHT' });
    clock.shift(61 * DAY);
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId: signed.accountId, streams: ['orders'] });
    expect(requests('^/order/event-stats$')).toBe(1);
    const server = serverSnapshot(market);
    const local = localSnapshot(localDb(core), signed.accountId);
    // The back-fill reaches 120 days (the tests' setting): every order of the shop is there again.
    expect(local.orders.map((o) => o.id)).toEqual(server.orders.map((o) => o.id));
  });

  it('lists offers again when the offer journal refuses the cursor', async () => {
    market = await startTestMarket();
    const signed = await signedInCore(market);
    core = signed.core;
    await core.sync.runOnce({ accountId: signed.accountId });
    const before = core.sync.repos.state.get(signed.accountId, 'offers').lastCompleteAt!;
    localDb(core).prepare("UPDATE sync_streams SET cursor = 'OTk5OTk5OQ==' WHERE stream = 'offers'").run();
    market.control.clearRequestLog();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await core.sync.runOnce({ accountId: signed.accountId, streams: ['offers'] });
    expect(market.control.requestLog({ path: '^/sale/offer-events$' })[0]!.status).toBe(400);
    expect(
      market.control.requestLog({ path: '^/sale/offers$' }).some((e) => e.query.includes('offset=0')),
    ).toBe(true);
    expect(core.sync.repos.state.get(signed.accountId, 'offers').lastCompleteAt!).toBeGreaterThan(before);
    expectEqual(signed.accountId, 'offers');
  });

  it('forgets applied-event rows once the journal cannot deliver those events any more', async () => {
    market = await startTestMarket();
    const clock = shiftedClock();
    const signed = await signedInCore(market, { clock });
    core = signed.core;
    await core.sync.runOnce({ accountId: signed.accountId });
    market.control.addOrder({ stage: 'READY_FOR_PROCESSING' });
    await core.sync.runOnce({ accountId: signed.accountId, streams: ['orders'] });
    const applied = () => core.sync.repos.state.appliedIds(signed.accountId, 'orders');
    const first = applied();
    expect(first.length).toBeGreaterThan(0);
    clock.shift(59 * DAY);
    market.control.addOrder({ stage: 'BOUGHT' });
    await core.sync.runOnce({ accountId: signed.accountId, streams: ['orders'] });
    expect(applied()).toEqual(expect.arrayContaining(first));
    clock.shift(2 * DAY);
    market.control.addOrder({ stage: 'BOUGHT' });
    await core.sync.runOnce({ accountId: signed.accountId, streams: ['orders'] });
    const last = applied();
    expect(last.some((id) => first.includes(id))).toBe(false);
    expect(last.length).toBeGreaterThan(0);
  });
});
