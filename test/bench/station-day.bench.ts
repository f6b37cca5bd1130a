import { performance } from 'node:perf_hooks';
import type { Core } from '../../electron/core/compose';
import type { ScanAnswer } from '../../shared/packing-scan';
import type { PickList } from '../../shared/picking';
import type { DayEndResult } from '../../shared/day-end';
import { bridgeCaller } from '../helpers/bridge';
import { hostStatusAnswer, startPrinterListener } from '../helpers/printer-listener';
import { addLabelPrinter, useProfile } from '../helpers/printing';
import { signInToDemo } from '../helpers/sign-in';
import { tempDir } from '../helpers/temp-dir';
import { benchCoreOn, benchLimits, control, round, startBenchMarket } from './support/bench-market';

/** Two door-to-door carriers, so the end of the day has a document for each. */
const methods = ['7203cb90-864c-4cab-b0f3-a5f04a19e6c2', '98f86f81-0018-41c5-ac83-073a56fc7021'];

interface DemoOrder {
  id: string;
  fulfillment: string;
  buyer: { phone: string; address: { street: string } };
}

interface CommandTiming {
  createMs: number | null;
  labelMs: number | null;
}

interface LoggedRequest {
  path: string;
  durationMs: number;
}

/** Requests the parcel command timings already count (create, its status reads, the label). */
const parcelPaths =
  /^\/shipment-management\/(shipments\/create-commands|label)|^\/parcel-management\/(parcel-create-commands|parcels\/label|label)/;

/** Orders the address check lets through: a refused one would be measured as a seller's fix, not a scan. */
async function shippableOrders(url: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < count) {
    const added = await control<{ id: string }>(url, 'addOrder', {
      stage: 'READY_FOR_PROCESSING',
      methodId: methods[ids.length % methods.length],
    });
    const order = await control<DemoOrder>(url, 'order', { id: added.id });
    const digits = order.buyer.phone.replace(/\D/g, '').length;
    if (/\d/.test(order.buyer.address.street) && digits >= 9 && digits <= 14) ids.push(order.id);
  }
  return ids;
}

async function folderPrinter(core: Core, label: string): Promise<string> {
  return (await core.printing.addPrinter({ backend: 'folder', path: tempDir('sd-bench-day-'), label })).id;
}

/**
 * A packing station's whole day with nothing but the scanner, as the renderer calls the core: the morning's pick
 * list (one scan per item picked), then every order's packing slip scanned (the parcel is made and its label
 * printed at a TCP 9100 listener, the station waiting for it), the label's waybill scanned from the box (the label
 * check sets the order sent), then the end of the day (each carrier's document). `secondsPerOrder` is the app's own time per order: the wall time less what the marketplace
 * (its own process) reports it spent, per parcel command and per request. `scansPerOrder` counts every scan.
 * Arguments: N orders (200).
 */
