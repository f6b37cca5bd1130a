import { afterEach, describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/app/core';
import type { ShippingFamily } from '../../../electron/core/environment/environments';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import type { ShipResult } from '../../../shared/shipping';
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

function shipped(result: ShipResult) {
  if (result.status !== 'shipped') throw new Error(`expected shipped, got ${JSON.stringify(result)}`);
  return result.shipment;
}

describe.each<ShippingFamily>(['parcel-management', 'shipment-management'])(
  'cancelling a parcel on %s',
  (family) => {
    it('voids its label everywhere, and shows its waybill as void in the order history', async () => {
      market = await startTestMarket();
      market.control.setParcelCommandSeconds({ seconds: 0 });
      const signed = await signedInCore({ url: market.url }, { shippingFamily: family });
      core = signed.core;
      const folder = (await core.printing.listPrinters()).find((p) => p.builtin)!.id;
      core.printing.saveProfile({ ...core.printing.profile('label'), printerId: folder, autoPrint: true });
      // The print queue does not run: the label's job stays queued, as on a printer that is off.
      const order = shippableOrder(market, DPD);
      const shipment = shipped(await core.shipping.ship({ orderId: order.id, additional: false }));
      const other = shipped(
        await core.shipping.ship({ orderId: shippableOrder(market, DPD).id, additional: false }),
      );
      const labelJob = shipment.labelJob!.id;
      expect(core.printing.job(labelJob)!.state).toBe('queued');

      const cancelled = await core.shipping.cancel(shipment.id);
      expect(cancelled.state).toBe('cancelled');
      expect(market.control.parcelsOfOrder({ orderId: order.id }).map((p) => p.state)).toEqual(['CANCELLED']);
      // The job that had not gone out is cancelled, and the label is not printed again from anywhere.
      expect(core.printing.job(labelJob)!.state).toBe('cancelled');
      await expect(core.shipping.printLabel(shipment.id, true)).rejects.toMatchObject({
        code: 'CONFLICT',
        userMessage:
          'Ta przesyłka jest anulowana: jej etykieta jest nieważna i nie zostanie wydrukowana ponownie.',
      });
      await expect(core.printing.reprint(labelJob, true)).rejects.toMatchObject({ code: 'CONFLICT' });
      // Another parcel's label still prints again.
      expect((await core.printing.reprint(other.labelJob!.id, true)).status).toBe('queued');

      // The marketplace has no way to take a waybill off an order: it stays there, and the history says it is void.
      const onMarket = market.control.orders({ sellerId: MAIN_SELLER_ID }).find((o) => o.id === order.id)!;
      expect(onMarket.waybills).toEqual(shipment.waybills);
      const history = core.shipping.history(signed.accountId, order.id);
      expect(history.filter((e) => e.type === 'waybillVoid')).toEqual([
        { at: cancelled.updatedAt, type: 'waybillVoid', waybills: shipment.waybills },
      ]);
      expect(
        core.shipping.history(signed.accountId, other.orderId).some((e) => e.type === 'waybillVoid'),
      ).toBe(false);
    });
  },
);
