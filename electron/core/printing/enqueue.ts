import { createHash } from 'node:crypto';
import type { TableName } from '../../../shared/contract';
import type { DocumentKind, EnqueueResult, JobSource, PrintProfile, Quarter } from '../../../shared/printing';
import type { Language } from '../../../shared/settings';
import type { Clock, Logger } from '../kernel/ports';
import { detectFormat, type PageBox } from './document';
import { isLabelSized } from './impose';
import { toPrintJob, type JobRepo, type JobRow, type NewJob } from './job-repo';
import { printingError } from './messages';
import type { PrinterDirectory } from './printers';
import type { ProfileRepo } from './profile-repo';
import { pdfPageSize } from './test-pages';
import { filterZpl, ZplRefused } from './zpl-filter';

export interface EnqueueRequest {
  kind: DocumentKind;
  bytes: Uint8Array;
  /** What the document belongs to (an order, a parcel), so its jobs can be found again. */
  source?: JobSource;
  title?: string;
  /** Another printer than the profile's (the command line's --printer). */
  printerId?: string;
  copies?: number;
  /** The seller already confirmed printing the same document again. */
  force?: boolean;
  reprintOf?: number;
  /** Settings to print with instead of the kind's profile (a test page checks another profile). */
  profile?: PrintProfile;
}

export interface EnqueueDeps {
  jobs: JobRepo;
  profiles: ProfileRepo;
  printers: PrinterDirectory;
  clock: Clock;
  logger: Logger;
  language: () => Language;
  maxAttempts: number;
  /** The same document to the same printer within this time asks first. */
  duplicateWindowMs: number;
  /** A PDF's pages as shown (the documents thread), or null when it cannot be read. */
  pdfPages: (bytes: Uint8Array) => Promise<PageBox[] | null>;
  /** A job was stored or changed: listeners and the renderer hear of it. */
  announce: (row: JobRow) => void;
  changed: (table: TableName) => void;
  /** The queue looks for work now. */
  wake: () => void;
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Within 3 % counts as the same size: PDF generators round millimetres differently. */
const sameSize = (a: { width: number; height: number }, b: { width: number; height: number }): boolean =>
  Math.abs(a.width - b.width) / b.width < 0.03 && Math.abs(a.height - b.height) / b.height < 0.03;

function needsFit(pages: PageBox[], profile: PrintProfile): boolean {
  const [w, h] = pdfPageSize[profile.pageSize];
  const paper = profile.orientation === 'landscape' ? { width: h, height: w } : { width: w, height: h };
  return pages.some((page) => !sameSize(page, paper));
}

const kindTitles: Record<DocumentKind, string> = {
  label: 'label',
  protocol: 'protocol',
  packingSlip: 'packing slip',
  testPage: 'test page',
};

const defaultTitle = (kind: DocumentKind, source?: JobSource): string =>
  `Seller Desk ${kindTitles[kind]}${source ? ` ${source.type} ${source.id}` : ''}`;

/** How a PDF lands on the profile's paper: A6 labels into the next quarter of an A4 sheet, or scaled to fit. */
function layout(pages: PageBox[] | null, request: EnqueueRequest, profile: PrintProfile, language: Language) {
  if (!pages) throw printingError('VALIDATION_FAILED', 'unreadablePdf', language);
  if (request.kind === 'label' && profile.pageSize === 'a4' && pages.every(isLabelSized)) {
    const a4Quarter = profile.startQuarter;
    const nextQuarter = (((a4Quarter - 1 + pages.length) % 4) + 1) as Quarter;
    return { fitToPage: false, a4Quarter, nextQuarter };
  }
  return { fitToPage: needsFit(pages, profile), a4Quarter: undefined, nextQuarter: undefined };
}

/**
 * A ZPL document without the commands that would change the printer (zpl-filter.ts): what is sent, stored and
 * hashed is the label alone. One that changes its command prefixes cannot be checked, so it is refused.
 */
function withoutPrinterCommands(request: EnqueueRequest, language: Language) {
  try {
    const filtered = filterZpl(request.bytes);
    return { request: { ...request, bytes: filtered.bytes }, removed: filtered.removed };
  } catch (error) {
    if (error instanceof ZplRefused)
      throw printingError('VALIDATION_FAILED', 'zplPrefix', language, { command: error.command });
    throw error;
  }
}

/**
 * Puts a document in the print queue: its format is recognised from its content and refused where the printer
 * cannot take it, its layout on the paper is decided, and the same document to the same printer a moment ago
 * asks first. The job and its document are stored before the queue may send a byte.
 */
export function createEnqueue(deps: EnqueueDeps): (request: EnqueueRequest) => Promise<EnqueueResult> {
  const { jobs, profiles, printers, clock, logger, language } = deps;
  return async function enqueue(original) {
    const format = detectFormat(original.bytes);
    if (!format) throw printingError('VALIDATION_FAILED', 'unknownFormat', language());
    const { request, removed } =
      format === 'zpl' ? withoutPrinterCommands(original, language()) : { request: original, removed: [] };
    const profile = request.profile ?? profiles.get(request.kind);
    const id = request.printerId ?? profile.printerId;
    if (!id) throw printingError('VALIDATION_FAILED', 'noPrinter', language(), { kind: request.kind });
    const printer = await printers.require(id);
    if (!printer.formats.includes(format)) {
      throw printingError('PRINTER_ERROR', 'formatRefused', language(), { printer: printer.label, format });
    }
    const placed =
      format === 'pdf'
        ? layout(await deps.pdfPages(request.bytes), request, profile, language())
        : { fitToPage: false, a4Quarter: undefined, nextQuarter: undefined };
    const hash = sha256(request.bytes);
    if (!request.force) {
      const previous = jobs.recentDuplicate(hash, printer.id, clock.now() - deps.duplicateWindowMs);
      if (previous) return { status: 'confirmDuplicate', previous: toPrintJob(previous) };
    }
    const job: NewJob = {
      kind: request.kind,
      documentHash: hash,
      format,
      title: request.title ?? defaultTitle(request.kind, request.source),
      source: request.source,
      printerId: printer.id,
      printerLabel: printer.label,
      backend: printer.backend,
      printerName: printer.name,
      pageSize: placed.a4Quarter ? 'a4' : profile.pageSize,
      orientation: profile.orientation,
      copies: request.copies ?? profile.copies,
      fitToPage: placed.fitToPage,
      a4Quarter: placed.a4Quarter,
      maxAttempts: deps.maxAttempts,
      reprintOf: request.reprintOf,
      removedCommands: removed,
    };
    const at = clock.now();
    const { nextQuarter } = placed;
    const jobId = jobs.insert(job, request.bytes, at, () => {
      // Remembered with the job in one transaction: the next label starts where this one ended.
      if (nextQuarter) profiles.setStartQuarter(profile.kind, nextQuarter, at);
    });
    logger.info('print job queued', { job: jobId, kind: request.kind, printer: printer.id, format });
    if (removed.length > 0) logger.warn('printer commands removed from a label', { job: jobId, removed });
    const row = jobs.get(jobId)!;
    deps.announce(row);
    if (nextQuarter) deps.changed('print_profiles');
    deps.wake();
    return { status: 'queued', job: toPrintJob(jobs.get(jobId)!) };
  };
}
