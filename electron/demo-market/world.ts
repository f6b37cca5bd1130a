import type { Clock } from './clock';
import type { ApiGeneration } from './options';
import type { Random } from './random';
import type { Scheduler } from './scheduler';
import type { ShippingTimings } from './shipping/timings';
import type { Store } from './state/store';

/** Behaviour tests can change at run time through the control interface. */
export interface MarketSettings {
  /** How product-offer POST/PATCH are processed: at once (200/201), or in the background (202 + operation). */
  offerProcessing: { mode: 'sync' | 'async' | 'mixed'; share: number; seconds: number };
  /** Seconds until a batch offer command (publication, price, quantity) has done its tasks. */
  offerCommandSeconds: number;
  /** Seconds until a parcel/shipment command leaves IN_PROGRESS. */
  parcelCommandSeconds: number;
  /** The next N parcel/shipment create commands stay IN_PROGRESS for good (a stuck carrier). */
  stuckParcelCommands: number;
  /** Shares of new order events delivered out of order, twice, or never. */
  eventDelivery: { outOfOrder: number; repeat: number; missing: number };
  /** A waybill may be attached to at most this many orders (409 above it). */
  waybillOrderLimit: number;
  /**
   * Under `2026`, seconds from a shipment's creation until the carrier's own numbers appear in its packages'
   * `transportingInfo[]` (the marketplace's `waybill` is there at once; allegro-2026.md, #13177).
   */
  carrierNumberSeconds: number;
}

export function defaultSettings(): MarketSettings {
  return {
    offerProcessing: { mode: 'sync', share: 0.25, seconds: 3 },
    offerCommandSeconds: 1,
    parcelCommandSeconds: 2,
    stuckParcelCommands: 0,
    eventDelivery: { outOfOrder: 0, repeat: 0, missing: 0 },
    waybillOrderLimit: 5,
    carrierNumberSeconds: 900,
  };
}

/** What the resource modules share: the data, the clock, due work, the vendor and a seeded stream. */
export interface World {
  store: Store;
  clock: Clock;
  scheduler: Scheduler;
  vendor: string;
  /** The generation served: where the two differ, a resource module answers as its generation's source says. */
  api: ApiGeneration;
  /** The options' seed, for data made on first use from random streams of its own. */
  seed: number;
  /** Draws made while serving (async decisions, waybills, background activity). */
  random: Random;
  settings: MarketSettings;
  /** What the server did on purpose, for tests to read back. */
  stats: MarketStats;
  /** Real time spent on parcel commands and labels, for benchmarks. */
  timings: ShippingTimings;
}

export interface MarketStats {
  missingOrderEvents: { orderId: string; type: string; at: number }[];
  repeatedOrderEvents: number;
  reorderedOrderEvents: number;
}

export const emptyStats = (): MarketStats => ({
  missingOrderEvents: [],
  repeatedOrderEvents: 0,
  reorderedOrderEvents: 0,
});
