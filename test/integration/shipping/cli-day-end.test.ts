import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import type { DayEndCarrier, DayEndResult } from '../../../shared/day-end';
import { cliTestTimeout, runCli } from '../../helpers/cli';
import { shippableOrder, startParcelMarket } from '../../helpers/parcels';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';
const INPOST = '2488f7b7-5d1c-4d65-b85c-4cbcf253fd93';

describe('day-end on the command line', { timeout: cliTestTimeout }, () => {
  let market: DemoMarket;
  let dataDir: string;
  let folder: string;
  const cli = (...args: string[]) => runCli(['--data-dir', dataDir, ...args]);
  const pickups = () =>
    market.control.parcelCommands({ sellerId: MAIN_SELLER_ID }).filter((c) => c.kind === 'pickup');
  const ship = async (orderId: string) => {
    const shipped = await cli('ship', orderId);
    expect(shipped.code, shipped.stderr).toBe(0);
  };

  beforeAll(async () => {
    market = await startParcelMarket();
    dataDir = tempDir('sd-cli-day-end-');
    const login = await loginWithCli(dataDir, market.url, ['--shipping-family', 'shipment-management']);
    expect(login.code).toBe(0);
    const printers = JSON.parse((await cli('printers', '--json')).stdout) as {
      name: string;
      builtin: boolean;
    }[];
    folder = printers.find((p) => p.builtin)!.name;
  }, cliTestTimeout);
  afterAll(() => market.close());

  it('--json prints one document per carrier, books the courier once where the carrier collects, and lists what is left over', async () => {
    const dpd = shippableOrder(market, DPD);
    const inpost = shippableOrder(market, INPOST);
    expect((await cli('sync', '--once')).code).toBe(0);
    await ship(dpd.id);
    await ship(inpost.id);

    const run = await cli('day-end', '--print', '--printer', folder, '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout) as DayEndResult;
    expect(Object.keys(result).sort()).toEqual(['carriers', 'date', 'leftOver']);
    expect(result.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const byCarrier = Object.fromEntries(
      result.carriers.map((c): [string, DayEndCarrier] => [c.carrierId ?? '-', c]),
    );
    expect(byCarrier.DPD).toMatchObject({ parcels: 1, document: 'carrier', job: { state: 'done' } });
    expect(byCarrier.INPOST).toMatchObject({
      parcels: 1,
      document: 'handOverList',
      job: { state: 'done' },
      pickup: { status: 'notNeeded' },
    });
    // The first slot the marketplace proposed, booked there for the DPD parcel.
    expect(byCarrier.DPD!.pickup).toMatchObject({
      status: 'booked',
      slot: { date: expect.any(String) as unknown },
    });
    const booked = pickups();
    expect(booked).toHaveLength(1);
    expect(booked[0]!.status).toBe('SUCCESS');
    const dpdParcel = market.control.parcelsOfOrder({ orderId: dpd.id })[0]!;
    expect(byCarrier.DPD!.parcelIds).toEqual([dpdParcel.id]);

    // Their labels were not printed (no label printer here): both are left over, saying so; so is every paid
    // order of the shop due by today without a parcel.
    const labels = result.leftOver.filter((left) => left.kind === 'labelNotPrinted').map((l) => l.orderId);
    expect(labels.sort()).toEqual([dpd.id, inpost.id].sort());
    const orders = result.leftOver.filter((left) => left.kind === 'noParcel');
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.map((o) => o.orderId)).not.toContain(dpd.id);
    for (const left of result.leftOver) expect(left.reason).toMatch(/\S{3,}/);

    // A second end of day books no second courier.
    const again = await cli('day-end', '--json');
    expect(again.code, again.stderr).toBe(0);
    const second = JSON.parse(again.stdout) as DayEndResult;
    expect(second.carriers.find((c) => c.carrierId === 'DPD')!.pickup.status).toBe('booked');
    expect(pickups()).toHaveLength(1);
  });

  it('exits 1 with the marketplace words when it refuses the courier, and prints a line per carrier', async () => {
    await ship(shippableOrder(market, DPD).id);
    market.control.addFault({
      kind: 'status',
      status: 422,
      share: 1,
      method: 'POST',
      path: 'pickups/create-commands',
    });
    const run = await cli('day-end');
    market.control.clearFaults();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('seller-desk: DPD: Usługa chwilowo niedostępna.');
    expect(run.stdout).toMatch(
      /^DPD\tparcels: 2\tprotocol .*\tpickup refused: Usługa chwilowo niedostępna\./m,
    );
    expect(run.stdout).toMatch(/^InPost\tparcels: 1\thand-over list .*\tno pickup needed$/m);
    expect(run.stdout).toMatch(/^Left over: \S+\t.+$/m);
  });

  it('refuses a day that is not one, with the usage', async () => {
    const run = await cli('day-end', '--date', '2026-02-30');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--date needs a day as YYYY-MM-DD');
  });
});
