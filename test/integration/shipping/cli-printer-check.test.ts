import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { cliTestTimeout, runCli } from '../../helpers/cli';
import { shippableOrder, startParcelMarket } from '../../helpers/parcels';
import { startPrinterListener, type PrinterListener } from '../../helpers/printer-listener';
import { addLabelPrinter, openPrinting } from '../../helpers/printing';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

describe('the label printer on the command line', { timeout: cliTestTimeout }, () => {
  let market: DemoMarket;
  let dataDir: string;
  /** A label printer that takes jobs but never answers a status query (one that does not speak `~HS`). */
  let printer: PrinterListener;
  const cli = (...args: string[]) => runCli(['--data-dir', dataDir, ...args]);
  /** Parcel create commands the marketplace received since `since` (both shipping families name them so). */
  const createsSince = (since: number) =>
    market.control
      .requestLog({ since, seller: MAIN_SELLER_ID, path: 'create-commands' })
      .filter((entry) => entry.method !== 'GET');

  beforeAll(async () => {
    market = await startParcelMarket();
    dataDir = tempDir('sd-cli-printer-check-');
    expect((await loginWithCli(dataDir, market.url)).code).toBe(0);
    printer = await startPrinterListener();
    // The seller's label printer, chosen and printing by itself, as the app's Printers section stores it.
    const printing = openPrinting(dataDir);
    await addLabelPrinter(printing.service, printer.port, { autoPrint: true });
    await printing.close();
  }, cliTestTimeout);
  afterAll(async () => {
    await printer.close();
    await market.close();
  });

  it('a scan stops when the printer does not answer, names --no-printer-check, and with it ships', async () => {
    const order = shippableOrder(market);
    const synced = await cli('sync', '--once');
    expect(synced.code, synced.stderr).toBe(0);

    const since = Date.now();
    const stopped = await cli('scan', order.id);
    expect(stopped.code).toBe(1);
    expect(stopped.stdout).toBe('');
    expect(stopped.stderr).toContain(`order ${order.id}:`);
    expect(stopped.stderr).toMatch(/nie odpowiada|did not answer/);
    expect(stopped.stderr).toContain('Add --no-printer-check to create the parcel anyway.');
    expect(market.control.parcelsOfOrder({ orderId: order.id })).toEqual([]);
    expect(createsSince(since)).toEqual([]);

    const anyway = await cli('scan', order.id, '--no-printer-check');
    expect(anyway.stderr).toBe('');
    expect(anyway.code).toBe(0);
    expect(anyway.stdout).toMatch(new RegExp(`^Parcel created for ${order.id}: waybill \\S+`, 'm'));
    expect(market.control.parcelsOfOrder({ orderId: order.id })).toHaveLength(1);
    const labels = printer.jobs.filter((job) => job.bytes.toString('latin1').includes('^XA'));
    expect(labels).toHaveLength(1);
  });

  it('ship --print stops the same way; --no-printer-check ships; without --print the printer is not asked', async () => {
    const order = shippableOrder(market);
    const since = Date.now();
    const stopped = await cli('ship', order.id, '--print');
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toContain('Add --no-printer-check to create the parcel anyway.');
    expect(market.control.parcelsOfOrder({ orderId: order.id })).toEqual([]);
    expect(createsSince(since)).toEqual([]);

    const anyway = await cli('ship', order.id, '--print', '--no-printer-check');
    expect(anyway.stderr).toBe('');
    expect(anyway.code).toBe(0);
    expect(market.control.parcelsOfOrder({ orderId: order.id })).toHaveLength(1);

    const unprinted = shippableOrder(market);
    const before = printer.connections;
    const shipped = await cli('ship', unprinted.id);
    expect(shipped.code, shipped.stderr).toBe(0);
    expect(shipped.stdout.split('\n')[0]).toMatch(new RegExp(`^Parcel created for ${unprinted.id}: waybill`));
    expect(printer.connections).toBe(before);
  });
});
