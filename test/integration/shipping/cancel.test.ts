import { describe, expect, it } from 'vitest';
import type { ShippingFamily } from '../../../electron/core/market/environments/environments';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { signedInCore } from '../../helpers/core';
import { shippableOrder, startParcelMarket, shipped } from '../../helpers/parcels';
import { closeAfterEach } from '../../helpers/cleanup';
import { builtinPrinterId, useProfile } from '../../helpers/printing';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';

const closing = closeAfterEach();

describe.each<ShippingFamily>(['parcel-management', 'shipment-management'])(
  'cancelling a parcel on %s',
  (family) => {
    it('voids its label everywhere, and shows its waybill as void in the order history', async () => {
      const market = closing(await startParcelMarket());
      const signed = await signedInCore(market, { shippingFamily: family });
      const core = closing(signed.core);
      const { accountId } = signed;
      useProfile(core.printing, 'label', {
        printerId: await builtinPrinterId(core.printing),
        autoPrint: true,
      });
      // The print queue does not run: the label's job stays queued, as on a printer that is off.
      const order = shippableOrder(market, DPD);
      const shipment = shipped(await core.shipping.ship({ accountId, orderId: order.id, additional: false }));
      const other = shipped(
        await core.shipping.ship({ accountId, orderId: shippableOrder(market, DPD).id, additional: false }),
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

      // Packed again, the order gets its new parcel without asking: the void waybill is not a parcel.
      const again = shipped(await core.shipping.ship({ accountId, orderId: order.id, additional: false }));
      expect(again.waybills).not.toEqual(shipment.waybills);
      expect(market.control.parcelsOfOrder({ orderId: order.id }).map((p) => p.state)).toEqual([
        'CANCELLED',
        expect.not.stringMatching(/CANCELLED/),
      ]);
      // The other order, shipped and not cancelled, is still guarded.
      expect(
        (await core.shipping.ship({ accountId, orderId: other.orderId, additional: false })).status,
      ).toBe('alreadyShipped');
    });
  },
);
