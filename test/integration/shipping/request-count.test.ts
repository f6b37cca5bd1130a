import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { ShippingFamily } from '../../../electron/core/market/environments/environments';
import type { DemoMarket } from '../../../electron/demo-market';
import { signedInCore } from '../../helpers/core';
import { shippableOrder, shipped, startParcelMarket } from '../../helpers/parcels';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';

/*
 * A parcel's requests come out of the account's budget of 120 a minute, shared with sync: every request it
 * spares is a parcel more a minute at the bench. The sync is not started here, so each request the marketplace
 * logs is the parcel's own.
 */
describe.each<ShippingFamily>(['parcel-management', 'shipment-management'])(
  'the requests of one parcel on %s',
  (family) => {
    let market: DemoMarket;
    let core: Core;
    let accountId: string;

    beforeAll(async () => {
      market = await startParcelMarket();
      ({ core, accountId } = await signedInCore({ url: market.url }, { shippingFamily: family }));
      // The reference data (carriers, delivery services) as the first sync stores it.
      await core.sync.runOnce();
      core.shipping.start();
    });
    afterAll(async () => {
      await core.close();
      await market.close();
    });

    it('reads the order only before a decision, never back after a status change that landed, and the carriers from the sync', async () => {
      const order = shippableOrder(market, DPD);
      await core.sync.runOnce();
      market.control.clearRequestLog();
      shipped(await core.shipping.ship({ accountId, orderId: order.id, additional: false }));
      await core.shipping.waitIdle();
      expect(market.control.order({ id: order.id })!.fulfillment).toBe('SENT');

      const log = market.control.requestLog();
      const onOrder = log
        .filter((e) => e.path.startsWith(`/order/checkout-forms/${order.id}`))
        .map((e) => `${e.method} ${e.path.replace(`/order/checkout-forms/${order.id}`, '')}`);
      expect(onOrder).toEqual([
        // The take: the order and its waybills, then PROCESSING at the revision read.
        'GET ',
        'GET /shipments',
        'PUT /fulfillment',
        // The finish: read again (the buyer may have cancelled), the waybill, its new revision, then SENT.
        'GET ',
        'GET /shipments',
        'POST /shipments',
        'GET ',
        'GET /shipments',
        'PUT /fulfillment',
      ]);
      expect(log.filter((e) => e.path === '/order/carriers')).toHaveLength(0);
    });
  },
);
