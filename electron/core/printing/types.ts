import type {
  BackendId,
  DeliveryErrorCode,
  DocumentFormat,
  DocumentKind,
  Orientation,
  PageSize,
  PrinterInfo,
  PrinterProblem,
  PrinterState,
} from '../../../shared/printing';

export { deliveryErrorCodes, type DeliveryErrorCode } from '../../../shared/printing';

/** Where a job goes: the back-end and the printer's name in it (queue, `host:port`, folder). */
export interface PrintTarget {
  backend: BackendId;
  name: string;
}

/** A printer a back-end found on the system, before the seller's own settings are applied. */
export type SystemPrinter = Omit<PrinterInfo, 'id' | 'custom' | 'builtin'>;

export interface PrintPayload {
  jobId: number;
  kind: DocumentKind;
  title: string;
  format: DocumentFormat;
  bytes: Uint8Array;
  copies: number;
  pageSize: PageSize;
  orientation: Orientation;
  /** Scale the pages to the paper: set when the document's page size differs from the paper's. */
  fitToPage: boolean;
}

export interface SendReceipt {
  /** The spooler's id for the job, when there is a spooler that can be asked about it later. */
  remoteJobId?: string;
  /** True when nothing more can be learnt about the job (a folder, a raw socket): it is done once sent. */
  final: boolean;
}

export interface PrinterStatus {
  state: PrinterState;
  problems: PrinterProblem[];
  message?: string;
}

/** What a spooler says about a job it accepted. `gone`: it no longer knows the job (history purged). */
export type RemoteJobState =
  | { state: 'pending' | 'printing'; message?: string }
  | { state: 'completed' | 'cancelled' | 'aborted' | 'gone'; message?: string };

/**
 * A send that failed. `delivered` says whether any byte may have reached the printer: 'none' (a refused
 * connection, a spooler that said no) may be retried safely; 'unknown' (the link broke mid-job) must not be
 * retried on its own, or a label could print twice.
 */
export class PrintDeliveryError extends Error {
  readonly code: DeliveryErrorCode;
  readonly delivered: 'none' | 'unknown';
  readonly retryable: boolean;

  constructor(
    code: DeliveryErrorCode,
    message: string,
    options: { delivered: 'none' | 'unknown'; retryable: boolean; cause?: unknown },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'PrintDeliveryError';
    this.code = code;
    this.delivered = options.delivered;
    this.retryable = options.retryable;
  }
}

/** One way of reaching printers. Only the system back-ends (CUPS, Windows) discover printers themselves. */
export interface PrintBackend {
  readonly id: BackendId;
  discover?(): Promise<SystemPrinter[]>;
  send(target: PrintTarget, payload: PrintPayload): Promise<SendReceipt>;
  probe?(target: PrintTarget): Promise<PrinterStatus>;
  jobState?(target: PrintTarget, remoteJobId: string): Promise<RemoteJobState>;
  cancel?(target: PrintTarget, remoteJobId: string): Promise<void>;
}

/** Runs a program without a shell; tests replace it to check the exact command line. */
export type CommandRunner = (
  command: string,
  args: readonly string[],
  options?: { input?: Uint8Array; timeoutMs?: number; env?: NodeJS.ProcessEnv },
) => Promise<{ code: number | null; stdout: string; stderr: string; timedOut: boolean }>;
