import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { ShippingFamily } from '../../../electron/core/market/environments/environments';
import type { DemoMarket } from '../../../electron/demo-market';
import type { SenderAddress } from '../../../shared/sender';
import { signedInCore } from '../../helpers/core';
import { marketForTests } from '../../helpers/demo-market';
import {
  labelsToFolder,
  parcelInput,
  SENDER,
  shipmentInput,
  shippableOrder,
  shipped,
  startParcelMarket,
  type OrderLike,
} from '../../helpers/parcels';

const INPOST_LOCKER = '2488f7b7-5d1c-4d65-b85c-4cbcf253fd93';
const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';

const warehouse: SenderAddress = {
  name: '',
  company: 'Magazyn Sklepu Demo',
  street: 'ul. Magazynowa 7',
  postCode: '60-101',
  city: 'Poznań',
  countryCode: 'PL',
  email: 'magazyn@sklep-demo.example',
  phone: '+48 601 202 303',
};

describe.each<ShippingFamily>(['parcel-management', 'shipment-management'])(
  'the sender and the drop-off point on %s',
  (family) => {
    let market: DemoMarket;
    let core: Core;
    let accountId: string;
    const orders: Record<'locker' | 'courier', OrderLike[]> = { locker: [], courier: [] };

    beforeAll(async () => {
      market = await startParcelMarket();
      for (let i = 0; i < 2; i++) {
        orders.locker.push(shippableOrder(market, INPOST_LOCKER));
        orders.courier.push(shippableOrder(market, DPD));
      }
      ({ core, accountId } = await signedInCore({ url: market.url }, { shippingFamily: family }));
      core.start();
      await vi.waitFor(() => expect(core.sync.status().accounts[0]?.firstSyncDone).toBe(true), {
        timeout: 60_000,
        interval: 100,
      });
      await labelsToFolder(core);
    });
    afterAll(async () => {
      await core.close();
      await market.close();
    });

    const sentSender = (order: OrderLike) => market.control.parcelsOfOrder({ orderId: order.id })[0]!.sender;
    const ship = async (order: OrderLike) =>
      shipped(await core.shipping.ship({ accountId, orderId: order.id, additional: false }));

    it("prefills the form from the account's profile and return address, and offers a drop-off point only where the method takes one", () => {
      const settings = core.shipping.senders.settings(accountId);
      expect(settings.saved).toBe(false);
      expect(settings.account).toEqual({
        name: 'Anna Kowalska',
        company: SENDER.name,
        street: SENDER.street,
        postCode: SENDER.postCode,
        city: SENDER.city,
        countryCode: 'PL',
        email: SENDER.email,
        phone: SENDER.phone,
      });
      expect(settings.address).toEqual(settings.account);
      const method = (id: string) => settings.methods.find((m) => m.id === id);
      expect(method(INPOST_LOCKER)).toMatchObject({ dropOff: true, pointId: null });
      expect(method(DPD)).toMatchObject({ dropOff: false, pointId: null });
    });

    it("sends the seller's saved address and the locker's drop-off point with the create command", async () => {
      const saved = core.shipping.senders.save(accountId, {
        address: warehouse,
        dropOffPoints: [{ methodId: INPOST_LOCKER, pointId: 'POZ08M' }],
      });
      expect(saved).toMatchObject({ saved: true, address: warehouse });
      const order = orders.locker[0]!;
      expect((await ship(order)).state).not.toBe('failed');
      expect(sentSender(order)).toMatchObject({
        name: null,
        company: warehouse.company,
        street: warehouse.street,
        postCode: warehouse.postCode,
        city: warehouse.city,
        email: warehouse.email,
        phone: warehouse.phone,
        pointId: 'POZ08M',
      });
    });

    it('sends no drop-off point for a courier that collects, and refuses to keep one for it', async () => {
      expect(() =>
        core.shipping.senders.save(accountId, {
          address: warehouse,
          dropOffPoints: [{ methodId: DPD, pointId: 'POZ08M' }],
        }),
      ).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }) as Error);
      const order = orders.courier[0]!;
      expect((await ship(order)).state).not.toBe('failed');
      // The locker's point belongs to the locker method: the courier's parcel goes without one.
      expect(sentSender(order)).toMatchObject({ street: warehouse.street, pointId: null });
    });

    it("goes back to the account's data on reset; the drop-off point stays the method's", async () => {
      const reset = core.shipping.senders.reset(accountId);
      expect(reset.saved).toBe(false);
      expect(reset.address).toEqual(reset.account);
      expect(reset.methods.find((m) => m.id === INPOST_LOCKER)?.pointId).toBe('POZ08M');
      const order = orders.locker[1]!;
      expect((await ship(order)).state).not.toBe('failed');
      expect(sentSender(order)).toMatchObject({ street: SENDER.street, pointId: 'POZ08M' });
    });
  },
);

