import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { ShippingFamily } from '../../../electron/core/market/environments/environments';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { signedInCore } from '../../helpers/core';
import { shippableOrder, startParcelMarket } from '../../helpers/parcels';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';

describe.each<ShippingFamily>(['parcel-management', 'shipment-management'])(
  'shipping an order on %s',
  (family) => {
    let market: DemoMarket;
    let core: Core;
    let accountId: string;

    beforeAll(async () => {
      market = await startParcelMarket();
      ({ core, accountId } = await signedInCore(
        { url: market.url },
        { shippingFamily: family, shippingOptions: { pendingAfterMs: 500, minReadMs: 100 } },
      ));
      core.start();
      const folder = (await core.printing.listPrinters()).find((p) => p.builtin)!.id;
      core.printing.saveProfile({ ...core.printing.profile('label'), printerId: folder, autoPrint: true });
    });
    afterAll(async () => {
      await core.close();
      await market.close();
    });

    const commands = () => market.control.parcelCommands({ sellerId: MAIN_SELLER_ID }).length;
    const parcelsOf = (orderId: string) => market.control.parcelsOfOrder({ orderId });

    it('a second scan answers alreadyShipped and makes nothing; asked for on purpose, a second parcel is made', async () => {
      const order = shippableOrder(market, DPD);
      const first = await core.shipping.ship({ accountId, orderId: order.id, additional: false });
      expect(first.status).toBe('shipped');
      await core.shipping.waitIdle();
      const before = commands();

      const again = await core.shipping.ship({ accountId, orderId: order.id, additional: false });
      expect(again).toMatchObject({ status: 'alreadyShipped' });
      if (again.status !== 'alreadyShipped') return;
      expect(again.waybills).toHaveLength(1);
      expect(again.shipments.map((s) => s.state)).toEqual(['done']);
      expect(commands()).toBe(before);
      expect(core.printing.jobsFor({ type: 'shipment', id: String(again.shipments[0]!.id) })).toHaveLength(1);

      const second = await core.shipping.ship({ accountId, orderId: order.id, additional: true });
      expect(second).toMatchObject({ status: 'shipped', shipment: { additional: true } });
      await core.shipping.waitIdle();
      expect(parcelsOf(order.id)).toHaveLength(2);
      expect(market.control.order({ id: order.id })!.shipments).toHaveLength(2);
    });

    it('a waybill put on the order elsewhere counts: nothing is made', async () => {
      const order = shippableOrder(market, DPD);
      const client = await core.accounts.client(accountId);
      await client.request({
        method: 'POST',
        path: `/order/checkout-forms/${order.id}/shipments`,
        body: { carrierId: 'DPD', waybill: 'ELSEWHERE123' },
      });
      const before = commands();
      const result = await core.shipping.ship({ accountId, orderId: order.id, additional: false });
      expect(result).toEqual({ status: 'alreadyShipped', shipments: [], waybills: ['ELSEWHERE123'] });
      expect(commands()).toBe(before);
      expect(core.shipping.shipments(accountId, order.id)).toEqual([]);
    });

    it('the address check stops a parcel before anything is sent', async () => {
      const order = shippableOrder(market, DPD);
      // Taken, the order is in the local copy; its draft is edited to a street without a number.
      await core.shipping.take(accountId, order.id);
      const planned = core.shipping.draft(accountId, order.id);
      const before = commands();
      const edited = { ...planned.draft, receiver: { ...planned.draft.receiver, street: 'ul. Polna' } };
      expect(core.shipping.checkDraft(accountId, order.id, edited)).toEqual([
        { path: 'receiver.street', code: 'streetNumberMissing' },
      ]);
      const result = await core.shipping.ship({
        accountId,
        orderId: order.id,
        draft: edited,
        additional: false,
      });
      expect(result).toEqual({
        status: 'needsAttention',
        problems: [{ path: 'receiver.street', code: 'streetNumberMissing' }],
        errors: [],
        shipment: null,
      });
      expect(commands()).toBe(before);
    });

    it("a refused parcel shows the marketplace's userMessage at its path", async () => {
      const order = shippableOrder(market, DPD);
      await core.shipping.take(accountId, order.id);
      const { draft } = core.shipping.draft(accountId, order.id);
      const edited = { ...draft, receiver: { ...draft.receiver, email: 'kupujacy@example.com' } };
      const result = await core.shipping.ship({
        accountId,
        orderId: order.id,
        draft: edited,
        additional: false,
      });
      expect(result.status).toBe('needsAttention');
      if (result.status !== 'needsAttention') return;
      expect(result.shipment?.state).toBe('failed');
      const prefix = family === 'shipment-management' ? 'input.receiver' : 'receiver';
      expect(result.errors).toContainEqual({
        path: `${prefix}.email`,
        code: 'VALIDATION_ERROR',
        userMessage: 'Adres e-mail odbiorcy musi być adresem kupującego wygenerowanym przez platformę.',
      });
      expect(parcelsOf(order.id)).toEqual([]);
      // Failed, it does not count as a parcel: the corrected draft goes through.
      expect((await core.shipping.ship({ accountId, orderId: order.id, additional: false })).status).toBe(
        'shipped',
      );
    });

    it('a 409 on the fulfillment status reads the order again and goes on', async () => {
      const order = shippableOrder(market, DPD);
      market.control.addFault({
        kind: 'status',
        status: 409,
        share: 1,
        count: 1,
        method: 'PUT',
        path: `/order/checkout-forms/${order.id}/fulfillment`,
      });
      const result = await core.shipping.ship({ accountId, orderId: order.id, additional: false });
      expect(result.status).toBe('shipped');
      await core.shipping.waitIdle();
      expect(market.control.faultStats().status).toBeGreaterThanOrEqual(1);
      expect(market.control.order({ id: order.id })!.fulfillment).toBe('SENT');
    });

    it('an order the buyer cancelled meanwhile gets no parcel', async () => {
      const order = shippableOrder(market, DPD);
      await core.shipping.take(accountId, order.id);
      market.control.cancelOrder({ orderId: order.id });
      const before = commands();
      expect(await core.shipping.ship({ accountId, orderId: order.id, additional: false })).toEqual({
        status: 'cancelled',
      });
      expect(commands()).toBe(before);
      expect(core.queries.orders.get(accountId, order.id).status).toBe('CANCELLED');
    });

    it('prints the packing slip through its own profile when the station makes one and that profile prints by itself', async () => {
      const folder = (await core.printing.listPrinters()).find((p) => p.builtin)!.id;
      core.printing.saveProfile({
        ...core.printing.profile('packingSlip'),
        printerId: folder,
        autoPrint: true,
      });
      core.settings.update({ packing: { ...core.settings.get().packing, packingSlip: true } });
      try {
        const result = await core.shipping.ship({
          accountId,
          orderId: shippableOrder(market, DPD).id,
          additional: false,
        });
        if (result.status !== 'shipped') throw new Error(JSON.stringify(result));
        const kinds = core.printing
          .jobsFor({ type: 'shipment', id: String(result.shipment.id) })
          .map((j) => j.kind);
        expect(kinds.sort()).toEqual(['label', 'packingSlip']);
      } finally {
        core.settings.update({ packing: { ...core.settings.get().packing, packingSlip: false } });
      }
    });

    it('an order cancelled after its label was made is not marked sent, and the parcel says so loudly', async () => {
      const order = shippableOrder(market, DPD);
      market.control.stickNextParcelCommands({ count: 1 });
      const first = await core.shipping.ship({ accountId, orderId: order.id, additional: false });
      expect(first).toMatchObject({ status: 'waiting', shipment: { state: 'pending' } });
      market.control.cancelOrder({ orderId: order.id });
      market.control.releaseStuckParcelCommands();
      if (first.status !== 'waiting') return;
      const shipment = await core.shipping.retry(first.shipment.id);
      expect(shipment.state).toBe('labelled');
      expect(shipment.errors.map((e) => e.code)).toContain('ORDER_CANCELLED');
      expect(market.control.order({ id: order.id })!.shipments).toEqual([]);
      expect((await core.shipping.ship({ accountId, orderId: order.id, additional: false })).status).toBe(
        'alreadyShipped',
      );
      // The seller cancels the parcel; its label is void.
      expect((await core.shipping.cancel(shipment.id)).state).toBe('cancelled');
    });
  },
);
