import type { App, RenderProcessGoneDetails, WebContents } from 'electron';
import type { Logger } from '../core/kernel/ports';

/** A core as quitting sees it: its close may take a deadline for running steps (they get an abort signal). */
export interface ClosableCore {
  close(options?: { deadlineMs: number }): Promise<void>;
}

export interface QuitOptions {
  app: Pick<App, 'on' | 'exit' | 'relaunch'>;
  /** The running core, if one is open. */
  core: () => ClosableCore | null;
  logger: () => Logger;
  /** The whole shutdown, from Cmd+Q or the last window to `app.exit` (default 5 s). */
  deadlineMs?: number;
}

export interface QuitControl {
  isQuitting(): boolean;
  /** A second launch during shutdown: start again once this process has gone (it holds the lock until then). */
  relaunchAfterExit(): void;
}

/** Leaves the core a second of the deadline to spare, so its own abort-and-close path is what usually ends it. */
const coreMarginMs = 1000;

/**
 * Resolves when the core has closed or the deadline has passed, whichever is first: an outbox step waiting on a
 * dead connection must not keep the app (and its single-instance lock) alive. A core that fails to close is logged.
 */
export async function closeWithin(core: ClosableCore, deadlineMs: number, logger: Logger): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), deadlineMs);
  });
  const closing = Promise.resolve()
    .then(() => core.close({ deadlineMs: Math.max(0, deadlineMs - coreMarginMs) }))
    .then(
      () => 'closed' as const,
      (error: unknown) => {
        logger.error('the core failed to close', { error });
        return 'failed' as const;
      },
    );
  try {
    if ((await Promise.race([closing, deadline])) === 'deadline') {
      logger.warn('the core did not close in time; leaving anyway', { deadlineMs });
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Quit in bounded time, on every platform: `before-quit` (Cmd+Q, the last window on Windows/Linux, the tray) is
 * held once, the core closed within the deadline, then `app.exit`. Further quit requests while closing are held too,
 * so nothing quits around the closing core.
 */
export function installQuit(options: QuitOptions): QuitControl {
  const deadlineMs = options.deadlineMs ?? 5000;
  let quitting = false;
  let relaunch = false;
  options.app.on('before-quit', (event) => {
    event.preventDefault();
    if (quitting) return;
    quitting = true;
    const core = options.core();
    void (core ? closeWithin(core, deadlineMs, options.logger()) : Promise.resolve()).finally(() => {
      if (relaunch) options.app.relaunch();
      options.app.exit(0);
    });
  });
  return {
    isQuitting: () => quitting,
    relaunchAfterExit: () => {
      relaunch = true;
    },
  };
}

export interface RendererWatchOptions {
  /** Reloads allowed within `windowMs`; the next death gives up. */
  maxReloads?: number;
  windowMs?: number;
  now?: () => number;
  logger: Logger;
  onGiveUp: (deaths: number) => void;
}

/**
 * A renderer that dies (crash, out of memory, killed) leaves a blank window: reload it, but only a few times in a
 * while, so a page that crashes on load does not loop forever; then `onGiveUp` tells the seller.
 */
export function watchRenderer(contents: WebContents, options: RendererWatchOptions): void {
  const maxReloads = options.maxReloads ?? 3;
  const windowMs = options.windowMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  let reloads: number[] = [];
  contents.on('render-process-gone', (_event, details: RenderProcessGoneDetails) => {
    if (details.reason === 'clean-exit') return;
    const at = now();
    reloads = reloads.filter((time) => at - time < windowMs);
    options.logger.error('the window stopped', { reason: details.reason, exitCode: details.exitCode });
    if (reloads.length >= maxReloads) return options.onGiveUp(reloads.length + 1);
    reloads.push(at);
    if (!contents.isDestroyed()) contents.reload();
  });
}
