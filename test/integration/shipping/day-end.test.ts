import { describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';
import { parcelForPickup } from '../../helpers/packing-station';
import { shippableOrder } from '../../helpers/parcels';
import { useProfile } from '../../helpers/printing';
import { tempDir } from '../../helpers/temp-dir';

const closing = closeAfterEach();
const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';

async function station() {
  const at = await parcelForPickup('shipment-management', closing);
  const printer = await at.core.printing.addPrinter({
    backend: 'folder',
    path: tempDir('sd-printed-'),
    label: 'Protocols',
  });
  const pickups = () =>
    at.market.control.parcelCommands({ sellerId: MAIN_SELLER_ID }).filter((c) => c.kind === 'pickup');
  return { ...at, protocols: printer.id, pickups };
}
const protocolJobs = (core: Core) =>
  core.printing.jobs({ limit: 100 }).filter((job) => job.kind === 'protocol');

describe('the end of the day', () => {
  it('asks for the slot where the carrier proposes several, and books the one chosen', async () => {
    const { core, accountId, proposal, pickups } = await station();
    const plan = await core.shipping.dayEndPlan(accountId);
    expect(plan.carriers).toMatchObject([
      { carrierId: 'DPD', parcels: 1, document: 'carrier', job: null, pickup: { status: 'choose' } },
    ]);
    const offered = plan.carriers[0]!.pickup;
    expect(offered.status === 'choose' && offered.slots).toEqual(proposal.slots);

    // Run without a choice: nothing is booked, the slots are asked for again.
    const unchosen = await core.shipping.dayEnd(accountId, { print: false });
    expect(unchosen.carriers[0]!.pickup.status).toBe('choose');
    expect(pickups()).toEqual([]);

    const slot = proposal.slots[1]!;
    const done = await core.shipping.dayEnd(accountId, { print: false, slots: [{ carrierId: 'DPD', slot }] });
    expect(done.carriers[0]!.pickup).toEqual({ status: 'booked', slot });
    expect(pickups()).toMatchObject([{ status: 'SUCCESS' }]);
  });

  it("prints each carrier's document when its profile prints by itself, and not otherwise", async () => {
    const { core, accountId, protocols } = await station();
    useProfile(core.printing, 'protocol', { printerId: protocols, autoPrint: false });
    const quiet = await core.shipping.dayEnd(accountId, { carriers: ['DPD'] });
    expect(quiet.carriers[0]!.job).toBeNull();
    expect(protocolJobs(core)).toEqual([]);

    useProfile(core.printing, 'protocol', { printerId: protocols, autoPrint: true });
    const printed = await core.shipping.dayEnd(accountId, { carriers: ['DPD'] });
    expect(printed.carriers[0]!.job).toMatchObject({ kind: 'protocol', printerId: protocols });
    expect(protocolJobs(core)).toHaveLength(1);
  });

  it('names a parcel cancelled that day among the left-overs, and leaves it out of its carrier', async () => {
    const { core, market, accountId } = await station();
    const order = shippableOrder(market, DPD);
    const shipped = await core.shipping.ship({ accountId, orderId: order.id, additional: false });
    if (shipped.status !== 'shipped') throw new Error(JSON.stringify(shipped));
    await core.shipping.cancel(shipped.shipment.id);

    const plan = await core.shipping.dayEndPlan(accountId);
    expect(plan.carriers).toMatchObject([{ carrierId: 'DPD', parcels: 1 }]);
    const cancelled = plan.leftOver.filter((left) => left.kind === 'cancelled');
    expect(cancelled).toEqual([
      {
        kind: 'cancelled',
        orderId: order.id,
        shipmentId: shipped.shipment.id,
        reason: expect.stringContaining('anulowana') as unknown,
      },
    ]);
  });
});
