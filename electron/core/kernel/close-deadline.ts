import type { Logger } from './ports';

/**
 * One deadline shared by the steps of a close: each part is waited for only while time is left, so quitting ends in
 * bounded time whatever hangs. A part still running at the deadline is logged and left (the process is ending; what
 * it did is durable, and what it did not is resumed at the next start).
 */
export function closeDeadline(deadlineMs: number, logger: Logger) {
  if (!Number.isFinite(deadlineMs) || deadlineMs < 0) {
    throw new RangeError(`The close deadline must be a number of milliseconds >= 0, not ${deadlineMs}`);
  }
  const end = performance.now() + deadlineMs;
  const left = (): number => Math.max(0, end - performance.now());
  const within = async (part: string, work: Promise<unknown>): Promise<void> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), left())));
    // Never rejects: a part that fails after the deadline must not become an unhandled rejection.
    const done = work.then(
      () => 'done' as const,
      (error: unknown) => ({ error }),
    );
    const outcome = await Promise.race([done, late]);
    clearTimeout(timer);
    if (outcome === 'late') logger.warn('still closing at the deadline; left running', { part });
    // One part failing to stop does not keep the others (and the database) open.
    else if (outcome !== 'done')
      logger.error('a part of the core failed to close', { part, error: String(outcome.error) });
  };
  return Object.assign(within, { left });
}
