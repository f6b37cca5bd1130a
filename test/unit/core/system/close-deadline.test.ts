import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDeadline } from '../../../../electron/core/kernel/close-deadline';
import type { Logger } from '../../../../electron/core/kernel/ports';

function recordingLogger() {
  const lines: string[] = [];
  const log =
    (level: string) =>
    (message: string, fields?: Record<string, unknown>): void =>
      void lines.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`);
  const logger: Logger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
  return { logger, lines };
}

/** Settles to whether `promise` has ended once every microtask queued so far has run. */
async function hasEnded(promise: Promise<unknown>): Promise<boolean> {
  let ended = false;
  void promise.then(() => (ended = true));
  await vi.advanceTimersByTimeAsync(0);
  return ended;
}

describe('the close deadline', () => {
  // The clock is the test's own, so a loaded machine cannot stretch a wait past what the assertions allow.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('stops waiting for a part that never ends, and the next parts get only what is left', async () => {
    const { logger, lines } = recordingLogger();
    const within = closeDeadline(300, logger);
    const outbox = within('outbox', new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(299);
    expect(await hasEnded(outbox)).toBe(false);
    expect(within.left()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hasEnded(outbox)).toBe(true);
    expect(within.left()).toBe(0);
    // Nothing is left for the next part: it is given up at once, without the clock moving.
    expect(await hasEnded(within('printing', new Promise(() => undefined)))).toBe(true);
    expect(lines.filter((l) => l.startsWith('warn still closing'))).toHaveLength(2);
    expect(lines[0]).toContain('"part":"outbox"');
    expect(lines[1]).toContain('"part":"printing"');
  });

  it('waits for a part that ends in time and leaves the rest of the deadline to the next', async () => {
    const { logger, lines } = recordingLogger();
    const within = closeDeadline(300, logger);
    const sync = within('sync', new Promise((resolve) => setTimeout(resolve, 100)));
    await vi.advanceTimersByTimeAsync(100);
    expect(await hasEnded(sync)).toBe(true);
    expect(within.left()).toBe(200);
    expect(lines).toEqual([]);
  });

  it('logs a part that fails and goes on; one failing after the deadline raises nothing', async () => {
    const { logger, lines } = recordingLogger();
    const within = closeDeadline(100, logger);
    await within('sync', Promise.reject(new Error('writer gone')));
    expect(lines).toEqual([expect.stringContaining('error a part of the core failed to close')]);
    expect(lines[0]).toContain('writer gone');
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const demo = within(
        'demo',
        new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 200)),
      );
      await vi.advanceTimersByTimeAsync(100);
      expect(await hasEnded(demo)).toBe(true);
      await vi.advanceTimersByTimeAsync(100);
      // An unhandled rejection is reported on a later turn of the real event loop.
      vi.useRealTimers();
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      expect(lines.filter((l) => l.includes('"part":"demo"'))).toEqual([
        expect.stringContaining('warn still closing'),
      ]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('refuses a deadline that is not a number of milliseconds', () => {
    const { logger } = recordingLogger();
    expect(() => closeDeadline(Number.NaN, logger)).toThrow(/close deadline must be .* not NaN/);
  });
});
