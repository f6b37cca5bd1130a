import { describe, expect, it } from 'vitest';
import { shippableOrder, shipped } from '../../helpers/parcels';
import { METHODS, postedTrackingNumbers, station2026ForTests } from '../../helpers/station-2026';

describe('2026: a Wysyłam z Allegro shipment puts its waybill on the order by itself', () => {
  const station = station2026ForTests();

  it.each([
    ['DPD', METHODS.dpd],
    ['One Box (carrier ALLEGRO)', METHODS.oneBox],
  ])('%s: the waybill is not posted again, the order is SENT and shows it', async (_name, method) => {
    const { market, core, accountId } = station;
    const order = shippableOrder(market, method);
    const shipment = shipped(await core.shipping.ship({ accountId, orderId: order.id, additional: false }));
    await core.shipping.waitIdle();

    expect(core.shipping.shipments(accountId, order.id)[0]).toMatchObject({ state: 'done', errors: [] });
    // The marketplace refuses a tracking number added for ALLEGRO or WEDO: none is sent for any carrier.
    expect(postedTrackingNumbers(market)).toEqual([]);
    const remote = market.control.order({ id: order.id })!;
    expect(remote.fulfillment).toBe('SENT');
    expect(remote.shipments.map((s) => s.waybill)).toEqual(shipment.waybills);
    // The local copy carries the order's waybill as the marketplace put it there.
    const local = core.queries.orders.get(accountId, order.id);
    expect(local.fulfillmentStatus).toBe('SENT');
    expect(local.shipments.map((s) => s.waybill)).toEqual(shipment.waybills);
  });

  it('a parcel asked for on purpose for an order that carries a waybill is made, and nothing is posted', async () => {
    const { market, core, accountId } = station;
    const order = shippableOrder(market, METHODS.dpd);
    shipped(await core.shipping.ship({ accountId, orderId: order.id, additional: false }));
    const again = await core.shipping.ship({ accountId, orderId: order.id, additional: false });
    expect(again.status).toBe('alreadyShipped');
    shipped(await core.shipping.ship({ accountId, orderId: order.id, additional: true }));
    await core.shipping.waitIdle();
    expect(core.shipping.shipments(accountId, order.id).map((s) => s.state)).toEqual(['done', 'done']);
    expect(market.control.order({ id: order.id })!.shipments).toHaveLength(2);
    expect(postedTrackingNumbers(market)).toEqual([]);
  });
});
