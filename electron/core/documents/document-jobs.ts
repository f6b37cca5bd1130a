import { startThread, threadEntry, type JobThread } from '../system/thread';
import type { TestPageInput } from '../printing/test-pages';
import type { handOverListPdf } from '../shipping/documents/hand-over-list';
import type { packingSlipPdf } from '../shipping/documents/packing-slip';

/** What the documents thread makes: the input of each maker, as plain data. */
export type DocumentJob =
  | { op: 'handOverList'; input: Parameters<typeof handOverListPdf>[0] }
  | { op: 'packingSlip'; input: Parameters<typeof packingSlipPdf>[0] }
  | { op: 'testPage'; input: TestPageInput };

/**
 * Every PDF the app lays out itself (the station's hand-over list and packing slip, a printer's test page) is made
 * on the documents thread: pdfkit, its fonts and the barcode maker load and lay out pages there, never on the
 * thread that answers the window (the first document alone held it about 200 ms).
 *
 * A minute without a document ends the thread: it holds pdfkit, its fonts and a heap of its own (tens of MB), which
 * a quiet station should not keep all day, while a busy one (a slip with every parcel) keeps it between parcels.
 */
export const documentsIdleMs = 60_000;

/**
 * The app's documents, made on a thread of their own (documents-thread.ts; in the built app its own entry,
 * `documents.js`), started with the first document and kept for the next until it is idle; one that ended is
 * started anew. The thread holds the process open only while a document is being made.
 */
export function createDocumentMaker(options: { idleMs?: number } = {}) {
  const idleMs = options.idleMs ?? documentsIdleMs;
  let thread: JobThread<DocumentJob> | null = null;
  let out = 0;
  let idle: NodeJS.Timeout | null = null;

  const stopIdle = () => {
    if (idle) clearTimeout(idle);
    idle = null;
  };

  async function close(): Promise<void> {
    stopIdle();
    const stopping = thread;
    thread = null;
    await stopping?.stop();
  }

  async function make(job: DocumentJob): Promise<Uint8Array> {
    stopIdle();
    if (!thread || thread.ended) {
      thread = startThread<DocumentJob>({
        entry: threadEntry(new URL('./documents-thread.ts', import.meta.url), 'documents.js'),
        name: 'The documents thread',
        // Pages are laid out a few at a time: a small young generation keeps the thread's memory small.
        resourceLimits: { maxYoungGenerationSizeMb: 8 },
      });
    }
    out += 1;
    try {
      return (await thread.run(job)) as Uint8Array;
    } finally {
      out -= 1;
      if (out === 0 && thread) {
        idle = setTimeout(() => void close(), idleMs);
        idle.unref();
      }
    }
  }

  return {
    make,
    close,
    /** Whether a thread is up (making a document, or waiting for the next one). */
    get running(): boolean {
      return thread !== null && !thread.ended;
    },
  };
}

export type DocumentMaker = ReturnType<typeof createDocumentMaker>;
