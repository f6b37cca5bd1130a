import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../electron/core/db/open';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { cliTestTimeout, runCli } from '../../helpers/cli';
import { signedInCore } from '../../helpers/core';
import { findCups, zplQueueOutput } from '../../helpers/cups';
import { shippableOrder, type OrderLike, startParcelMarket } from '../../helpers/parcels';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

// Real CUPS where a scheduler runs (test/printers/setup-cups.sh): skipped without it, with cups.help saying how to
// get it; in CI it must be there.
const cups = findCups();
if (!cups.available && process.env.CI) throw new Error(cups.help);

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';

/** A paid order the address check refuses: its street has no building number. */
function orderWithoutBuildingNumber(market: DemoMarket): OrderLike {
  for (let i = 0; i < 500; i++) {
    const summary = market.control.addOrder({ stage: 'READY_FOR_PROCESSING', methodId: DPD });
    const order = market.control.order({ id: summary.id }) as unknown as OrderLike;
    if (!/\d/.test(order.buyer.address.street)) return order;
  }
  throw new Error('the demo shop made no order without a building number');
}

describe.skipIf(!cups.available)(
  'ship, orders --to-ship and protocol on the command line',
  { timeout: cliTestTimeout },
  () => {
    let market: DemoMarket;
    let dataDir: string;
    let db: Db;
    /** An order in the local copy, shipped once the marketplace is gone. */
    let offline: OrderLike;
    let marketClosed = false;
    const cli = (...args: string[]) => runCli(['--data-dir', dataDir, ...args]);
    const toShip = async (): Promise<string[]> => {
      const listed = await cli('orders', '--to-ship', '--json');
      expect(listed.code, listed.stderr).toBe(0);
      return (JSON.parse(listed.stdout) as { id: string }[]).map((row) => row.id);
    };
    const parcelsOf = (orderId: string) => market.control.parcelsOfOrder({ orderId });
    const commands = () => market.control.parcelCommands({ sellerId: MAIN_SELLER_ID }).length;

    beforeAll(async () => {
      market = await startParcelMarket();
      dataDir = tempDir('sd-cli-ship-');
      expect((await loginWithCli(dataDir, market.url)).code).toBe(0);
      db = openDatabase(join(dataDir, 'seller-desk.db'));
    }, cliTestTimeout);
    afterAll(async () => {
      db.close();
      if (!marketClosed) await market.close();
    });

    it('ships with --print to the CUPS raw queue, refuses a second parcel with exit 3, and makes one with --force', async () => {
      const order = shippableOrder(market, DPD);
      offline = shippableOrder(market, DPD);
      const synced = await cli('sync', '--once');
      expect(synced.code, synced.stderr).toBe(0);
      expect(await toShip()).toContain(order.id);
      const line = await cli('orders', '--to-ship');
      expect(line.stdout).toMatch(new RegExp(`^${order.id}\\t\\S+\\t.+\\t.+\\t\\d+ x .+\\t-$`, 'm'));

      const printers = JSON.parse((await cli('printers', '--json')).stdout) as {
        name: string;
        label: string;
      }[];
      const queue = printers.find((p) => p.name === 'sd-zpl')!;
      const shipped = await cli('ship', order.id, '--print', '--printer', 'sd-zpl');
      expect(shipped.stderr).toBe('');
      expect(shipped.code).toBe(0);
      const [parcel] = parcelsOf(order.id);
      expect(parcelsOf(order.id)).toHaveLength(1);
      expect(shipped.stdout.split('\n')).toEqual([
        `Parcel created for ${order.id}: waybill ${parcel!.waybills.join(', ')}`,
        `Label printed on ${queue.label}`,
      ]);
      // The label the marketplace made, byte for byte, in the queue's output file.
      const shipment = db
        .prepare<[string], { id: number; label_format: string }>(
          'SELECT id, label_format FROM shipments WHERE order_id = ?',
        )
        .get(order.id)!;
      expect(shipment.label_format).toBe('ZPL');
      const label = db
        .prepare<[number], { bytes: Buffer }>('SELECT bytes FROM shipment_labels WHERE shipment_id = ?')
        .get(shipment.id)!.bytes;
      const job = db
        .prepare<[string], { remote_job_id: string; state: string }>(
          `SELECT remote_job_id, state FROM print_jobs WHERE source_type = 'shipment' AND source_id = ?`,
        )
        .get(String(shipment.id))!;
      expect(job.remote_job_id).toMatch(/^sd-zpl-\d+$/);
      const output = zplQueueOutput(job.remote_job_id);
      expect(existsSync(output)).toBe(true);
      expect(readFileSync(output).equals(label)).toBe(true);
      expect(label.toString('latin1')).toContain(parcel!.waybills[0]);
      expect(market.control.order({ id: order.id })!.fulfillment).toBe('SENT');
      expect(await toShip()).not.toContain(order.id);

      const before = commands();
      const again = await cli('ship', order.id);
      expect(again.code).toBe(3);
      expect(again.stdout).toBe('');
      expect(again.stderr).toContain(
        `order ${order.id} already has a parcel (waybill ${parcel!.waybills[0]})`,
      );
      expect(commands()).toBe(before);
      expect(parcelsOf(order.id)).toHaveLength(1);

      const forced = await cli('ship', order.id, '--force', '--json');
      expect(forced.code, forced.stderr).toBe(0);
      expect(JSON.parse(forced.stdout)).toMatchObject({
        status: 'shipped',
        shipment: { additional: true, state: 'done' },
        labelJob: null,
      });
      expect(parcelsOf(order.id)).toHaveLength(2);
    });

    it('refuses an order another station took (exit 1, nothing made) and packs it here with --force', async () => {
      const order = shippableOrder(market, DPD);
      const other = await signedInCore(market);
      expect(await other.core.shipping.take(other.accountId, order.id)).toEqual({ status: 'taken' });
      await other.core.close();

      const refused = await cli('ship', order.id);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`order ${order.id} is being packed on another station`);
      expect(parcelsOf(order.id)).toEqual([]);
      const forced = await cli('ship', order.id, '--force');
      expect(forced.code, forced.stderr).toBe(0);
      expect(parcelsOf(order.id)).toHaveLength(1);
    });

    it("an address the check refuses exits 1 with the seller's message and sends nothing", async () => {
      const order = orderWithoutBuildingNumber(market);
      const before = commands();
      const refused = await cli('ship', order.id);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      // The data folder speaks Polish, the default.
      expect(refused.stderr).toBe(
        `seller-desk: Paczka dla zamówienia ${order.id} nie została utworzona: receiver.street: ulica nie ma numeru budynku`,
      );
      expect(commands()).toBe(before);
      expect(parcelsOf(order.id)).toEqual([]);
    });

    it("writes the day's protocol as a PDF into the current folder", async () => {
      const folder = tempDir('sd-cli-protocol-');
      const result = await runCli(['--data-dir', dataDir, 'protocol'], {}, folder);
      expect(result.code, result.stderr).toBe(0);
      const files = result.stdout.split('\n');
      expect(files.length).toBeGreaterThanOrEqual(1);
      for (const file of files) {
        expect(file.startsWith(folder)).toBe(true);
        expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    });

    it('an order that cannot reach the marketplace is kept waiting: exit 1, and it says so', async () => {
      await market.close();
      marketClosed = true;
      const waiting = await cli('ship', offline.id, '--print', '--printer', 'sd-zpl');
      expect(waiting.code).toBe(1);
      expect(waiting.stdout).toBe('');
      expect(waiting.stderr).toBe(
        `seller-desk: order ${offline.id}: it is waiting for the connection to the marketplace. Nothing is lost: ` +
          'the parcel is finished and its label printed when the app or "seller-desk sync" runs.',
      );
      const stored = db
        .prepare<[string], { state: string; print: number }>(
          'SELECT state, print FROM shipments WHERE order_id = ?',
        )
        .all(offline.id);
      expect(stored).toEqual([{ state: 'waiting', print: 1 }]);
    });

    it('exits 2 on a wrong invocation', async () => {
      expect((await cli('ship')).code).toBe(2);
      expect((await cli('ship', 'x', '--printer', 'sd-zpl')).stderr).toContain('--printer goes with --print');
      expect((await cli('orders')).code).toBe(2);
      expect((await cli('protocol', '--date', '2026-02-30')).stderr).toContain(
        '--date needs a day as YYYY-MM-DD',
      );
      expect((await cli('ship', 'x', '--template', 'nope')).stderr).toMatch(/no template "nope"/);
    });
  },
);
