import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type {
  CustomPrinterInput,
  DocumentFormat,
  DocumentKind,
  EnqueueResult,
  JobSource,
  JobState,
  PrintDocument,
  PrinterInfo,
  PrinterStatusReport,
  PrintJob,
  PrintProfile,
  Quarter,
} from '../../../shared/printing';
import type { TableName } from '../../../shared/contract';
import type { Language } from '../../../shared/settings';
import type { EventBus } from '../app/event-bus';
import { AppError } from '../app/errors';
import type { Db } from '../db/open';
import type { Logger, PrinterHost } from '../app/ports';
import type { BackoffPolicy } from './backoff';
import { detectFormat, pdfPages, type PageBox } from './document';
import { isLabelSized } from './impose';
import { createJobRepo, toPrintJob, type JobRow, type NewJob } from './job-repo';
import { createLease } from './lease';
import { printingError } from './messages';
import { createPrinterDirectory } from './printers';
import { createPrinterRepo } from './printer-repo';
import { createProfileRepo } from './profile-repo';
import { createPrintQueue } from './queue';
import { pdfPageSize, testPage } from './test-pages';

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

export interface PrintingOptions {
  db: Db;
  host: PrinterHost;
  dataDir: string;
  logger: Logger;
  language: () => Language;
  now?: () => number;
  random?: () => number;
  /** Told when jobs, printers or profiles changed, for the renderer to re-query. */
  events?: Pick<EventBus, 'changed'>;
  backoff?: BackoffPolicy;
  maxAttempts?: number;
  pollMs?: number;
  trackMs?: number;
  leaseStaleMs?: number;
  /** The same document to the same printer within this time asks first. */
  duplicateWindowMs?: number;
  /** Finished jobs and their documents are kept this long for reprints (default 90 days). */
  historyMs?: number;
}

export const activeJobStates: JobState[] = ['queued', 'sending', 'sent', 'failed', 'uncertain'];

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Within 3 % counts as the same size: PDF generators round millimetres differently. */
const sameSize = (a: { width: number; height: number }, b: { width: number; height: number }): boolean =>
  Math.abs(a.width - b.width) / b.width < 0.03 && Math.abs(a.height - b.height) / b.height < 0.03;

function needsFit(pages: PageBox[], profile: PrintProfile): boolean {
  const [w, h] = pdfPageSize[profile.pageSize];
  const paper = profile.orientation === 'landscape' ? { width: h, height: w } : { width: w, height: h };
  return pages.some((page) => !sameSize(page, paper));
}

/**
 * Printing for the whole app: printers, profiles and the durable queue. The parcel flow calls `enqueue`
 * with a label and its parcel as the source, then follows the job through `job`, `jobsFor` and
 * `onJobChange`.
 */
