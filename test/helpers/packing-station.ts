import { expect } from 'vitest';
import type { Core } from '../../electron/core/compose';
import type { ShippingFamily } from '../../electron/core/market/environments/environments';
import type { DemoMarket, DemoMarketOptions } from '../../electron/demo-market';
import type { PickupProposal } from '../../shared/shipping';
import type { closeAfterEach } from './cleanup';
import { signedInCore, type TestCoreOptions } from './core';
import { shippableOrder, startParcelMarket } from './parcels';
import { hostStatusAnswer, startPrinterListener, type PrinterListener } from './printer-listener';
import { addLabelPrinter, builtinPrinterId, useProfile } from './printing';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';

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

/** Allegro Kurier UPS: a courier that collects but has no dispatch protocol (our hand-over list goes instead). */
export const UPS = { methodId: 'c3066682-97a3-42fe-9eb5-3beeccab840c', carrierId: 'UPS' };

/**
 * A station with one DPD parcel (or one of `carrier`) made today (its label to the built-in folder) and the
 * courier's pickup proposal for it; what it opens is closed by `closing`.
 */
export async function parcelForPickup(
  family: ShippingFamily,
  closing: ReturnType<typeof closeAfterEach>,
  carrier = { methodId: DPD, carrierId: 'DPD' },
): Promise<{ core: Core; market: DemoMarket; accountId: string; proposal: PickupProposal }> {
  const market = closing(await startParcelMarket());
  const signed = await signedInCore(market, { shippingFamily: family });
  const core = closing(signed.core);
  useProfile(core.printing, 'label', { printerId: await builtinPrinterId(core.printing), autoPrint: true });
  const result = await core.shipping.ship({
    accountId: signed.accountId,
    orderId: shippableOrder(market, carrier.methodId).id,
    additional: false,
  });
  expect(result.status).toBe('shipped');
  const proposal = (await core.shipping.pickupProposals(signed.accountId)).find(
    (p) => p.carrierId === carrier.carrierId,
  )!;
  expect(proposal.slots.length).toBeGreaterThan(1);
  expect(proposal.carrierName).toBe(carrier.carrierId);
  return { core, market, accountId: signed.accountId, proposal };
}
