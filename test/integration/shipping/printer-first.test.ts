import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import type { PrinterStop } from '../../../shared/shipping';
import { closeAfterEach } from '../../helpers/cleanup';
import { packingStation, type PackingStation } from '../../helpers/packing-station';
import { shippableOrder } from '../../helpers/parcels';
import { hostStatusAnswer, startPrinterListener } from '../../helpers/printer-listener';
import { addLabelPrinter } from '../../helpers/printing';

const closing = closeAfterEach();

async function station(): Promise<PackingStation> {
  const opened = await packingStation();
  closing(opened.market);
  closing(opened.core);
  closing(opened.listener);
  return opened;
}

/** What the marketplace was asked to change (anything but a read) since `since`. */
const writesSince = ({ market }: PackingStation, since: number) =>
  market.control
    .requestLog({ since, seller: MAIN_SELLER_ID })
    .filter((entry) => entry.method !== 'GET')
    .map((entry) => `${entry.method} ${entry.path}`);

const ship = (
  at: PackingStation,
  orderId: string,
  more: { print?: boolean; printerId?: string; skipPrinterCheck?: boolean } = {},
) => at.core.shipping.ship({ accountId: at.accountId, orderId, additional: false, ...more });

/** Ships a new paid order and checks that the printer stopped it before the marketplace heard of it. */
async function stoppedBy(at: PackingStation, problems: PrinterStop[]): Promise<string> {
  const order = shippableOrder(at.market);
  const since = Date.now();
  const result = await ship(at, order.id);
  expect(result).toMatchObject({ status: 'printerNotReady', problems });
  expect(writesSince(at, since)).toEqual([]);
  expect(at.market.control.parcelsOfOrder({ orderId: order.id })).toEqual([]);
  expect(at.core.shipping.shipments(at.accountId, order.id)).toEqual([]);
  return order.id;
}

describe('the label printer is asked before a parcel is made', () => {
  it('a head open, a paused printer, a missing ribbon: each stops the ship with its reason, naming the printer', async () => {
    const at = await station();
    const cases: [Parameters<typeof hostStatusAnswer>[0], PrinterStop[]][] = [
      [{ headOpen: true }, ['headOpen']],
      [{ paused: true }, ['paused']],
      [{ ribbonOut: true }, ['ribbonOut']],
      [{ paperOut: true, paused: true }, ['paperOut', 'paused']],
    ];
    for (const [flags, problems] of cases) {
      at.listener.setHostStatus(hostStatusAnswer(flags));
      await stoppedBy(at, problems);
    }
    const label = at.core.printing.profile('label');
    const printer = (await at.core.printing.findPrinter(label.printerId!))!;
    const order = shippableOrder(at.market);
    const result = await ship(at, order.id);
    expect(result).toEqual({
      status: 'printerNotReady',
      printer: { id: printer.id, label: printer.label },
      problems: ['paperOut', 'paused'],
    });
  });

  it('paper out stops a scan; with paper in, the same scan ships, after one status query', async () => {
    const at = await station();
    at.listener.setHostStatus(hostStatusAnswer({ paperOut: true }));
    const order = shippableOrder(at.market);
    await at.core.sync.runOnce();
    const since = Date.now();
    const stopped = await at.core.shipping.scan({ accountId: at.accountId, code: order.id });
    expect(stopped).toMatchObject({
      kind: 'order',
      next: { step: 'ship', result: { status: 'printerNotReady', problems: ['paperOut'] } },
    });
    expect(writesSince(at, since)).toEqual([]);
    expect(at.market.control.parcelsOfOrder({ orderId: order.id })).toEqual([]);

    at.listener.setHostStatus(hostStatusAnswer({}));
    const before = at.listener.connections;
    const shipped = await at.core.shipping.scan({ accountId: at.accountId, code: order.id });
    expect(shipped).toMatchObject({ next: { step: 'ship', result: { status: 'shipped' } } });
    expect(at.market.control.parcelsOfOrder({ orderId: order.id })).toHaveLength(1);
    // The print queue is not running here: the one connection is the status query.
    expect(at.listener.connections - before).toBe(1);
  });

  it('a printer that does not answer stops the ship, saying so; the seller can create the parcel anyway', async () => {
    const at = await station();
    const silent = closing(await startPrinterListener({ stall: true }));
    await addLabelPrinter(at.core.printing, silent.port, { autoPrint: true });
    const orderId = await stoppedBy(at, ['noAnswer']);

    const anyway = await ship(at, orderId, { skipPrinterCheck: true });
    expect(anyway.status).toBe('shipped');
    expect(at.market.control.parcelsOfOrder({ orderId })).toHaveLength(1);
  });

  it('a printer switched off (nothing listens at its address) stops the ship as not answering', async () => {
    const at = await station();
    const off = await startPrinterListener();
    await off.close();
    await addLabelPrinter(at.core.printing, off.port, { autoPrint: true });
    await stoppedBy(at, ['noAnswer']);
  });

  it('a label not to be printed, or a printer that is no network ZPL printer, is not asked', async () => {
    const at = await station();
    at.listener.setHostStatus(hostStatusAnswer({ paperOut: true }));
    const before = at.listener.connections;
    const unprinted = await ship(at, shippableOrder(at.market).id, { print: false });
    expect(unprinted.status).toBe('shipped');
    expect(at.listener.connections).toBe(before);

    // The list probes every printer it shows: counted from after it.
    const folder = (await at.core.printing.listPrinters()).find((p) => p.builtin)!;
    const listed = at.listener.connections;
    const toFolder = await ship(at, shippableOrder(at.market).id, { printerId: folder.id });
    expect(toFolder.status).toBe('shipped');
    expect(at.listener.connections).toBe(listed);
  });
});
