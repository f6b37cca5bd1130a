import { startThread, threadEntry, type JobThread } from '../../kernel/thread';
import type { Quarter } from '../../../../shared/printing';
import type { PageBox } from '../document';
import type { Imposed } from '../impose';
import type { TestPageInput } from '../test-pages';
import type { handOverListPdf } from '../../shipping/documents/hand-over-list';
import type { packingSlipPdf } from '../../shipping/documents/packing-slip';
import type { pickListPdf } from '../../shipping/documents/pick-list';

/** What the documents thread does: the input of each job, as plain data. */
export type DocumentJob =
  | { op: 'handOverList'; input: Parameters<typeof handOverListPdf>[0] }
  | { op: 'packingSlip'; input: Parameters<typeof packingSlipPdf>[0] }
  | { op: 'pickList'; input: Parameters<typeof pickListPdf>[0] }
  | { op: 'testPage'; input: TestPageInput }
  | { op: 'pdfPages'; input: Uint8Array }
  | { op: 'imposeOnA4'; input: { pdf: Uint8Array; start: Quarter } };

/** What each job answers; `pdfPages` answers null for a PDF that cannot be read (an error is the thread's own). */
export interface DocumentResults {
  handOverList: Uint8Array;
  packingSlip: Uint8Array;
  pickList: Uint8Array;
  testPage: Uint8Array;
  pdfPages: PageBox[] | null;
  imposeOnA4: Imposed;
}

type Op = DocumentJob['op'];

/**
 * Every PDF the app lays out or reads is handled on the documents thread: the station's hand-over list, packing
 * slip and pick list and a printer's test page (pdfkit, its fonts, the barcode maker), and a PDF's pages read or
 * placed on A4 for the print queue (pdf-lib). Those libraries load and work there, never on the thread that
 * answers the window: the first document, or the first PDF put in the queue, held it 150 to 250 ms.
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

  async function make<O extends Op>(job: Extract<DocumentJob, { op: O }>): Promise<DocumentResults[O]> {
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
      return (await thread.run(job)) as DocumentResults[O];
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
