import { AsyncLocalStorage } from 'node:async_hooks';
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { processAlive } from '../kernel/process-alive';

const staleLockMs = 60_000;

/**
 * A lock file created exclusively, holding the owner's pid. A lock whose process is gone, or that is older than a
 * minute (no refresh takes that long), is taken over: a crashed process must not lock the seller out.
 */
export async function withLockFile<T>(lockFile: string, fn: () => Promise<T>, waitMs = 30_000): Promise<T> {
  await mkdir(dirname(lockFile), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) {
        throw new Error('Another Seller Desk process holds the token lock.', { cause: error });
      }
      if (await isStale(lockFile)) {
        await unlink(lockFile).catch(() => undefined);
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(200, 10 * 2 ** attempt)));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

async function isStale(lockFile: string): Promise<boolean> {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !processAlive(pid)) return true;
    return Date.now() - (await stat(lockFile)).mtimeMs > staleLockMs;
  } catch {
    return !existsSync(lockFile);
  }
}

export type HeldLock = <T>(fn: () => Promise<T>) => Promise<T>;

interface ProcessLock {
  queue: Promise<unknown>;
  /** The holder's context; `active` ends with the hold, so work it left running (a timer) queues like anyone. */
  held: AsyncLocalStorage<{ active: boolean }>;
}

/** One per lock file in this process, so two vault objects on one data folder share it as two processes do. */
const processLocks = new Map<string, ProcessLock>();

/**
 * The lock file, taken by one caller of this process at a time (callers of this process queue here instead of
 * polling the file against each other) and re-entrant: code already holding it (a refresh that then writes the new
 * pair) runs at once instead of waiting for itself. A holder awaits its own vault calls one after another.
 */
export function processWideLock(lockFile: string): HeldLock {
  let lock = processLocks.get(lockFile);
  if (!lock) processLocks.set(lockFile, (lock = { queue: Promise.resolve(), held: new AsyncLocalStorage() }));
  const { held } = lock;
  const shared = lock;
  return <T>(fn: () => Promise<T>): Promise<T> => {
    if (held.getStore()?.active) return fn();
    const run = shared.queue.then(() =>
      withLockFile(lockFile, async () => {
        const hold = { active: true };
        try {
          return await held.run(hold, fn);
        } finally {
          hold.active = false;
        }
      }),
    );
    shared.queue = run.catch(() => undefined);
    return run;
  };
}
