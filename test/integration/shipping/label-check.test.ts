import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import type { ScanAnswer } from '../../../shared/packing-scan';
import type { ShipResult } from '../../../shared/shipping';
import { readSettings } from '../../../electron/core/kernel/settings/conf-store';
import { coreWithDemo } from '../../helpers/core';
import { labelsToFolder, shippableOrder, startParcelMarket } from '../../helpers/parcels';
import { signInToDemo } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

let market: DemoMarket;
let core: Core;
let accountId: string;
const dataDir = tempDir('sd-label-check-');
const orders: string[] = [];

async function open(): Promise<Core> {
  const opened = coreWithDemo({ url: market.url }, { dataDir, shippingOptions: { pollMs: 50 } });
  opened.printing.start();
  await labelsToFolder(opened);
  return opened;
}

beforeAll(async () => {
  market = await startParcelMarket();
  for (let i = 0; i < 3; i++) orders.push(shippableOrder(market).id);
  core = await open();
  accountId = (await signInToDemo(core)).id;
  core.start();
  await vi.waitFor(() => expect(core.sync.status().accounts[0]?.firstSyncDone).toBe(true), {
    timeout: 60_000,
    interval: 100,
  });
  core.settings.update({ packing: { ...core.settings.get().packing, checkLabel: true } });
}, 90_000);
afterAll(async () => {
  await core.close();
  await market.close();
});

const fulfillment = (orderId: string) => market.control.order({ id: orderId })!.fulfillment;
const scan = (code: string, labelOf?: string) =>
  core.shipping.scan({ accountId, code, ...(labelOf ? { labelOf } : {}) });

function shippedResult(answer: ScanAnswer): ShipResult & { status: 'shipped' } {
  if (answer.kind !== 'order' || answer.next.step !== 'ship') throw new Error(`not shipped: ${answer.kind}`);
  const { result } = answer.next;
  if (result.status !== 'shipped') throw new Error(`not shipped: ${result.status}`);
  return result;
}

describe('the right label on the right box', () => {
  let first: string;
  let second: string;

  it('is off unless the seller turns it on, and packing settings saved before it keep their values', () => {
    const older = {
      autoShip: false,
      checkItems: true,
      statusAfterLabel: 'SENT',
      packingSlip: true,
      sounds: false,
    };
    expect(readSettings({ packing: older }).packing).toEqual({ ...older, checkLabel: false });
  });

  it('prints the label and leaves the order unsent until its waybill is scanned', async () => {
    const result = shippedResult(await scan(orders[0]!));
    expect(result.shipment).toMatchObject({ state: 'labelled', labelCheck: 'waiting' });
    first = result.shipment.waybills[0]!;
    await core.shipping.waitIdle();
    expect(core.printing.jobsFor({ type: 'shipment', id: String(result.shipment.id) })).toHaveLength(1);
    expect(fulfillment(orders[0]!)).toBe('PROCESSING');
    expect(market.control.order({ id: orders[0]! })!.shipments ?? []).toEqual([]);

    // A scan of the order itself neither makes a second parcel nor finishes it: it waits for the label again.
    const again = shippedResult(await scan(orders[0]!));
    expect(again.shipment).toMatchObject({ id: result.shipment.id, labelCheck: 'waiting' });
    expect(core.shipping.shipments(accountId, orders[0]!)).toHaveLength(1);
  });

  it("refuses another order's waybill and any other code while waiting for one order's label", async () => {
    second = shippedResult(await scan(orders[1]!)).shipment.waybills[0]!;
    expect(await scan(first, orders[1])).toEqual({
      kind: 'wrongLabel',
      orderId: orders[1],
      waybills: [second],
      code: first,
      otherOrderId: orders[0],
    });
    expect(await scan('NOT-A-LABEL-7', orders[1])).toMatchObject({ kind: 'wrongLabel', otherOrderId: null });
    expect(await scan(orders[2]!, orders[1])).toMatchObject({ kind: 'wrongLabel', otherOrderId: orders[2] });
    await core.shipping.waitIdle();
    expect(core.shipping.shipments(accountId, orders[2]!)).toEqual([]);
    expect([fulfillment(orders[0]!), fulfillment(orders[1]!)]).toEqual(['PROCESSING', 'PROCESSING']);
  });

  it('its own waybill confirms the box: the waybill goes onto the order and the order is SENT', async () => {
    const answer = await scan(second.toLowerCase(), orders[1]);
    expect(answer).toMatchObject({
      kind: 'labelConfirmed',
      orderId: orders[1],
      result: { status: 'shipped' },
    });
    if (answer.kind !== 'labelConfirmed' || answer.result.status !== 'shipped')
      throw new Error('not confirmed');
    expect(answer.result.shipment).toMatchObject({ state: 'done', labelCheck: 'confirmed' });
    expect(fulfillment(orders[1]!)).toBe('SENT');
    expect(fulfillment(orders[0]!)).toBe('PROCESSING');
  });

  it('a label left waiting is still waiting after a restart, and a later scan of its waybill confirms it', async () => {
    await core.close();
    core = await open();
    core.start();
    expect(core.shipping.shipments(accountId, orders[0]!)[0]).toMatchObject({
      state: 'labelled',
      labelCheck: 'waiting',
    });
    await core.shipping.waitIdle();
    expect(fulfillment(orders[0]!)).toBe('PROCESSING');

    // From the queue, with the station waiting for nothing: the waybill alone confirms its box.
    expect(await scan(first)).toMatchObject({ kind: 'labelConfirmed', orderId: orders[0], waybill: first });
    expect(fulfillment(orders[0]!)).toBe('SENT');
    const [shipment] = core.shipping.shipments(accountId, orders[0]!);
    expect(shipment).toMatchObject({ state: 'done', labelCheck: 'confirmed' });
    expect(core.printing.jobsFor({ type: 'shipment', id: String(shipment!.id) })).toHaveLength(1);
  });

  it('with the check off, a label finishes its order at once, as before', async () => {
    core.settings.update({ packing: { ...core.settings.get().packing, checkLabel: false } });
    const result = shippedResult(await scan(orders[2]!));
    expect(result.shipment.labelCheck).toBeNull();
    await core.shipping.waitIdle();
    expect(fulfillment(orders[2]!)).toBe('SENT');
  });
});
