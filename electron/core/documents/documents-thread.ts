import { pdfTestPage } from '../printing/test-pages';
import { handOverListPdf } from '../shipping/documents/hand-over-list';
import { packingSlipPdf } from '../shipping/documents/packing-slip';
import { serveJobs } from '../system/thread-serve';
import type { DocumentJob } from './document-jobs';

/** The documents thread (document-jobs.ts): each document laid out by its maker, one at a time. */
serveJobs<DocumentJob>((job) =>
  job.op === 'handOverList'
    ? handOverListPdf(job.input)
    : job.op === 'packingSlip'
      ? packingSlipPdf(job.input)
      : pdfTestPage(job.input),
);