describe.each<ShippingFamily>(['parcel-management', 'shipment-management'])(
  'the first parcel on %s of a marketplace that suggests no sender',
  (family) => {
    it("goes with the account's own data", async () => {
      const market = await startParcelMarket();
      const { core, accountId } = await signedInCore({ url: market.url }, { shippingFamily: family });
      try {
        market.control.setFaults({
          rules: [{ kind: 'status', status: 404, share: 1, method: 'GET', path: 'delivery-proposals' }],
        });
        await core.sync.runOnce({ accountId });
        await labelsToFolder(core);
        const order = shippableOrder(market, DPD);
        const shipment = shipped(
          await core.shipping.ship({ accountId, orderId: order.id, additional: false }),
        );
        expect(shipment.errors).toEqual([]);
        expect(market.control.parcelsOfOrder({ orderId: order.id })[0]!.sender).toMatchObject({
          name: 'Anna Kowalska',
          company: SENDER.name,
          street: SENDER.street,
          postCode: SENDER.postCode,
          phone: SENDER.phone,
          email: SENDER.email,
          pointId: null,
        });
      } finally {
        await core.close();
        await market.close();
      }
    });
  },
);

describe('the demo marketplace and drop-off points', () => {
  const demo = marketForTests();
  type Report = { status: string; errors: { path: string; userMessage: string }[] };
  const settle = async (path: string): Promise<Report> => {
    demo.market.control.advanceClock({ seconds: 2 });
    return demo.api.json<Report>(path);
  };

  it('keeps the drop-off point of a locker parcel and refuses one for a courier (document 3)', async () => {
    const locker = shippableOrder(demo.market, INPOST_LOCKER);
    const atLocker = randomUUID();
    const input = parcelInput(locker, { serviceId: 1001 });
    const pickup = { ...(input.pickup as object), pointId: 'POZ08M' };
    await demo.api.put(`/parcel-management/parcel-create-commands/${atLocker}`, { ...input, pickup });
    expect((await settle(`/parcel-management/parcel-create-commands/${atLocker}`)).status).toBe('SUCCESS');
    expect(demo.market.control.parcelsOfOrder({ orderId: locker.id })[0]!.sender.pointId).toBe('POZ08M');

    const courier = shippableOrder(demo.market, DPD);
    const refused = randomUUID();
    await demo.api.put(`/parcel-management/parcel-create-commands/${refused}`, {
      ...parcelInput(courier),
      pickup,
    });
    const report = await settle(`/parcel-management/parcel-create-commands/${refused}`);
    expect(report.status).toBe('ERROR');
    expect(report.errors.map((e) => e.path)).toEqual(['pickup.pointId']);
    expect(demo.market.control.parcelsOfOrder({ orderId: courier.id })).toEqual([]);
  });

  it('takes `sender.point` for a locker shipment and refuses it for a courier (api-facts 6)', async () => {
    const locker = shippableOrder(demo.market, INPOST_LOCKER);
    const base = shipmentInput(locker, { deliveryMethodId: INPOST_LOCKER });
    const receiver = { ...base.receiver, point: locker.delivery.pickupPoint!.id };
    const sender = { ...base.sender, point: 'POZ08M' };
    const atLocker = randomUUID();
    await demo.api.post('/shipment-management/shipments/create-commands', {
      commandId: atLocker,
      input: { ...base, receiver, sender },
    });
    expect((await settle(`/shipment-management/shipments/create-commands/${atLocker}`)).status).toBe(
      'SUCCESS',
    );
    expect(demo.market.control.parcelsOfOrder({ orderId: locker.id })[0]!.sender.pointId).toBe('POZ08M');

    const courier = shippableOrder(demo.market, DPD);
    const refused = randomUUID();
    await demo.api.post('/shipment-management/shipments/create-commands', {
      commandId: refused,
      input: { ...shipmentInput(courier), sender },
    });
    const report = await settle(`/shipment-management/shipments/create-commands/${refused}`);
    expect(report.status).toBe('ERROR');
    expect(report.errors.map((e) => e.path)).toEqual(['input.sender.point']);
  });
});
