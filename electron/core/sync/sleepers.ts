/**
 * Pauses that a wake-up ends early, one per name (each stream of an account, and its probe). A wake-up that comes
 * while nobody waits under its name is kept, so the next pause under it ends at once: a stream woken during its
 * turn runs again right after it, instead of waiting its poll.
 */
export function createSleepers<Name>(signal: () => AbortSignal) {
  const waking = new Map<Name, () => void>();
  const woken = new Set<Name>();
  return {
    /** Waits `ms` (at most a minute, so a moved clock is seen soon), until woken, or until the signal aborts. */
    sleep(name: Name, ms: number): Promise<void> {
      if (woken.delete(name)) return Promise.resolve();
      const aborted = signal();
      if (aborted.aborted) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.max(0, Math.min(ms, 60_000)));
        function done() {
          clearTimeout(timer);
          aborted.removeEventListener('abort', done);
          if (waking.get(name) === done) waking.delete(name);
          resolve();
        }
        waking.set(name, done);
        aborted.addEventListener('abort', done, { once: true });
      });
    },
    wake(name: Name): void {
      const done = waking.get(name);
      if (done) done();
      else woken.add(name);
    },
    /** Forgets wake-ups nobody waited for (a new run starts from its own state). */
    clear: () => woken.clear(),
  };
}
