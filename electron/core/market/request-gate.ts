import type { Clock, Logger } from '../app/ports';

export interface RequestGate {
  /** Waits until a request of this account may leave: no app-wide block, and room in the account's budget. */
  acquire(accountId: string, signal?: AbortSignal): Promise<void>;
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
    async acquire(accountId, signal) {
      for (;;) {
        const now = clock.now();
        if (blockedUntil > now) {
          await sleep(blockedUntil - now, signal);
          continue;
        }
        const window = (sent.get(accountId) ?? []).filter((at) => at > now - 60_000);
        sent.set(accountId, window);
        if (window.length < perMinute) {
          window.push(now);
          return;
        }
        await sleep(window[0]! + 60_000 - now, signal);
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
