import type { Clock } from '../clock';

export interface RateLimitSettings {
  /** Requests per rolling minute per Client ID (document 1: 9000). */
  perMinute: number;
  /** Length of the block; every request during a block restarts it (it "extends" the block). */
  blockSeconds: number;
  /** Send `Retry-After` with the 429 (the real marketplace's behaviour here is unverified). */
  retryAfterHeader: boolean;
}

interface ClientWindow {
  /** Times of the requests in the last minute, oldest first, from `head`. */
  times: number[];
  head: number;
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
      if (!w) clients.set(clientId, (w = { times: [], head: 0, blockedUntil: 0 }));
      if (w.blockedUntil > now) {
        w.blockedUntil = now + settings.blockSeconds * 1000;
        stats.blockedRequests++;
        return { ok: false, retryAfterSeconds: settings.blockSeconds };
      }
      while (w.head < w.times.length && w.times[w.head]! <= now - 60_000) w.head++;
      if (w.head > 4096) {
        w.times = w.times.slice(w.head);
        w.head = 0;
      }
      w.times.push(now);
      if (w.times.length - w.head > settings.perMinute) {
        w.blockedUntil = now + settings.blockSeconds * 1000;
        w.times = [];
        w.head = 0;
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
