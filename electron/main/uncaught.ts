import type { Logger } from '../core/kernel/ports';

function describe(reason: unknown): Record<string, unknown> {
  if (reason instanceof Error) return { name: reason.name, message: reason.message, stack: reason.stack };
  return { reason: String(reason) };
}

/**
 * Errors nobody caught go to the log with their stack, instead of Electron's modal crash dialog or nowhere: the
 * process keeps serving the seller, and the log says what happened.
 */
export function logUncaught(proc: NodeJS.Process, logger: Logger): void {
  proc.on('unhandledRejection', (reason) => logger.error('unhandled rejection', describe(reason)));
  proc.on('uncaughtException', (error, origin) =>
    logger.error('uncaught exception', { ...describe(error), origin }),
  );
}
