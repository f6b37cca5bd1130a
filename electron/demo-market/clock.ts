/**
 * The marketplace's clock. It runs with real time from its start value unless frozen, and tests move it
 * with `advance` and `set`. Everything time-based in the server (token expiry, retention, processing delays,
 * background activity) reads this clock, never `Date.now()`.
 */
export interface Clock {
  now(): number;
  advance(ms: number): void;
  set(ms: number): void;
  freeze(): void;
  resume(): void;
  readonly frozen: boolean;
  /** Called after every move (advance, set): lets due work run at once. */
  onMove(listener: () => void): void;
}

export function createClock(options: { start: number; frozen?: boolean; realNow?: () => number }): Clock {
  const realNow = options.realNow ?? (() => performance.now());
  let base = options.start;
  let anchor = realNow();
  let frozen = options.frozen ?? false;
  const listeners: (() => void)[] = [];
  const now = () => (frozen ? base : base + (realNow() - anchor));
  const moved = () => listeners.forEach((listener) => listener());
  return {
    now: () => Math.floor(now()),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('the clock only moves forward by advance');
      base = now() + ms;
      anchor = realNow();
      moved();
    },
    set(ms) {
      if (!Number.isFinite(ms)) throw new Error('invalid time');
      base = ms;
      anchor = realNow();
      moved();
    },
    freeze() {
      base = now();
      frozen = true;
    },
    resume() {
      anchor = realNow();
      frozen = false;
    },
    get frozen() {
      return frozen;
    },
    onMove(listener) {
      listeners.push(listener);
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** ISO 8601 in UTC with milliseconds, as the marketplace writes most date-times. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** ISO 8601 in UTC without fractional seconds (`YYYY-MM-DDTHH:MM:SSZ`). */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

export function httpDate(ms: number): string {
  return new Date(ms).toUTCString();
}
