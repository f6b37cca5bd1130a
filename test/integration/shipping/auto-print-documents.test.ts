import { describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { PrintJob } from '../../../shared/printing';
import { closeAfterEach } from '../../helpers/cleanup';
import { packingStation, parcelForPickup, UPS } from '../../helpers/packing-station';
import { shippableOrder } from '../../helpers/parcels';
import { useProfile } from '../../helpers/printing';
import { tempDir } from '../../helpers/temp-dir';

const closing = closeAfterEach();

/** A folder printer of its own, so a job on it is told from one on the label's printer. */
async function folderPrinter(core: Core, label: string): Promise<string> {
  return (await core.printing.addPrinter({ backend: 'folder', path: tempDir('sd-printed-'), label })).id;
}

const kindsOf = (jobs: PrintJob[]) => jobs.map((job) => `${job.kind} ${job.printerId}`).sort();

describe('the packing slip follows its own profile', () => {
  async function station() {
    const at = await packingStation();
    closing(at.market);
    closing(at.core);
    closing(at.listener);
    at.core.settings.update({ packing: { ...at.core.settings.get().packing, packingSlip: true } });
    const slips = await folderPrinter(at.core, 'Slips');
    return { ...at, slips };
  }
  const ship = (at: Awaited<ReturnType<typeof station>>, more: { print?: boolean } = {}) =>
    at.core.shipping.ship({
      accountId: at.accountId,
      orderId: shippableOrder(at.market).id,
      additional: false,
      ...more,
    });
  const jobsOf = (core: Core, shipmentId: number) =>
    core.printing.jobsFor({ type: 'shipment', id: String(shipmentId) });

  it('printing by itself: queued on its printer after the parcel, though the label is not printed', async () => {
    const at = await station();
    useProfile(at.core.printing, 'packingSlip', { printerId: at.slips, autoPrint: true });
    const result = await ship(at, { print: false });
    if (result.status !== 'shipped') throw new Error(JSON.stringify(result));
    expect(kindsOf(jobsOf(at.core, result.shipment.id))).toEqual([`packingSlip ${at.slips}`]);
  });

  it('not printing by itself: no slip is queued, though the label prints', async () => {
    const at = await station();
    useProfile(at.core.printing, 'packingSlip', { printerId: at.slips, autoPrint: false });
    const result = await ship(at);
    if (result.status !== 'shipped') throw new Error(JSON.stringify(result));
    const label = at.core.printing.profile('label').printerId;
    expect(kindsOf(jobsOf(at.core, result.shipment.id))).toEqual([`label ${label}`]);
  });
});

describe("the day's protocol follows its own profile when the courier is ordered", () => {
  async function station() {
    const at = await parcelForPickup('shipment-management', closing);
    return { ...at, protocols: await folderPrinter(at.core, 'Protocols') };
  }
  const protocolJobs = (core: Core) =>
    core.printing.jobs({ limit: 100 }).filter((job) => job.kind === 'protocol');

  it('printing by itself: the protocol of the parcels picked up is queued on its printer', async () => {
    const { core, accountId, proposal, protocols } = await station();
    useProfile(core.printing, 'protocol', { printerId: protocols, autoPrint: true });
    await core.shipping.requestPickup(accountId, proposal.parcelIds, proposal.slots[0]!);
    const jobs = protocolJobs(core);
    expect(kindsOf(jobs)).toEqual([`protocol ${protocols}`]);
    expect(jobs[0]!.subject).toMatchObject({ carrier: 'DPD' });
  });

  it('not printing by itself: ordering the courier queues nothing', async () => {
    const { core, accountId, proposal, protocols } = await station();
    useProfile(core.printing, 'protocol', { printerId: protocols, autoPrint: false });
    await core.shipping.requestPickup(accountId, proposal.parcelIds, proposal.slots[0]!);
    expect(protocolJobs(core)).toEqual([]);
  });
});

describe('our hand-over list follows the protocol profile when the courier is ordered', () => {
  // UPS collects but has no dispatch protocol: our hand-over list is its paperwork.
  async function station() {
    const at = await parcelForPickup('shipment-management', closing, UPS);
    return { ...at, protocols: await folderPrinter(at.core, 'Protocols') };
  }
  const listJobs = (core: Core) =>
    core.printing.jobs({ limit: 100 }).filter((job) => job.source?.type === 'handOverList');

  it('printing by itself: the hand-over list of the parcels picked up is queued on its printer', async () => {
    const { core, accountId, proposal, protocols } = await station();
    useProfile(core.printing, 'protocol', { printerId: protocols, autoPrint: true });
    await core.shipping.requestPickup(accountId, proposal.parcelIds, proposal.slots[0]!);
    expect(kindsOf(listJobs(core))).toEqual([`protocol ${protocols}`]);
  });

  it('not printing by itself: ordering the courier queues no hand-over list', async () => {
    const { core, accountId, proposal, protocols } = await station();
    useProfile(core.printing, 'protocol', { printerId: protocols, autoPrint: false });
    await core.shipping.requestPickup(accountId, proposal.parcelIds, proposal.slots[0]!);
    expect(listJobs(core)).toEqual([]);
  });
});
