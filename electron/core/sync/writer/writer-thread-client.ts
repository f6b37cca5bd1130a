import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  reviveError,
  type ThreadData,
  type ThreadMessage,
  type ThreadReply,
  type WriterJob,
} from './protocol';

/**
 * Where the writer thread's code is. From the sources (tests, the command line run through tsx) it is the
 * TypeScript file beside this one, loaded through tsx; in the built app it is its own entry (`sync-writer.js`,
 * see electron.vite.config.ts) next to the bundle's entries or one folder up from a shared chunk.
 */
function threadEntry(): { url: URL; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    const tsx = createRequire(import.meta.url).resolve('tsx');
    return {
      url: new URL('./writer-thread.ts', import.meta.url),
      execArgv: ['--import', pathToFileURL(tsx).href],
    };
  }
  const here = dirname(fileURLToPath(import.meta.url));
  const file = [join(here, 'sync-writer.js'), join(here, '..', 'sync-writer.js')].find((f) => existsSync(f));
  if (!file) throw new Error(`The sync's writer thread (sync-writer.js) is missing beside ${here}.`);
  return { url: pathToFileURL(file), execArgv: [] };
}

/** The buffers of a job's pages. */
function transferred(job: WriterJob): ArrayBuffer[] {
  if (job.op === 'listed') return job.input.pages.map((body) => body.buffer as ArrayBuffer);
  if (job.op === 'backfill') return job.input.pages.map((page) => page.body.buffer as ArrayBuffer);
  return [];
}

export interface WriterThread {
  run(job: WriterJob): Promise<unknown>;
  /** The thread ended (an error, or its process gone): a new one is started for the next job. */
  readonly ended: boolean;
  stop(): Promise<void>;
}

/**
 * A writer thread on this database file. Jobs are answered in the order sent. The thread keeps the process alive
 * only while a job is out, so a forgotten thread never holds the app or the command line open.
 */
export function startWriterThread(file: string): WriterThread {
  const entry = threadEntry();
  const data: ThreadData = { file };
  const worker = new Worker(entry.url, {
    workerData: data,
    execArgv: entry.execArgv,
    // A page's objects are a few MB; small heaps make the thread collect them page by page instead of letting
    // garbage pile up to V8's default limits (measured: the syncing process peaked 80 MB higher without).
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
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
  worker.on('exit', (code) => fail(new Error(`The sync's writer thread stopped (exit code ${code}).`)));
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
    run(job: WriterJob): Promise<unknown> {
      if (ended) return Promise.reject(new Error("The sync's writer thread has stopped."));
      const id = nextId++;
      const answer = new Promise<unknown>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.ref();
      const message: ThreadMessage = { ...job, id };
      // Pages' bytes move to the thread rather than being copied: this thread keeps none of them.
      worker.postMessage(message, transferred(job));
      return answer;
    },
    async stop(): Promise<void> {
      if (!ended) {
        // Held open until the thread has closed its connection and ended.
        worker.ref();
        const close: ThreadMessage = { op: 'close' };
        worker.postMessage(close);
      }
      await exited;
    },
  };
}
