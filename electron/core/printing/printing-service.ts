import { join } from 'node:path';
import type { TableName } from '../../../shared/contract';
import type {
  CustomPrinterInput,
  DocumentFormat,
  DocumentKind,
  EnqueueResult,
  JobSource,
  JobState,
  JobSubject,
  PrintDocument,
  PrinterInfo,
  PrinterStatusReport,
  PrintJob,
  PrintProfile,
} from '../../../shared/printing';
import type { Language } from '../../../shared/settings';
import type { EventBus } from '../kernel/event-bus';
import type { Db } from '../db/open';
import { systemClock, type Clock, type Logger, type PrinterHost } from '../kernel/ports';
import type { BackoffPolicy } from '../kernel/time/backoff';
import { createEnqueue } from './enqueue';
import { createJobRepo, toPrintJob, type JobRow } from './job-repo';
import { createLease } from '../db/lease';
import { printingError } from './messages';
import { createPrinterCheck } from './printer-check';
import { createPrinterDirectory } from './printers';
import { createPrinterRepo } from './printer-repo';
import type { DocumentMaker } from './documents/document-jobs';
import { printTestPage, type TestPageRequest } from './print-test-page';
import { createProfileRepo } from './profile-repo';
import { createPrintQueue } from './queue';
import { waitForJob } from './wait-for-job';

export type { EnqueueRequest } from './enqueue';

export interface PrintingOptions {
  db: Db;
  host: PrinterHost;
  dataDir: string;
  logger: Logger;
  language: () => Language;
  clock?: Clock;
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
  /** How long a network label printer has to tell its state before a parcel is made (default 1.5 s). */
  printerCheckMs?: number;
  /** Reads PDFs, places labels on A4 and lays out the test page (the documents thread). */
  documents: Pick<DocumentMaker, 'make'>;
}

/**
 * Printing for the whole app: printers, profiles and the durable queue. The parcel flow calls `enqueue`
 * with a label and its parcel as the source, then follows the job through `job`, `jobsFor` and
 * `onJobChange`.
 */
