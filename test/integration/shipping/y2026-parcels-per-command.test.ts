import { describe, expect, it } from 'vitest';
import { packagesPerCommand } from '../../../electron/core/shipping/package-limits';
import { localDb } from '../../helpers/core';
import { shippableOrder } from '../../helpers/parcels';
import { draftWith, METHODS, postedTrackingNumbers, station2026ForTests } from '../../helpers/station-2026';

describe('2026: an order shipped as several packages', () => {
  const station = station2026ForTests();

  it('a method taking one package per command gets one command per package, each its own label and waybill', async () => {
    const { market, core, accountId } = station;
    const order = shippableOrder(market, METHODS.dhl, 'CASH_ON_DELIVERY');
    const draft = await draftWith(core, accountId, order.id, 3);
    expect(draft.cashOnDelivery).not.toBeNull();
    const result = await core.shipping.ship({ accountId, orderId: order.id, additional: false, draft });
    expect(result.status).toBe('shipped');
    await core.shipping.waitIdle();

    const shipments = core.shipping.shipments(accountId, order.id).reverse();
    expect(shipments.map((s) => [s.state, s.part, s.parts])).toEqual([
      ['done', 1, 3],
      ['done', 2, 3],
      ['done', 3, 3],
    ]);
    expect(new Set(shipments.map((s) => s.commandId)).size).toBe(3);
    expect(shipments.every((s) => s.waybills.length === 1)).toBe(true);
    const parcels = market.control.parcelsOfOrder({ orderId: order.id });
    expect(parcels.map((p) => p.commandId).sort()).toEqual(shipments.map((s) => s.commandId).sort());
    expect(parcels.every((p) => p.waybills.length === 1)).toBe(true);
    // Each part has its own label, printed once.
    for (const s of shipments) {
      expect(core.printing.jobsFor({ type: 'shipment', id: String(s.id) }).map((j) => j.kind)).toEqual([
        'label',
      ]);
    }
    const remote = market.control.order({ id: order.id })!;
    expect(remote.fulfillment).toBe('SENT');
    expect(remote.shipments.map((s) => s.waybill).sort()).toEqual(
      shipments.flatMap((s) => s.waybills).sort(),
    );
    expect(postedTrackingNumbers(market)).toEqual([]);
    // The buyer pays on delivery once: the amount goes with the first parcel only.
    const sent = localDb(core)
      .prepare<[string], { input: string }>('SELECT input FROM shipments WHERE order_id = ? ORDER BY part')
      .all(order.id)
      .map((row) => JSON.parse(row.input) as { cashOnDelivery?: unknown; packages: unknown[] });
    expect(sent.map((input) => [input.packages.length, input.cashOnDelivery !== undefined])).toEqual([
      [1, true],
      [1, false],
      [1, false],
    ]);
  });

  it('a method taking several packages gets them all in one command', async () => {
    const { market, core, accountId } = station;
    const order = shippableOrder(market, METHODS.dpd);
    const draft = await draftWith(core, accountId, order.id, 3);
    expect(
      (await core.shipping.ship({ accountId, orderId: order.id, additional: false, draft })).status,
    ).toBe('shipped');
    await core.shipping.waitIdle();
    const [shipment, ...others] = core.shipping.shipments(accountId, order.id);
    expect(others).toEqual([]);
    expect(shipment).toMatchObject({ state: 'done', part: 1, parts: 1 });
    expect(shipment!.waybills).toHaveLength(3);
    expect(market.control.parcelsOfOrder({ orderId: order.id }).map((p) => p.waybills.length)).toEqual([3]);
    expect(market.control.order({ id: order.id })!.shipments).toHaveLength(3);
  });

  it('keeps the limits as its own data by method name and carrier, one package for a method it does not know', () => {
    expect(packagesPerCommand({ methodName: 'Allegro Kurier DPD', carrierId: 'DPD' })).toBe(10);
    expect(packagesPerCommand({ methodName: 'Kurier DPD Paleta', carrierId: 'DPD' })).toBe(5);
    expect(packagesPerCommand({ methodName: 'Allegro Kurier DHL', carrierId: 'DHL' })).toBe(1);
    expect(packagesPerCommand({ methodName: 'Allegro One Box, One Kurier', carrierId: 'ALLEGRO' })).toBe(1);
    expect(packagesPerCommand({ methodName: 'Allegro Nowa Metoda', carrierId: null })).toBe(1);
  });
});
