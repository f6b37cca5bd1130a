import { describe, expect, it } from 'vitest';
import { closeAfterEach } from '../../helpers/cleanup';
import { paidOrder, pickingOffers } from '../../helpers/picking';
import { startPrinterListener } from '../../helpers/printer-listener';
import { builtinPrinterId, useProfile } from '../../helpers/printing';
import { stationsClosedAfterEach } from '../../helpers/station';

const station = stationsClosedAfterEach();
const opened = closeAfterEach();

async function withOrders() {
  const s = await station({ streams: [] });
  const { a, c, e } = await pickingOffers(s.market, s.api, 'SHELF-PEN-3');
  const orders = [
    paidOrder(s.market, [[a, 2]]),
    paidOrder(s.market, [
      [c, 1],
      [e, 1],
    ]),
  ];
  await s.core.sync.runOnce({ accountId: s.accountId });
  s.core.picking.setBin(s.accountId, c, 'Ż-01');
  s.core.printing.start();
  return { ...s, orders };
}

describe('printing the pick list', () => {
  it('goes to the packing slip profile’s printer as an A4 PDF where the printer takes PDF', async () => {
    const { core, accountId, orders } = await withOrders();
    useProfile(core.printing, 'packingSlip', {
      printerId: await builtinPrinterId(core.printing),
      pageSize: 'a4',
    });
    const result = await core.picking.print(accountId, orders);
    expect(result).toMatchObject({ format: 'pdf', lines: 3 });
    const job = await core.printing.waitForJob(result.jobId, (j) => j.state === 'done', 30_000);
    expect(job).toMatchObject({ kind: 'packingSlip', state: 'done', format: 'pdf' });
    // Printed on the packing slip profile, and named in the queue as what it is.
    expect(core.printing.job(job.id)?.subject).toEqual({ pickList: true });
    const document = Buffer.from(core.printing.document(job.id).base64, 'base64');
    expect(document.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('goes to a label printer as ZPL, one label per product in the list’s order', async () => {
    const { core, accountId, orders } = await withOrders();
    const printer = opened(await startPrinterListener());
    const added = await core.printing.addPrinter({
      backend: 'tcp9100',
      host: '127.0.0.1',
      port: printer.port,
      language: 'zpl',
    });
    const result = await core.picking.print(accountId, orders, added.id);
    expect(result).toMatchObject({ format: 'zpl', lines: 3, printerLabel: added.label });
    const [received] = await printer.waitForJobs(1);
    const zpl = received!.bytes.toString('utf8');
    expect(zpl.match(/\^XA/g)).toHaveLength(3);
    // The binned line first, its bin in the label font's letters.
    expect(zpl.split('^XZ')[0]).toContain('^FDZ-01^FS');
    expect(zpl).toContain('^FDx 2^FS');
  });

  it('refuses an empty list and a list without a printer, saying why', async () => {
    const { core, accountId } = await withOrders();
    await expect(core.picking.print(accountId, ['no-such-order'])).rejects.toThrow(/pick list is empty/);
    await expect(core.picking.print(accountId)).rejects.toThrow(/No printer can print the pick list/);
  });
});
