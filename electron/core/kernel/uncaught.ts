import type { Logger } from './ports';

/** What logUncaught needs of `process`: its two events, and a way to end it. */
export interface UncaughtSource {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown;
  off(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  off(event: 'uncaughtException', listener: (error: Error) => void): unknown;
  exit(code?: number): unknown;
}

export interface UncaughtOptions {
  /**
   * After an uncaught exception is logged: the process's state is unknown then, so by default it ends with exit
   * code 1 (the desktop app may show its fault page instead).
   */
  onFatal?: (error: Error) => void;
}

/** Its stack too: the log's redaction keeps only an Error's name and message, and a crash needs to say where. */
function described(reason: unknown): Record<string, unknown> {
  if (reason instanceof Error) return { name: reason.name, message: reason.message, stack: reason.stack };
  return { value: String(reason) };
}

const installed = new WeakMap<UncaughtSource, () => void>();

/**
 * Logs every unhandled rejection (the process goes on: one background promise failed) and every uncaught exception
 * (then onFatal). Called again for the same process, it replaces the earlier listeners, so the log named last (the
 * core's, once it is open) is the one written. Returns the function that removes them.
 */
export function logUncaught(
  source: UncaughtSource,
  logger: Logger,
  options: UncaughtOptions = {},
): () => void {
  installed.get(source)?.();
  const onRejection = (reason: unknown): void => {
    logger.error('unhandled rejection', { reason: described(reason) });
  };
  const onException = (error: Error): void => {
    logger.error('uncaught exception', { error: described(error) });
    if (options.onFatal) options.onFatal(error);
    else source.exit(1);
  };
  source.on('unhandledRejection', onRejection);
  source.on('uncaughtException', onException);
  const remove = (): void => {
    source.off('unhandledRejection', onRejection);
    source.off('uncaughtException', onException);
    if (installed.get(source) === remove) installed.delete(source);
  };
  installed.set(source, remove);
  return remove;
}
