import { performance } from 'node:perf_hooks';
import type { ShippingFamily } from '../../electron/core/market/environments/environments';
import type { ScanMatch, ShipResult } from '../../shared/shipping';
import { hostStatusAnswer, startPrinterListener } from '../helpers/printer-listener';
import { addLabelPrinter } from '../helpers/printing';
import { signInToDemo } from '../helpers/sign-in';
import { tempDir } from '../helpers/temp-dir';
import { benchCoreOn, benchLimits, control, round, startBenchMarket, summary } from './support/bench-market';
import { bridgeCaller } from '../helpers/bridge';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';

interface DemoOrder {
  id: string;
  buyer: { phone: string; address: { street: string } };
}

interface CommandTiming {
  commandId: string;
  createMs: number | null;
  labelMs: number | null;
}

/**
 * Scan to label at the printer, one order at a time as at a packing station: the renderer's two bridge calls for
 * a scan (`shipping:resolveScan`, then `shipping:ship`) through the registrar, to the first label byte at a TCP
 * 9100 listener (the label profile's ZPL printer). The marketplace (its own process) makes parcels at once
 * (`setParcelCommandSeconds(0)`) and reports its own time per command: create request to the status read that
 * answered SUCCESS, plus serving the label. `overheadP50Ms` is what Seller Desk adds at p50.
 * Arguments: N orders (100), shipping family (shipment-management).
 */
export default async function shipBench(args: string[]): Promise<Record<string, unknown>> {
  const count = Number(args[0] ?? 100);
  const family = (args[1] ?? 'shipment-management') as ShippingFamily;
  const market = await startBenchMarket({ offers: 200, orders: 20, ratings: 0 });
  // A Zebra-like printer: it answers the status query (~HS) the app may send before a job.
  const listener = await startPrinterListener({ hostStatus: hostStatusAnswer({}) });
  const core = benchCoreOn(market.url, { dataDir: tempDir('sd-bench-ship-'), shippingFamily: family });
  try {
    await control(market.url, 'setParcelCommandSeconds', { seconds: 0 });
    const orderIds: string[] = [];
    while (orderIds.length < count) {
      const added = await control<{ id: string }>(market.url, 'addOrder', {
        stage: 'READY_FOR_PROCESSING',
        methodId: DPD,
      });
      const order = await control<DemoOrder>(market.url, 'order', { id: added.id });
      const digits = order.buyer.phone.replace(/\D/g, '').length;
      // Only orders the address check lets through: a refused one would measure nothing.
      if (/\d/.test(order.buyer.address.street) && digits >= 9 && digits <= 14) orderIds.push(order.id);
    }
    await signInToDemo(core);
    await core.sync.runOnce();
    await addLabelPrinter(core.printing, listener.port, { autoPrint: true });
    core.printing.start();
    const call = bridgeCaller(core);

    // One order first, so connections, statements and the sender address are warm, as at a station in use.
    const [warm, ...measured] = orderIds;
    await call<ShipResult>('shipping:ship', { orderId: warm, additional: false });
    await listener.waitForJobs(1);
    await control(market.url, 'clearParcelCommandTimings');

    const scanToLabel: number[] = [];
    const scanToAnswer: number[] = [];
    for (const orderId of measured) {
      const received = listener.jobs.length;
      const scannedAt = performance.now();
      const match = await call<ScanMatch>('shipping:resolveScan', { code: orderId });
      if (match.kind !== 'order') throw new Error(`scan of ${orderId}: ${match.kind}`);
      const result = await call<ShipResult>('shipping:ship', { orderId: match.orderId, additional: false });
      if (result.status !== 'shipped') throw new Error(`ship ${orderId}: ${JSON.stringify(result)}`);
      scanToAnswer.push(performance.now() - scannedAt);
      const [job] = (await listener.waitForJobs(received + 1)).slice(received);
      scanToLabel.push(job!.firstByteAt - scannedAt);
    }
    const timings = await control<CommandTiming[]>(market.url, 'parcelCommandTimings');
    const market_ = timings
      .filter((t) => t.createMs !== null && t.labelMs !== null)
      .map((t) => t.createMs! + t.labelMs!);
    const label = summary(scanToLabel);
    const marketMs = summary(market_);
    return {
      orders: measured.length,
      family,
      scanToLabelMs: label,
      marketMs,
      overheadP50Ms: round(label.p50 - marketMs.p50, 1),
      scanToShipAnswerMs: summary(scanToAnswer),
      marketCreateMs: summary(timings.map((t) => t.createMs ?? NaN).filter(Number.isFinite)),
      marketLabelMs: summary(timings.map((t) => t.labelMs ?? NaN).filter(Number.isFinite)),
      ...benchLimits,
    };
  } finally {
    await core.close();
    await listener.close();
    await market.stop();
  }
}
