import { pdfPages } from '../document';
import { imposeOnA4 } from '../impose';
import { pdfTestPage } from '../test-pages';
import { handOverListPdf } from '../../shipping/documents/hand-over-list';
import { packingSlipPdf } from '../../shipping/documents/packing-slip';
import { pickListPdf } from '../../shipping/documents/pick-list';
import { serveJobs } from '../../kernel/thread-serve';
import type { DocumentJob } from './document-jobs';

/** The documents thread (document-jobs.ts): each job done by its function, one at a time. */
serveJobs<DocumentJob>((job) => {
  switch (job.op) {
    case 'handOverList':
      return handOverListPdf(job.input);
    case 'packingSlip':
      return packingSlipPdf(job.input);
    case 'pickList':
      return pickListPdf(job.input);
    case 'testPage':
      return pdfTestPage(job.input);
    case 'pdfPages':
      return pdfPages(job.input).catch(() => null);
    case 'imposeOnA4':
      return imposeOnA4(job.input.pdf, job.input.start);
  }
});