export default async function stationDay(args: string[]): Promise<Record<string, unknown>> {
  const count = Number(args[0] ?? 200);
  const market = await startBenchMarket({ offers: 300, orders: 0, ratings: 0 });
  const listener = await startPrinterListener({ hostStatus: hostStatusAnswer({}) });
  const core = benchCoreOn(market.url, { dataDir: tempDir('sd-bench-day-') });
  try {
    await control(market.url, 'setParcelCommandSeconds', { seconds: 0 });
    const orderIds = await shippableOrders(market.url, count);
    const account = await signInToDemo(core);
    await core.sync.runOnce();
    await addLabelPrinter(core.printing, listener.port, { autoPrint: true });
    useProfile(core.printing, 'protocol', {
      printerId: await folderPrinter(core, 'Protocols'),
      autoPrint: true,
    });
    core.settings.update({
      packing: { ...core.settings.get().packing, autoShip: true, checkItems: false, checkLabel: true },
    });
    core.printing.start();
    const call = bridgeCaller(core);
    await control(market.url, 'clearParcelCommandTimings');
    const since = Date.now();
    const started = performance.now();

    let scans = 0;
    const list = await call<PickList>('picking:list', {});
    const picked = list.lines.reduce((sum, line) => sum + line.quantity, 0);
    scans += picked;
    const listed = new Set(list.lines.flatMap((line) => line.orderIds));
    const missing = orderIds.filter((id) => !listed.has(id));
    if (missing.length > 0) throw new Error(`the pick list left out ${missing.length} orders`);

    for (const orderId of orderIds) {
      const received = listener.jobs.length;
      const answer = await call<ScanAnswer>('shipping:scan', { code: orderId });
      scans += 1;
      if (answer.kind !== 'order' || answer.next.step !== 'ship' || answer.next.result.status !== 'shipped') {
        throw new Error(
          `scan of ${orderId}: ${JSON.stringify(answer.kind === 'order' ? answer.next : answer)}`,
        );
      }
      await listener.waitForJobs(received + 1);
      // The label check: the label's waybill scanned from the box sets the order sent.
      const [waybill] = answer.next.result.shipment.waybills;
      const confirmed = await call<ScanAnswer>('shipping:scan', { code: waybill, labelOf: orderId });
      scans += 1;
      if (confirmed.kind !== 'labelConfirmed') throw new Error(`label of ${orderId}: ${confirmed.kind}`);
    }

    // The boxes are done when the marketplace has every order as sent (the worker's last step, after the scan).
    for (const orderId of orderIds) {
      while ((await control<DemoOrder>(market.url, 'order', { id: orderId })).fulfillment !== 'SENT') {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    // End of day: the plan first, then the first courier slot wherever the carrier proposes several.
    const plan = await call<DayEndResult>('shipping:dayEndPlan', {});
    const slots = plan.carriers.flatMap((c) =>
      c.pickup.status === 'choose' ? [{ carrierId: c.carrierId, slot: c.pickup.slots[0]! }] : [],
    );
    const day = await call<DayEndResult>('shipping:dayEnd', { print: true, slots });
    const parcels = day.carriers.reduce((sum, c) => sum + c.parcels, 0);
    if (parcels !== orderIds.length) throw new Error(`the day's documents hold ${parcels} parcels`);
    const unfinished = day.carriers.filter(
      (c) => !c.job || !['booked', 'notNeeded'].includes(c.pickup.status),
    );
    if (unfinished.length > 0 || day.leftOver.length > 0) {
      throw new Error(`the end of the day left ${JSON.stringify({ unfinished, leftOver: day.leftOver })}`);
    }
    const wallMs = performance.now() - started;

    const timings = await control<CommandTiming[]>(market.url, 'parcelCommandTimings');
    const commandMs = timings.reduce((sum, t) => sum + (t.createMs ?? 0) + (t.labelMs ?? 0), 0);
    const requests = await control<LoggedRequest[]>(market.url, 'requestLog', {
      since,
      seller: account.userId,
    });
    if (requests.length === 0)
      throw new Error("the marketplace's request log has none of this seller's requests");
    const otherMs = requests
      .filter((r) => !parcelPaths.test(r.path))
      .reduce((sum, r) => sum + r.durationMs, 0);
    const marketMs = commandMs + otherMs;
    return {
      orders: orderIds.length,
      carriers: day.carriers.length,
      pickupsBooked: day.carriers.filter((c) => c.pickup.status === 'booked').length,
      itemsPicked: picked,
      secondsPerOrder: round((wallMs - marketMs) / 1000 / orderIds.length, 3),
      scansPerOrder: round(scans / orderIds.length, 2),
      wallSecondsPerOrder: round(wallMs / 1000 / orderIds.length, 3),
      marketSecondsPerOrder: round(marketMs / 1000 / orderIds.length, 3),
      ...benchLimits,
    };
  } finally {
    await core.close();
    await listener.close();
    await market.stop();
  }
}
