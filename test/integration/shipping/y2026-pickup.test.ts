import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { shippableOrder, shipped } from '../../helpers/parcels';
import { METHODS, station2026ForTests } from '../../helpers/station-2026';

describe('2026: courier pickups', () => {
  const station = station2026ForTests();

  it('reads the pickup windows from pickupTimes (the marketplace sends no proposalItems) and orders one', async () => {
    const { market, core, accountId } = station;
    for (let i = 0; i < 2; i++) {
      shipped(
        await core.shipping.ship({
          accountId,
          orderId: shippableOrder(market, METHODS.dpd).id,
          additional: false,
        }),
      );
    }
    await core.shipping.waitIdle();
    const proposals = await core.shipping.pickupProposals(accountId);
    const dpd = proposals.find((p) => p.carrierId === 'DPD')!;
    expect(dpd.parcelIds).toHaveLength(2);
    expect(dpd.slots.length).toBeGreaterThan(0);
    for (const slot of dpd.slots) {
      expect(slot.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(slot.minTime < slot.maxTime).toBe(true);
    }
    await core.shipping.requestPickup(accountId, dpd.parcelIds, dpd.slots[0]!);
    const commands = market.control
      .parcelCommands({ sellerId: MAIN_SELLER_ID })
      .filter((c) => c.kind === 'pickup');
    expect(commands.map((c) => c.status)).toEqual(['SUCCESS']);
  });
});