export function createPrintingService(options: PrintingOptions) {
  const { db, host, logger } = options;
  const now = options.now ?? Date.now;
  const language = options.language;
  const duplicateWindowMs = options.duplicateWindowMs ?? 60_000;
  const jobs = createJobRepo(db);
  const profiles = createProfileRepo(db);
  const printers = createPrinterDirectory({
    host,
    printers: createPrinterRepo(db),
    builtinFolder: join(options.dataDir, 'printed'),
    language,
    now,
  });
  const listeners = new Set<(job: PrintJob) => void>();
  const changed = (table: TableName): void => options.events?.changed([table]);

  function notify(row: JobRow): void {
    const job = toPrintJob(row);
    for (const listener of listeners) {
      try {
        listener(job);
      } catch (error) {
        logger.error('print job listener failed', { error });
      }
    }
    changed('print_jobs');
  }

  function onJobChange(listener: (job: PrintJob) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  const queue = createPrintQueue({
    jobs,
    lease: createLease({ db, now, ...(options.leaseStaleMs ? { staleMs: options.leaseStaleMs } : {}) }),
    host,
    logger,
    now,
    ...(options.random ? { random: options.random } : {}),
    ...(options.backoff ? { backoff: options.backoff } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.trackMs ? { trackMs: options.trackMs } : {}),
    onChange: notify,
  });

  function requireJob(id: number) {
    const row = jobs.get(id);
    if (!row) throw printingError('NOT_FOUND', 'jobNotFound', language(), { id });
    return row;
  }

  async function enqueue(request: EnqueueRequest): Promise<EnqueueResult> {
    const format = detectFormat(request.bytes);
    if (!format) throw printingError('VALIDATION_FAILED', 'unknownFormat', language());
    const profile = request.profile ?? profiles.get(request.kind);
    const id = request.printerId ?? profile.printerId;
    if (!id) throw printingError('VALIDATION_FAILED', 'noPrinter', language(), { kind: request.kind });
    const printer = await printers.require(id);
    if (!printer.formats.includes(format)) {
      throw printingError('PRINTER_ERROR', 'formatRefused', language(), { printer: printer.label, format });
    }
    let fitToPage = false;
    let a4Quarter: Quarter | undefined;
    let nextQuarter: Quarter | undefined;
    if (format === 'pdf') {
      let pages: PageBox[];
      try {
        pages = await pdfPages(request.bytes);
      } catch {
        throw printingError('VALIDATION_FAILED', 'unreadablePdf', language());
      }
      if (request.kind === 'label' && profile.pageSize === 'a4' && pages.every(isLabelSized)) {
        a4Quarter = profile.startQuarter;
        nextQuarter = (((a4Quarter - 1 + pages.length) % 4) + 1) as Quarter;
      } else {
        fitToPage = needsFit(pages, profile);
      }
    }
    const hash = sha256(request.bytes);
    if (!request.force) {
      const previous = jobs.recentDuplicate(hash, printer.id, now() - duplicateWindowMs);
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
      pageSize: a4Quarter ? 'a4' : profile.pageSize,
      orientation: profile.orientation,
      copies: request.copies ?? profile.copies,
      fitToPage,
      a4Quarter,
      maxAttempts: options.maxAttempts ?? 5,
      reprintOf: request.reprintOf,
    };
    const at = now();
    const jobId = jobs.insert(job, request.bytes, at, () => {
      // Remembered with the job in one transaction: the next label starts where this one ended.
      if (nextQuarter) profiles.setStartQuarter(profile.kind, nextQuarter, at);
    });
    logger.info('print job queued', { job: jobId, kind: request.kind, printer: printer.id, format });
    const row = jobs.get(jobId)!;
    notify(row);
    if (nextQuarter) changed('print_profiles');
    queue.wake();
    return { status: 'queued', job: toPrintJob(jobs.get(jobId)!) };
  }

  function defaultTitle(kind: DocumentKind, source?: JobSource): string {
    const names: Record<DocumentKind, string> = {
      label: 'label',
      protocol: 'protocol',
      packingSlip: 'packing slip',
      testPage: 'test page',
    };
    return `Seller Desk ${names[kind]}${source ? ` ${source.type} ${source.id}` : ''}`;
  }

  return {
    start() {
      // Labels are kept for reprints, but not for ever: a busy station prints thousands a month.
      const pruned = jobs.prune(now() - (options.historyMs ?? 90 * 24 * 3600_000));
      if (pruned.jobs > 0) logger.info('old print jobs removed', pruned);
      queue.start();
    },
    async close() {
      await queue.stop();
    },
    holdsQueue: () => queue.holdsLease(),

    listPrinters: (): Promise<PrinterInfo[]> => printers.list(),
    async addPrinter(input: CustomPrinterInput): Promise<PrinterInfo> {
      const printer = await printers.add(input);
      changed('print_printers');
      return printer;
    },
    removePrinter(id: string): void {
      printers.remove(id);
      changed('print_printers');
    },
    async setPrinterFormats(id: string, formats: DocumentFormat[] | null): Promise<PrinterInfo> {
      const printer = await printers.setFormats(id, formats);
      changed('print_printers');
      return printer;
    },
    async printerStatus(id: string): Promise<PrinterStatusReport> {
      const status = await printers.status(id);
      return { printerId: id, ...status };
    },
    builtinPrinterId: printers.builtinId,

    profiles: (): PrintProfile[] => profiles.all(),
    profile: (kind: DocumentKind): PrintProfile => profiles.get(kind),
    saveProfile(profile: PrintProfile): PrintProfile {
      const saved = profiles.save(profile, now());
      changed('print_profiles');
      return saved;
    },
    /** Whether documents of this kind should print without the seller asking (the parcel flow checks). */
    autoPrint: (kind: DocumentKind): boolean => {
      const profile = profiles.get(kind);
      return profile.autoPrint && profile.printerId !== null;
    },

    enqueue,

    /** A built-in test page, printed with the settings of the profile it checks. */
    async printTestPage(input: {
      profile: DocumentKind;
      format?: DocumentFormat | undefined;
      force?: boolean | undefined;
    }): Promise<EnqueueResult> {
      const profile = profiles.get(input.profile);
      if (!profile.printerId) {
        throw printingError('VALIDATION_FAILED', 'noPrinter', language(), { kind: input.profile });
      }
      const printer = await printers.require(profile.printerId);
      const format =
        input.format ??
        (profile.pageSize === 'a4' && printer.formats.includes('pdf')
          ? 'pdf'
          : (['zpl', 'epl', 'pdf'] as const).find((f) => printer.formats.includes(f)));
      if (!format || !printer.formats.includes(format)) {
        throw printingError('PRINTER_ERROR', 'formatRefused', language(), {
          printer: printer.label,
          format: format ?? 'pdf',
        });
      }
      const bytes = await testPage({
        format,
        pageSize: profile.pageSize,
        orientation: profile.orientation,
        zplDpi: profile.zplDpi,
        printerLabel: printer.label,
        at: new Date(now()),
      });
      // Printed with the checked profile's printer and paper; its own kind keeps it apart in the history.
      return enqueue({
        kind: 'testPage',
        bytes,
        printerId: printer.id,
        copies: 1,
        force: input.force ?? false,
        profile,
      });
    },

    jobs: (query: { states?: JobState[] | undefined; limit: number; beforeId?: number | undefined }) =>
      jobs.list(query).map(toPrintJob),
    job(id: number): PrintJob | undefined {
      const row = jobs.get(id);
      return row ? toPrintJob(row) : undefined;
    },
    jobsFor: (source: JobSource): PrintJob[] => jobs.bySource(source.type, source.id).map(toPrintJob),
    document(id: number): PrintDocument {
      const row = requireJob(id);
      const document = jobs.document(row.document_hash);
      if (!document) throw printingError('NOT_FOUND', 'jobNotFound', language(), { id });
      return { format: document.format, base64: Buffer.from(document.bytes).toString('base64') };
    },

    /** Prints a job's document again, to the printer it went to, as a new job. */
    async reprint(id: number, force = false): Promise<EnqueueResult> {
      const row = requireJob(id);
      const document = jobs.document(row.document_hash)!;
      return enqueue({
        kind: row.kind,
        bytes: new Uint8Array(document.bytes),
        ...(row.source_type !== null && row.source_id !== null
          ? { source: { type: row.source_type, id: row.source_id } }
          : {}),
        title: row.title,
        printerId: row.printer_id,
        copies: row.copies,
        force,
        reprintOf: row.id,
      });
    },

    async cancel(id: number): Promise<PrintJob> {
      const row = requireJob(id);
      if (row.state === 'sending') throw printingError('CONFLICT', 'jobBusy', language(), { id });
      if (row.state === 'done' || row.state === 'cancelled') {
        throw printingError('CONFLICT', 'jobFinished', language(), { id });
      }
      if (row.state === 'sent' && row.remote_job_id) {
        await host
          .cancel({ backend: row.backend, name: row.printer_name }, row.remote_job_id)
          .catch((error: unknown) => logger.warn('spooler cancel failed', { job: id, error }));
      }
      if (!jobs.markCancelled(id, now())) throw printingError('CONFLICT', 'jobBusy', language(), { id });
      const updated = jobs.get(id)!;
      notify(updated);
      return toPrintJob(updated);
    },

    /** The seller checked an uncertain job: it did print. */
    markPrinted(id: number): PrintJob {
      const row = requireJob(id);
      if (row.state !== 'uncertain') throw printingError('CONFLICT', 'jobFinished', language(), { id });
      jobs.markDone(id, now());
      const updated = jobs.get(id)!;
      notify(updated);
      return toPrintJob(updated);
    },

    onJobChange,

    /**
     * Resolves when the job satisfies `until`, or with the job as it is when `timeoutMs` runs out. Also
     * follows jobs another process sends (the app, while the command line waits), by looking again.
     */
    waitForJob(id: number, until: (job: PrintJob) => boolean, timeoutMs: number): Promise<PrintJob> {
      return new Promise((resolve) => {
        const check = (): boolean => {
          const row = jobs.get(id);
          if (!row) throw new AppError('NOT_FOUND', `Print job ${id} does not exist.`);
          const job = toPrintJob(row);
          if (!until(job)) return false;
          finish(job);
          return true;
        };
        const finish = (job: PrintJob) => {
          clearInterval(timer);
          clearTimeout(deadline);
          off();
          resolve(job);
        };
        const off = onJobChange((job) => {
          if (job.id === id && until(job)) finish(job);
        });
        const timer = setInterval(check, 250);
        const deadline = setTimeout(() => finish(toPrintJob(jobs.get(id)!)), timeoutMs);
        check();
      });
    },
  };
}

export type PrintingService = ReturnType<typeof createPrintingService>;
