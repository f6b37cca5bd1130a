import type { Clock } from '../clock';
import { LIMITS, WINDOW_MS, type LimitedResource, type Rate } from './documented';
import type { RateDecision } from './rate-limit';
import { createTimeLog, type TimeLog } from './time-log';

export interface ResourceLimitSettings {
  enabled: boolean;
  rates: Record<LimitedResource, Rate>;
}

/** A change of settings; a rate given for a resource replaces its rate whole (`{}` lifts its limit). */
export interface ResourceLimitChange {
  enabled?: boolean;
  rates?: Partial<Record<LimitedResource, Rate>>;
}

export const documentedResourceLimits = (): ResourceLimitSettings => ({
  enabled: true,
  rates: structuredClone(LIMITS.resources),
});

/**
 * Which time a window counts in. A second's window moves with real time, and further when a test moves the
 * marketplace clock: under a test's frozen clock a client that waits the second it is told (`Retry-After: 1`)
 * must get through, or one message a second would be a limit no client could meet. Minute and hour windows count
 * on the marketplace clock, as the per-client minute does: a test passes them by moving the clock, and whether
 * thousands of requests fit into one minute is the test's to say, not the speed of the machine it runs on.
 */
export function limitTimes(clock: Clock, realNow: () => number = () => performance.now()) {
  let seconds = 0;
  let market = clock.now();
  let real = realNow();
  return (windowMs: number): number => {
    if (windowMs > WINDOW_MS.perSecond) return clock.now();
    const m = clock.now();
    const r = realNow();
    // By the larger step of the two, and never back when the clock is set back.
    seconds += Math.max(0, m - market, r - real);
    market = m;
    real = r;
    return seconds;
  };
}

const windowsOf = (rate: Rate) =>
  (Object.keys(WINDOW_MS) as (keyof Rate)[])
    .filter((w) => rate[w] !== undefined)
    .map((w) => ({ ms: WINDOW_MS[w], max: rate[w]! }));

function validated(rates: Partial<Record<LimitedResource, Rate>>) {
  for (const [name, rate] of Object.entries(rates)) {
    if (!(name in LIMITS.resources)) throw new Error(`unknown limited resource ${name}`);
    for (const [w, max] of Object.entries(rate ?? {})) {
      if (!(w in WINDOW_MS)) throw new Error(`${name}: unknown window ${w} (perSecond, perMinute, perHour)`);
      if (!Number.isSafeInteger(max) || max < 0) throw new Error(`${name}.${w} must be a whole number >= 0`);
    }
  }
  return rates;
}

/**
 * Per-user, per-resource limits (allegro-2026.md, "Per-user limits"): sliding windows of a second, a minute or
 * an hour. A request over a limit is refused and not counted, so the resource opens again as soon as the oldest
 * counted request leaves the window, which is what `Retry-After` says.
 */
export function createResourceLimits(timeFor: (windowMs: number) => number, initial: ResourceLimitSettings) {
  let settings = structuredClone(initial);
  /** One log a user, resource and window. */
  const logs = new Map<string, TimeLog>();
  const stats = { rejected: 0, byResource: {} as Partial<Record<LimitedResource, number>> };
  const logOf = (resource: LimitedResource, userId: string, windowMs: number) => {
    const key = `${resource} ${userId} ${windowMs}`;
    let log = logs.get(key);
    if (!log) logs.set(key, (log = createTimeLog()));
    return log;
  };

  return {
    check(resource: LimitedResource, userId: string): RateDecision {
      if (!settings.enabled) return { ok: true };
      const windows = windowsOf(settings.rates[resource]).map((w) => {
        const t = timeFor(w.ms);
        const log = logOf(resource, userId, w.ms);
        log.dropUpTo(t - w.ms);
        return { ...w, t, log };
      });
      let opensIn = 0;
      for (const { ms, max, t, log } of windows) {
        const counted = log.countAfter(t - ms);
        if (counted >= max) {
          // The request that has to leave the window before one more fits (the oldest, unless tightened).
          const leaving = max === 0 ? undefined : log.nthAfter(t - ms, counted - max);
          opensIn = Math.max(opensIn, leaving === undefined ? ms : leaving + ms - t);
        }
      }
      if (opensIn > 0) {
        stats.rejected++;
        stats.byResource[resource] = (stats.byResource[resource] ?? 0) + 1;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(opensIn / 1000)) };
      }
      for (const { t, log } of windows) log.add(t);
      return { ok: true };
    },
    set(next: ResourceLimitChange) {
      settings = {
        enabled: next.enabled ?? settings.enabled,
        rates: { ...settings.rates, ...structuredClone(validated(next.rates ?? {})) },
      };
    },
    settings: () => structuredClone(settings),
    stats: () => structuredClone(stats),
    reset() {
      logs.clear();
      stats.rejected = 0;
      stats.byResource = {};
    },
  };
}

export type ResourceLimits = ReturnType<typeof createResourceLimits>;
