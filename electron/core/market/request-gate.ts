import type { Clock, Logger } from '../app/ports';

/*
 * One sliding window of the last minute per account, shared by everything that talks to the marketplace.
 * The rule:
 * - an 'interactive' request (a seller's click or scan, shipping, printing, offer edits) may fill the whole window;
 * - a 'background' request (sync) may fill it only up to three quarters, so a parcel at the bench never waits
 *   behind a long sync: the last quarter is kept for interactive requests;
 * - both count in the same window, and a 429 block stops both until it ends.
 * The default is 'interactive', so a caller that says nothing keeps the whole budget it always had.
 */

export type RequestPriority = 'interactive' | 'background';

/** The share of the window background requests may use; the rest is the interactive reserve. */
export const backgroundShare = 0.75;

export interface RequestGate {
  /**
   * Waits until a request of this account may leave: no app-wide block, and room in the account's budget for
   * its priority (background requests stop at their share of it).
   */
  acquire(accountId: string, signal?: AbortSignal, priority?: RequestPriority): Promise<void>;
  /** A 429: nothing of the whole app leaves before `until`. Requests during a block would extend it. */
  block(untilMs: number): void;
  blockedUntil(): number | null;
  setBudget(perMinute: number): void;
}

export interface GateOptions {
  clock: Clock;
  logger: Logger;
  /** Requests per minute per account: far below the 9000 per minute every installation shares. */
  perMinute?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const defaultBudgetPerMinute = 120;

export function createRequestGate(options: GateOptions): RequestGate {
  const { clock, logger } = options;
  const sleep = options.sleep ?? defaultSleep;
  let perMinute = options.perMinute ?? defaultBudgetPerMinute;
  let blockedUntil = 0;
  const sent = new Map<string, number[]>();

  return {
    async acquire(accountId, signal, priority = 'interactive') {
      for (;;) {
        const now = clock.now();
        if (blockedUntil > now) {
          await sleep(blockedUntil - now, signal);
          continue;
        }
        const window = (sent.get(accountId) ?? []).filter((at) => at > now - 60_000);
        sent.set(accountId, window);
        const limit = priority === 'interactive' ? perMinute : backgroundLimit(perMinute);
        if (window.length < limit) {
          window.push(now);
          return;
        }
        // The window drops below the limit when its (length - limit + 1)-th oldest request leaves it.
        await sleep(window[window.length - limit]! + 60_000 - now, signal);
      }
    },
    block(untilMs) {
      if (untilMs > blockedUntil) {
        blockedUntil = untilMs;
        logger.warn('marketplace rate limit: every request paused', { until: new Date(untilMs) });
      }
    },
    blockedUntil: () => (blockedUntil > clock.now() ? blockedUntil : null),
    setBudget(value) {
      perMinute = Math.max(1, value);
    },
  };
}

/** At least one background request per minute, so sync never stalls on a tiny budget. */
export function backgroundLimit(perMinute: number): number {
  return Math.max(1, Math.floor(perMinute * backgroundShare));
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, Math.max(0, ms));
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}
