import { afterEach, expect, it, vi } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import { signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { shippableOrder } from '../../helpers/parcels';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';

let market: DemoMarket | null = null;
let core: Core | null = null;
afterEach(async () => {
  await core?.close();
  await market?.close();
  core = market = null;
});

// The sync reads the orders a journal page names, then writes them together: an order read before the seller took
// it is written after the take landed. Without the station's mark the local copy went back to NEW (and a scan's
// SENT back to PROCESSING) until the next event, and a packing station saw its own scan undone.
it('an order the sync read before a take, written after it, keeps the status the take set', async () => {
  market = await startTestMarket();
  const taken = shippableOrder(market, DPD);
  const slow = shippableOrder(market, DPD);
  const signed = await signedInCore({ url: market.url });
  core = signed.core;
  const { accountId } = signed;
  await core.sync.runOnce({ accountId });
  const status = () =>
    core!.shipping.listQueue({ accountId, offset: 0, limit: 500 }).rows.find((row) => row.id === taken.id)
      ?.fulfillmentStatus;
  expect(status()).toBe('NEW');

  market.control.addOrderEvents({
    events: [
      { orderId: taken.id, type: 'READY_FOR_PROCESSING' },
      { orderId: slow.id, type: 'READY_FOR_PROCESSING' },
    ],
  });
  // The other order's answer comes late, once: the page's orders are written when it comes.
  market.control.setFaults({
    rules: [{ kind: 'latency', ms: 4000, share: 1, path: `^/order/checkout-forms/${slow.id}$`, count: 1 }],
  });
  const since = Date.now();
  const syncing = core.sync.runOnce({ accountId, streams: ['orders'] });
  await vi.waitFor(
    () =>
      expect(
        market!.control
          .requestLog({ path: `/order/checkout-forms/${taken.id}` })
          .filter((entry) => entry.realTime >= since && entry.method === 'GET'),
      ).toHaveLength(1),
    { timeout: 3000, interval: 20 },
  );
  expect(await core.shipping.take(accountId, taken.id)).toEqual({ status: 'taken' });
  expect(status()).toBe('PROCESSING');
  await syncing;
  // The sync's answer was NEW: it was asked for before the take and is older than what the take wrote.
  expect(
    market.control
      .requestLog({ path: `/order/checkout-forms/${slow.id}` })
      .filter((entry) => entry.realTime >= since),
  ).toHaveLength(1);
  expect(status()).toBe('PROCESSING');
  // An answer asked for after the take replaces it as usual.
  market.control.setFulfillmentStatus({ orderId: taken.id, status: 'READY_FOR_SHIPMENT' });
  await core.sync.runOnce({ accountId, streams: ['orders'] });
  expect(status()).toBe('READY_FOR_SHIPMENT');
}, 60_000);
