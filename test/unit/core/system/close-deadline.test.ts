import { describe, expect, it } from 'vitest';
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

describe('the close deadline', () => {
  it('stops waiting for a part that never ends, and the next parts get only what is left', async () => {
    const { logger, lines } = recordingLogger();
    const within = closeDeadline(300, logger);
    const started = performance.now();
    await within('outbox', new Promise(() => undefined));
    const hung = performance.now() - started;
    expect(hung).toBeGreaterThanOrEqual(250);
    expect(hung).toBeLessThan(600);
    expect(within.left()).toBe(0);
    await within('printing', new Promise(() => undefined));
    expect(performance.now() - started).toBeLessThan(700);
    expect(lines.filter((l) => l.startsWith('warn still closing'))).toHaveLength(2);
    expect(lines[0]).toContain('"part":"outbox"');
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
      await within('demo', new Promise((_, reject) => setTimeout(() => reject(new Error('late')), 200)));
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('refuses a deadline that is not a number of milliseconds', () => {
    const { logger } = recordingLogger();
    expect(() => closeDeadline(Number.NaN, logger)).toThrow(/close deadline must be .* not NaN/);
  });
});