export function createPrintingService(options: PrintingOptions) {
  const { db, host, logger, language } = options;
  const clock = options.clock ?? systemClock;
  const now = (): number => clock.now();
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

  function announce(row: JobRow): void {
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
    lease: createLease({
      db,
      table: 'print_worker_lease',
      now,
      ...(options.leaseStaleMs ? { staleMs: options.leaseStaleMs } : {}),
    }),
    host,
    logger,
    now,
    ...(options.random ? { random: options.random } : {}),
    ...(options.backoff ? { backoff: options.backoff } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.trackMs ? { trackMs: options.trackMs } : {}),
    onChange: announce,
    imposeOnA4: (pdf, start) => options.documents.make({ op: 'imposeOnA4', input: { pdf, start } }),
  });

  const enqueue = createEnqueue({
    jobs,
    profiles,
    printers,
    clock,
    logger,
    language,
    maxAttempts: options.maxAttempts ?? 5,
    duplicateWindowMs: options.duplicateWindowMs ?? 60_000,
    pdfPages: (bytes) => options.documents.make({ op: 'pdfPages', input: bytes }),
    announce,
    changed,
    wake: () => queue.wake(),
  });

  // The domain a job's document came from says what it is (an order's label, a carrier's protocol).
  const describers = new Map<string, (sourceId: string) => JobSubject | undefined>();
  const described = (row: JobRow): PrintJob => {
    const job = toPrintJob(row);
    const subject =
      row.source_type !== null && row.source_id !== null
        ? describers.get(row.source_type)?.(row.source_id)
        : undefined;
    return subject ? { ...job, subject } : job;
  };

  // Another domain may refuse reprints of its documents that are no longer valid (a cancelled parcel's label).
  const reprintGuards = new Map<string, (sourceId: string, kind: DocumentKind) => void>();

  function requireJob(id: number): JobRow {
    const row = jobs.get(id);
    if (!row) throw printingError('NOT_FOUND', 'jobNotFound', language(), { id });
    return row;
  }

  /** The job as it is after a change this service made: told to listeners and the renderer. */
  function changedJob(id: number): PrintJob {
    const row = jobs.get(id)!;
    announce(row);
    return toPrintJob(row);
  }

  return {
    start() {
      // Labels are kept for reprints, but not for ever: a busy station prints thousands a month.
      const pruned = jobs.prune(now() - (options.historyMs ?? 90 * 24 * 3600_000));
      if (pruned.jobs > 0) logger.info('old print jobs removed', pruned);
      queue.start();
    },
    close: () => queue.stop(),
    /** `guard` is asked before a job of this source type is printed again, and throws to refuse it. */
    guardReprints(sourceType: string, guard: (sourceId: string, kind: DocumentKind) => void): void {
      reprintGuards.set(sourceType, guard);
    },
    /** `describe` tells what a job of this source type prints, for the queue to name it. */
    describeSources(sourceType: string, describe: (sourceId: string) => JobSubject | undefined): void {
      describers.set(sourceType, describe);
    },
    /** Whether this process sends the queue's jobs (another one on the same data folder may hold it). */
    holdsQueue: () => queue.holdsLease(),

    listPrinters: (): Promise<PrinterInfo[]> => printers.list(),
    /** One printer as sending a job sees it: from the stored list and the spooler's cached one, never probed. */
    findPrinter: (id: string): Promise<PrinterInfo | undefined> => printers.find(id),
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
      return { printerId: id, ...(await printers.status(id)) };
    },
    /** Whether a network ZPL printer can print a label now (null: go on; other printers are not asked). */
    checkPrinter: createPrinterCheck({
      find: printers.find,
      host,
      timeoutMs: options.printerCheckMs ?? 1500,
    }),

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
    printTestPage: (input: TestPageRequest): Promise<EnqueueResult> =>
      printTestPage(
        {
          profiles,
          printers,
          clock,
          language,
          enqueue,
          pdf: (page) => options.documents.make({ op: 'testPage', input: page }),
        },
        input,
      ),

    jobs: (query: { states?: JobState[] | undefined; limit: number; beforeId?: number | undefined }) =>
      jobs.list(query).map(described),
    job(id: number): PrintJob | undefined {
      const row = jobs.get(id);
      return row ? described(row) : undefined;
    },
    jobsFor: (source: JobSource): PrintJob[] => jobs.bySource(source.type, source.id).map(described),
    document(id: number): PrintDocument {
      const row = requireJob(id);
      const document = jobs.document(row.document_hash);
      if (!document) throw printingError('NOT_FOUND', 'jobNotFound', language(), { id });
      return { format: document.format, base64: Buffer.from(document.bytes).toString('base64') };
    },

    /** Prints a job's document again, to the printer it went to, as a new job. */
    async reprint(id: number, force = false): Promise<EnqueueResult> {
      const row = requireJob(id);
      if (row.source_type !== null && row.source_id !== null) {
        reprintGuards.get(row.source_type)?.(row.source_id, row.kind);
      }
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
      return changedJob(id);
    },

    /** The seller checked an uncertain job: it did print. */
    markPrinted(id: number): PrintJob {
      const row = requireJob(id);
      if (row.state !== 'uncertain') throw printingError('CONFLICT', 'jobFinished', language(), { id });
      jobs.markDone(id, now());
      return changedJob(id);
    },

    onJobChange,
    /** Resolves when the job satisfies `until`, or with the job as it is when `timeoutMs` runs out. */
    waitForJob: (id: number, until: (job: PrintJob) => boolean, timeoutMs: number): Promise<PrintJob> =>
      waitForJob({ jobs, onJobChange, language }, id, until, timeoutMs),
  };
}

export type PrintingService = ReturnType<typeof createPrintingService>;
