import { describe, expect, it, vi } from 'vitest';
import type { ShippingFamily } from '../../../electron/core/market/environments/environments';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { shippableOrder, startParcelMarket } from '../../helpers/parcels';
import { tempDir } from '../../helpers/temp-dir';
import { packingStation } from '../../helpers/packing-station';
import { closeAfterEach } from '../../helpers/cleanup';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';
const wait = { timeout: 30_000, interval: 100 };

const closing = closeAfterEach();

async function station(shippingFamily: ShippingFamily, stateDir?: string) {
  const started = await packingStation({
    shippingFamily,
    shippingOptions: { pendingAfterMs: 1500 },
    ...(stateDir ? { stateDir } : {}),
  });
  closing(started.listener);
  closing(started.market);
  closing(started.core);
  started.core.printing.start();
  started.core.shipping.start();
  return started;
}

describe.each<ShippingFamily>(['parcel-management', 'shipment-management'])(
  'unknown outcomes on %s',
  (family) => {
    it('a create command whose answer is lost is settled by reading its id back: exactly one parcel', async () => {
      const { core, market, listener, accountId } = await station(family);
      const order = shippableOrder(market, DPD);
      market.control.addFault({
        kind: 'drop',
        share: 1,
        count: 1,
        method: family === 'parcel-management' ? 'PUT' : 'POST',
        path: 'create-commands',
      });
      const result = await core.shipping.ship({ accountId, orderId: order.id, additional: false });
      expect(result.status).toBe('shipped');
      expect(market.control.faultStats().drop).toBe(1);
      const parcels = market.control.parcelsOfOrder({ orderId: order.id });
      expect(parcels).toHaveLength(1);
      if (result.status !== 'shipped') return;
      expect(parcels[0]!.commandId).toBe(result.shipment.commandId);
      const mine = market.control
        .parcelCommands({ sellerId: MAIN_SELLER_ID })
        .filter((c) => c.kind === 'create' && c.parcels.length > 0 && c.parcels.includes(parcels[0]!.id));
      expect(mine.map((c) => c.id)).toEqual([result.shipment.commandId]);
      await listener.waitForJobs(1);
    });

    it('a command stuck IN_PROGRESS becomes pending, and is finished once the marketplace finishes it', async () => {
      const { core, market, listener, accountId } = await station(family);
      const order = shippableOrder(market, DPD);
      market.control.stickNextParcelCommands({ count: 1 });
      const result = await core.shipping.ship({ accountId, orderId: order.id, additional: false });
      expect(result).toMatchObject({ status: 'waiting', shipment: { state: 'pending' } });
      expect(listener.jobs).toHaveLength(0);

      market.control.releaseStuckParcelCommands();
      await vi.waitFor(
        () => expect(core.shipping.shipments(accountId, order.id)[0]!.state).toBe('done'),
        wait,
      );
      expect(market.control.parcelsOfOrder({ orderId: order.id })).toHaveLength(1);
      await listener.waitForJobs(1);
      // A scan of it now finds it shipped.
      expect((await core.shipping.ship({ accountId, orderId: order.id, additional: false })).status).toBe(
        'alreadyShipped',
      );
    });
  },
);

describe('offline', () => {
  it('a scan while the marketplace is down leaves the order waiting; back up, the label prints with no further call', async () => {
    const stateDir = tempDir('sd-ship-offline-');
    const first = await station('shipment-management', stateDir);
    const order = shippableOrder(first.market, DPD);
    // The order is in the local copy (the sync brought it) before the marketplace goes away.
    await first.core.shipping.take(first.accountId, order.id);
    const port = first.market.port;
    await first.market.close();

    const result = await first.core.shipping.ship({
      accountId: first.accountId,
      orderId: order.id,
      additional: false,
    });
    expect(result).toMatchObject({ status: 'waiting', shipment: { state: 'waiting' } });

    const market = closing(await startParcelMarket({ stateDir, port }));
    const [job] = await first.listener.waitForJobs(1, 30_000);
    await vi.waitFor(
      () => expect(first.core.shipping.shipments(first.accountId, order.id)[0]!.state).toBe('done'),
      wait,
    );
    const shipment = first.core.shipping.shipments(first.accountId, order.id)[0]!;
    expect(job!.bytes.toString('utf8')).toContain(shipment.waybills[0]);
    expect(market.control.parcelsOfOrder({ orderId: order.id })).toHaveLength(1);
    expect(market.control.order({ id: order.id })!.fulfillment).toBe('SENT');
  });
});
