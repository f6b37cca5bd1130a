import { afterAll, beforeAll } from 'vitest';
import type { Core } from '../../electron/core/compose';
import type { Clock } from '../../electron/core/kernel/ports';
import type { WorkerOptions } from '../../electron/core/shipping/worker';
import { MAIN_SELLER_ID, type DemoMarket } from '../../electron/demo-market';
import type { ParcelDraft } from '../../shared/shipping';
import { signedInCore } from './core';
import { labelsToFolder, startParcelMarket } from './parcels';

/** Delivery methods of the demo marketplace, by what the tests need of them. */
export const METHODS = {
  dpd: '7203cb90-864c-4cab-b0f3-a5f04a19e6c2',
  dpdPallet: '0aa0a1e6-47c2-4f5f-8c7e-41d0d3b0d3f4',
  dhl: '98f86f81-0018-41c5-ac83-073a56fc7021',
  oneBox: 'b20ef9e1-faa2-4f25-9032-adbea23e5cb9',
  ups: 'c3066682-97a3-42fe-9eb5-3beeccab840c',
};

/** Short pauses, so a test waits for the app's reads of a parcel and not for the default minutes. */
export const quickCarrierChecks: Partial<WorkerOptions> = {
  pollMs: 100,
  carrierNumbers: { backoff: { baseMs: 100, capMs: 400 }, forMs: 60_000 },
};

export interface Station2026 {
  market: DemoMarket;
  core: Core;
  accountId: string;
  close(): Promise<void>;
}

/**
 * A packing station of the 2026 marketplace: parcel commands finish at once, labels go to the folder printer,
 * auto-printed.
 */
export async function startStation2026(
  shippingOptions: Partial<WorkerOptions> = {},
  clock?: Clock,
): Promise<Station2026> {
  const market = await startParcelMarket({ api: '2026' });
  const { core, accountId } = await signedInCore(
    { url: market.url },
    { api: '2026', shippingOptions, ...(clock ? { clock } : {}) },
  );
  core.start();
  await labelsToFolder(core);
  return {
    market,
    core,
    accountId,
    async close() {
      await core.close();
      await market.close();
    },
  };
}

/**
 * One 2026 packing station shared by the tests of a describe block: started before its first test and closed after
 * its last. Read its fields inside tests and hooks, once it has started.
 */
export function station2026ForTests(
  shippingOptions: Partial<WorkerOptions> = {},
  clock?: Clock,
): Station2026 {
  const shared = {} as Station2026;
  beforeAll(async () => {
    Object.assign(shared, await startStation2026(shippingOptions, clock));
  });
  afterAll(() => shared.close());
  return shared;
}

/** The order's draft (the order brought into the local copy by a sync) with `count` copies of its first package. */
export async function draftWith(core: Core, accountId: string, orderId: string, count: number) {
  await core.sync.runOnce();
  const { draft } = core.shipping.draft(accountId, orderId);
  const packages = Array.from({ length: count }, () => ({ ...draft.packages[0]! }));
  return { ...draft, packages } satisfies ParcelDraft;
}

/** The tracking numbers the app added to orders by hand (POST .../shipments), as the marketplace logged them. */
export const postedTrackingNumbers = (market: DemoMarket) =>
  market.control
    .requestLog({ path: '^/order/checkout-forms/[^/]+/shipments$', seller: MAIN_SELLER_ID })
    .filter((e) => e.method === 'POST');
