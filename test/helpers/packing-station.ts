import type { Core } from '../../electron/core/compose';
import type { DemoMarket, DemoMarketOptions } from '../../electron/demo-market';
import { signedInCore, type TestCoreOptions } from './core';
import { startParcelMarket } from './parcels';
import { hostStatusAnswer, startPrinterListener, type PrinterListener } from './printer-listener';
import { addLabelPrinter } from './printing';

/** Short pauses, so a test sees the shipping worker come back within seconds. */
export const fastShipping = {
  pollMs: 200,
  pendingAfterMs: 1000,
  backoff: { baseMs: 200, capMs: 800 },
  minReadMs: 100,
};

export interface PackingStation {
  core: Core;
  market: DemoMarket;
  listener: PrinterListener;
  accountId: string;
}

/**
 * A signed-in core against a demo marketplace whose parcel commands finish at once, with a ZPL label printer on a
 * loopback listener that prints every label by itself. Nothing is started: the test decides when the workers run.
 */
export async function packingStation(
  options: TestCoreOptions & { stateDir?: string; market?: DemoMarketOptions } = {},
): Promise<PackingStation> {
  const { stateDir, market: marketOptions, ...coreOptions } = options;
  const market = await startParcelMarket({ ...marketOptions, ...(stateDir ? { stateDir } : {}) });
  const { core, accountId } = await signedInCore(market, {
    shippingFamily: 'shipment-management',
    ...coreOptions,
    shippingOptions: { ...fastShipping, ...coreOptions.shippingOptions },
  });
  // It answers the status query a label printer is asked before a job, so only jobs count as jobs.
  const listener = await startPrinterListener({ hostStatus: hostStatusAnswer({}) });
  await addLabelPrinter(core.printing, listener.port, { autoPrint: true });
  return { core, market, listener, accountId };
}
