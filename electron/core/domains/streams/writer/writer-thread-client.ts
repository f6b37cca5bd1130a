import { startThread, threadEntry, type JobThread } from '../../../kernel/thread';
import type { ThreadData, WriterJob } from './protocol';

/** The buffers of a job's pages. */
function transferred(job: WriterJob): ArrayBuffer[] {
  if (job.op === 'listed') return job.input.pages.map((body) => body.buffer as ArrayBuffer);
  if (job.op === 'backfill') return job.input.pages.map((page) => page.body.buffer as ArrayBuffer);
  return [];
}

export type WriterThread = JobThread<WriterJob>;

/**
 * A writer thread on this database file (writer-thread.ts; in the built app its own entry, `sync-writer.js`).
 * Jobs are answered in the order sent.
 */
export function startWriterThread(file: string): WriterThread {
  const workerData: ThreadData = { file };
  return startThread<WriterJob>({
    entry: threadEntry(new URL('./writer-thread.ts', import.meta.url), 'sync-writer.js'),
    name: "The sync's writer thread",
    workerData,
    // A page's objects are a few MB; small heaps make the thread collect them page by page instead of letting
    // garbage pile up to V8's default limits (measured: the syncing process peaked 80 MB higher without).
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
    // Pages' bytes move to the thread rather than being copied: this thread keeps none of them.
    transfer: transferred,
  });
}
