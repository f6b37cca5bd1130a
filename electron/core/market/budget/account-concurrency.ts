/**
 * How many of one account's requests may be in flight, learned from the marketplace's answers (additive increase,
 * multiplicative decrease). The per-user leaky bucket first holds answers back, then answers 429 to parallel
 * requests (document 1, Limits; its numbers are not published), so the account starts with a few in flight, adds
 * one after a run of fast answers, and halves on a 429 or on an answer slowed the way the bucket slows them.
 *
 * Background requests (the sync) share `limit`; interactive ones may use `interactiveReserve` more, so a scan
 * always finds a free place even while the sync fills its own.
 */
export interface ConcurrencySettings {
  initial: number;
  /** The most background requests in flight per account, however fast the answers. */
  max: number;
  /** Places only interactive requests may take, above the background limit. */
  interactiveReserve: number;
}

export const defaultConcurrency: ConcurrencySettings = { initial: 2, max: 4, interactiveReserve: 2 };

/** An answer counts as slowed when it takes this much longer than the fastest one seen for its resource. */
const slowFactor = 3;
const slowMarginMs = 400;
/** Fastest answers remembered per resource; older ones age out, so a slower network becomes the new normal. */
const baselineSamples = 32;

export interface AccountConcurrency {
  readonly inFlight: number;
  readonly limit: number;
  /** Room for one more request of this kind. */
  hasRoom(interactive: boolean): boolean;
  start(): void;
  /** An answer (status null: none came) after `ms`, for the resource `key`. */
  finish(key: string, status: number | null, ms: number, now: number): void;
}

export function createAccountConcurrency(settings: ConcurrencySettings): AccountConcurrency {
  let limit = Math.min(settings.initial, settings.max);
  let inFlight = 0;
  let fastRun = 0;
  let lastDecrease = -Infinity;
  const recent = new Map<string, number[]>();

  const decrease = (now: number, ms: number): void => {
    // One decrease per round trip: the answers of requests sent before the last one say nothing new.
    if (now - ms < lastDecrease) return;
    lastDecrease = now;
    limit = Math.max(1, Math.floor(limit / 2));
    fastRun = 0;
  };

  const slowed = (key: string, ms: number): boolean => {
    let samples = recent.get(key);
    if (!samples) recent.set(key, (samples = []));
    const fastest = samples.length > 0 ? Math.min(...samples) : ms;
    samples.push(ms);
    if (samples.length > baselineSamples) samples.shift();
    return ms > fastest * slowFactor + slowMarginMs;
  };

  return {
    get inFlight() {
      return inFlight;
    },
    get limit() {
      return limit;
    },
    hasRoom(interactive) {
      return inFlight < limit + (interactive ? settings.interactiveReserve : 0);
    },
    start() {
      inFlight++;
    },
    finish(key, status, ms, now) {
      inFlight = Math.max(0, inFlight - 1);
      if (status === 429) return decrease(now, ms);
      if (status === null) return;
      if (slowed(key, ms)) return decrease(now, ms);
      if (++fastRun >= limit && limit < settings.max) {
        limit++;
        fastRun = 0;
      }
    },
  };
}
