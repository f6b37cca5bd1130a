export interface LeakyBucketSettings {
  /** Off: the routes marked leaky answer at full speed and in any number (benchmarks that measure the app). */
  enabled: boolean;
  /** Requests that pass at full speed before answers slow down. */
  capacity: number;
  /** How fast the bucket drains (requests per second). */
  leakPerSecond: number;
  /** Concurrent requests per user on the selected resources above which the answer is 429. */
  maxParallel: number;
  /** The longest a single answer is held back. */
  maxDelayMs: number;
}

interface UserBucket {
  level: number;
  at: number;
  inFlight: number;
}

export type BucketDecision = { ok: true; delayMs: number; release: () => void } | { ok: false };

/**
 * The per-user leaky bucket on selected resources (document 1, Limits): past its capacity the answers are
 * held back longer and longer; too many requests in parallel get 429 at once. It runs on real time,
 * because what it shapes is real waiting.
 */
export function createLeakyBucket(initial: LeakyBucketSettings, now: () => number = () => performance.now()) {
  let settings = { ...initial };
  const users = new Map<string, UserBucket>();
  const stats = { delayed: 0, rejected: 0, maxDelayMs: 0 };

  return {
    enter(userId: string): BucketDecision {
      if (!settings.enabled) return { ok: true, delayMs: 0, release: () => undefined };
      const t = now();
      let b = users.get(userId);
      if (!b) users.set(userId, (b = { level: 0, at: t, inFlight: 0 }));
      if (b.inFlight >= settings.maxParallel) {
        stats.rejected++;
        return { ok: false };
      }
      b.level = Math.max(0, b.level - ((t - b.at) / 1000) * settings.leakPerSecond) + 1;
      b.at = t;
      const excess = b.level - settings.capacity;
      const delayMs =
        excess > 0 ? Math.min(settings.maxDelayMs, (excess / settings.leakPerSecond) * 1000) : 0;
      if (delayMs > 0) {
        stats.delayed++;
        stats.maxDelayMs = Math.max(stats.maxDelayMs, Math.round(delayMs));
      }
      b.inFlight++;
      const bucket = b;
      let released = false;
      return {
        ok: true,
        delayMs,
        release: () => {
          if (!released) {
            released = true;
            bucket.inFlight--;
          }
        },
      };
    },
    set(next: Partial<LeakyBucketSettings>) {
      settings = { ...settings, ...next };
    },
    settings: () => ({ ...settings }),
    stats: () => ({ ...stats }),
    reset() {
      users.clear();
      Object.assign(stats, { delayed: 0, rejected: 0, maxDelayMs: 0 });
    },
  };
}

export type LeakyBucket = ReturnType<typeof createLeakyBucket>;
