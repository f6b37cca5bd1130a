import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { errorCodes, type ErrorCode } from '../../../shared/errors';
import { AppError } from './errors';

/**
 * An error crosses a thread as its name, message and code (`SQLITE_FULL` must still read as a full disk), and an
 * AppError with what the seller is told.
 */
export interface ThreadError {
  name: string;
  message: string;
  code?: string;
  userMessage?: string;
}

/** A job as sent to a thread, numbered so its answer finds its caller; `close` ends the thread. */
export type ThreadMessage<Job> = (Job & { id: number }) | { op: 'close' };

export type ThreadReply = { id: number; value: unknown } | { id: number; error: ThreadError };

export function describeError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  const userMessage = error instanceof AppError ? error.userMessage : undefined;
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(userMessage !== undefined ? { userMessage } : {}),
  };
}

const isErrorCode = (code: string | undefined): code is ErrorCode =>
  (errorCodes as readonly string[]).includes(code ?? '');

export function reviveError(described: ThreadError): Error {
  if (described.name === 'AppError' && isErrorCode(described.code)) {
    const extra = described.userMessage !== undefined ? { userMessage: described.userMessage } : {};
    return new AppError(described.code, described.message, extra);
  }
  const error = new Error(described.message);
  error.name = described.name;
  if (described.code !== undefined) Object.assign(error, { code: described.code });
  return error;
}

/**
 * Where a thread's code is. From the sources (tests, the command line run through tsx) it is the TypeScript file
 * `source`, loaded through tsx; in the built app it is its own entry (`built`, see electron.vite.config.ts) next
 * to the bundle's entries or one folder up from a shared chunk.
 */
export function threadEntry(source: URL, built: string): { url: URL; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    const tsx = createRequire(import.meta.url).resolve('tsx');
    return { url: source, execArgv: ['--import', pathToFileURL(tsx).href] };
  }
  const here = dirname(fileURLToPath(import.meta.url));
  const file = [join(here, built), join(here, '..', built)].find((f) => existsSync(f));
  if (!file) throw new Error(`A thread's code (${built}) is missing beside ${here}.`);
  return { url: pathToFileURL(file), execArgv: [] };
}

export interface JobThread<Job> {
  run(job: Job): Promise<unknown>;
  /** The thread ended (an error, or its process gone): a new one is started for the next job. */
  readonly ended: boolean;
  stop(): Promise<void>;
}

export interface ThreadOptions<Job> {
  entry: { url: URL; execArgv: string[] };
  /** The thread as its errors name it ("The sync's writer thread"). */
  name: string;
  workerData?: unknown;
  resourceLimits?: ResourceLimits;
  /** Buffers of a job that move to the thread rather than being copied. */
  transfer?(job: Job): ArrayBuffer[];
}

/**
 * A thread doing jobs (thread-serve.ts on its side). Jobs are answered in the order sent. The thread keeps the
 * process alive only while a job is out, so a forgotten thread never holds the app or the command line open.
 */
export function startThread<Job extends object>(options: ThreadOptions<Job>): JobThread<Job> {
  const worker = new Worker(options.entry.url, {
    workerData: options.workerData,
    execArgv: options.entry.execArgv,
    ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
  });
  worker.unref();
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let ended = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  const fail = (error: Error): void => {
    ended = true;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker.unref();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`${options.name} stopped (exit code ${code}).`)));
  worker.on('message', (reply: ThreadReply) => {
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if ('error' in reply) job.reject(reviveError(reply.error));
    else job.resolve(reply.value);
  });

  return {
    get ended() {
      return ended;
    },
    run(job: Job): Promise<unknown> {
      if (ended) return Promise.reject(new Error(`${options.name} has stopped.`));
      const id = nextId++;
      const answer = new Promise<unknown>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.ref();
      const message: ThreadMessage<Job> = { ...job, id };
      worker.postMessage(message, options.transfer?.(job) ?? []);
      return answer;
    },
    async stop(): Promise<void> {
      if (!ended) {
        // Held open until the thread has finished its jobs, closed what it holds and ended.
        worker.ref();
        const close: ThreadMessage<Job> = { op: 'close' };
        worker.postMessage(close);
      }
      await exited;
    },
  };
}
