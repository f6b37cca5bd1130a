import type { Clock } from '../clock';
import { createTimeLog, type TimeLog } from './time-log';

export interface RateLimitSettings {
  /** Requests per rolling minute per Client ID (document 1: 9000). */
  perMinute: number;
  /** Length of the block; every request during a block restarts it (it "extends" the block). */
  blockSeconds: number;
  /** Send `Retry-After` with the 429 (the real marketplace's behaviour here is unverified). */
  retryAfterHeader: boolean;
}

interface ClientWindow {
  /** The requests of the last minute. */
  log: TimeLog;
  blockedUntil: number;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** The per-Client-ID limit on the marketplace clock: over the limit, a block that requests extend. */
export function createClientRateLimit(clock: Clock, initial: RateLimitSettings) {
  let settings = { ...initial };
  const clients = new Map<string, ClientWindow>();
  const stats = { blocks: 0, blockedRequests: 0 };

  return {
    check(clientId: string): RateDecision {
      const now = clock.now();
      let w = clients.get(clientId);
      if (!w) clients.set(clientId, (w = { log: createTimeLog(), blockedUntil: 0 }));
      if (w.blockedUntil > now) {
        w.blockedUntil = now + settings.blockSeconds * 1000;
        stats.blockedRequests++;
        return { ok: false, retryAfterSeconds: settings.blockSeconds };
      }
      w.log.dropUpTo(now - 60_000);
      w.log.add(now);
      if (w.log.countAfter(now - 60_000) > settings.perMinute) {
        w.blockedUntil = now + settings.blockSeconds * 1000;
        w.log.clear();
        stats.blocks++;
        stats.blockedRequests++;
        return { ok: false, retryAfterSeconds: settings.blockSeconds };
      }
      return { ok: true };
    },
    blockedUntil: (clientId: string) => clients.get(clientId)?.blockedUntil ?? 0,
    set(next: Partial<RateLimitSettings>) {
      settings = { ...settings, ...next };
    },
    settings: () => ({ ...settings }),
    stats: () => ({ ...stats }),
    reset() {
      clients.clear();
      stats.blocks = 0;
      stats.blockedRequests = 0;
    },
  };
}

export type ClientRateLimit = ReturnType<typeof createClientRateLimit>;
