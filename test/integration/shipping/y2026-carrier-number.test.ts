import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import type { Shipment } from '../../../shared/shipping';
import { shiftedClock } from '../../helpers/core';
import { shippableOrder, shipped } from '../../helpers/parcels';
import { METHODS, quickCarrierChecks, station2026ForTests } from '../../helpers/station-2026';

const until = async (what: () => boolean, ms = 10_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe("2026: the carrier's own number comes later", () => {
  const clock = shiftedClock();
  const station = station2026ForTests(quickCarrierChecks, clock);

  const current = (orderId: string): Shipment =>
    station.core.shipping.shipments(station.accountId, orderId)[0]!;
  const reads = (parcelId: string) =>
    station.market.control.requestLog({
      path: `^/shipment-management/shipments/${parcelId}$`,
      seller: MAIN_SELLER_ID,
    }).length;

  it('shows it pending, reads the parcel again until it comes, then shows both numbers; a scan of either finds the order', async () => {
    const { market, core, accountId } = station;
    const order = shippableOrder(market, METHODS.dhl);
    const made = shipped(await core.shipping.ship({ accountId, orderId: order.id, additional: false }));
    await core.shipping.waitIdle();
    expect(current(order.id)).toMatchObject({
      state: 'done',
      carrierNumberPending: true,
      carrierWaybills: [],
    });
    // Read again on its own while the number is missing.
    const first = reads(made.parcelId!);
    await until(() => reads(made.parcelId!) >= first + 2);
    expect(current(order.id).carrierNumberPending).toBe(true);

    expect(market.control.fillCarrierNumbers({ shipmentId: made.parcelId! })).toEqual({ filled: 1 });
    await until(() => !current(order.id).carrierNumberPending);
    const shipment = current(order.id);
    expect(shipment.carrierWaybills).toHaveLength(1);
    expect(shipment.carrierWaybills[0]).not.toBe(shipment.waybills[0]);
    // Once it came, the parcel is not read again.
    const after = reads(made.parcelId!);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(reads(made.parcelId!)).toBe(after);

    for (const code of [shipment.waybills[0]!, shipment.carrierWaybills[0]!]) {
      expect(core.shipping.resolveScan(accountId, code)).toMatchObject({ kind: 'order', orderId: order.id });
    }
  });

  it('reads again after pauses that grow, and stops at its bound when the carrier never gives a number', async () => {
    const { market, core, accountId } = station;
    const order = shippableOrder(market, METHODS.ups);
    const made = shipped(await core.shipping.ship({ accountId, orderId: order.id, additional: false }));
    await core.shipping.waitIdle();
    expect(current(order.id).carrierNumberPending).toBe(true);
    // The bound is a minute here; the pauses grow to 400 ms, so a handful of reads, not one per poll.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const count = reads(made.parcelId!);
    expect(count).toBeGreaterThan(2);
    expect(count).toBeLessThan(12);
    // A minute after it was sent the bound is reached: one more read, then no more, and it is no longer pending.
    clock.shift(60_000);
    await until(() => !current(order.id).carrierNumberPending);
    const last = reads(made.parcelId!);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(reads(made.parcelId!)).toBe(last);
    expect(current(order.id).carrierWaybills).toEqual([]);
  });
});
