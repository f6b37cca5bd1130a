import { z } from 'zod';

/** What a document is, recognised from its bytes, never from a file name. */
export const documentFormats = ['pdf', 'zpl', 'epl'] as const;
export type DocumentFormat = (typeof documentFormats)[number];

/** What a document is for: each kind has its own profile (printer, paper, copies). */
export const documentKinds = ['label', 'protocol', 'packingSlip', 'testPage'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const backendIds = ['cups', 'windows', 'tcp9100', 'folder'] as const;
export type BackendId = (typeof backendIds)[number];

/** A6 100x150 mm is the usual courier label; 4x6 in the American one; A4 for protocols or four labels. */
export const pageSizes = ['a6', 'a4', '4x6'] as const;
export type PageSize = (typeof pageSizes)[number];

export const orientations = ['portrait', 'landscape'] as const;
export type Orientation = (typeof orientations)[number];

export const zplDpis = [203, 300] as const;
export type ZplDpi = (typeof zplDpis)[number];

/** The marketplace makes its ZPL labels at 203 dpi, and no other resolution can be asked for (#11832). */
export const marketplaceZplDpi: ZplDpi = 203;

/** A label printer of another resolution prints the marketplace's ZPL labels at the wrong size (300 dpi: small). */
export const marketplaceLabelsMisfit = (profile: { kind: string; zplDpi: ZplDpi }): boolean =>
  profile.kind === 'label' && profile.zplDpi !== marketplaceZplDpi;

/** A quarter of an A4 sheet, in reading order: 1 top left, 2 top right, 3 bottom left, 4 bottom right. */
export type Quarter = 1 | 2 | 3 | 4;

export const printerStates = ['ready', 'busy', 'paused', 'offline', 'error', 'unknown'] as const;
export type PrinterState = (typeof printerStates)[number];

/** Problems a printer reports about itself (ZPL `~HS`, CUPS state reasons). */
export const printerProblems = [
  'paperOut',
  'ribbonOut',
  'headOpen',
  'paused',
  'headTooHot',
  'bufferFull',
  'notAcceptingJobs',
  'unreachable',
  /** The printer took the connection but did not answer the status query in time. */
  'noAnswer',
] as const;
export type PrinterProblem = (typeof printerProblems)[number];

export interface PrinterInfo {
  /** `backend:name`, stable across restarts; profiles and jobs refer to it. */
  id: string;
  backend: BackendId;
  /** The system name (CUPS queue, Windows printer), `host:port` or a folder path. */
  name: string;
  /** What the seller sees. */
  label: string;
  isDefault: boolean;
  state: PrinterState;
  problems: PrinterProblem[];
  /** A line from the printer or spooler, as it said it. */
  stateMessage?: string;
  /** The formats this printer takes; anything else is refused before it is sent. */
  formats: DocumentFormat[];
  driver?: string;
  /** Added by the seller (network label printers, folders) rather than found on the system. */
  custom: boolean;
  /** The folder in the data folder every installation can print to; it cannot be removed. */
  builtin?: true;
}

/** Why a document could not be handed over to a printer; the renderer words each for the seller. */
export const deliveryErrorCodes = [
  'unreachable',
  'timeout',
  'notFound',
  'notAccepting',
  'spoolerError',
  'unsupported',
  'interrupted',
] as const;
export type DeliveryErrorCode = (typeof deliveryErrorCodes)[number];

/** Every reason a job can end in error: delivery, a document no printer can take, the spooler dropping it. */
export const jobErrorCodes = [
  ...deliveryErrorCodes,
  'badDocument',
  'cancelledBySpooler',
  'abortedBySpooler',
] as const;
export type JobErrorCode = (typeof jobErrorCodes)[number];

export const jobStates = ['queued', 'sending', 'sent', 'done', 'failed', 'uncertain', 'cancelled'] as const;
export type JobState = (typeof jobStates)[number];

/** Where a document came from, so the parcel flow can find the jobs of its parcel. */
export interface JobSource {
  type: string;
  id: string;
}

/**
 * What a job prints, for the queue to name it in the seller's language: the order of a label or packing slip, the
 * carrier and day of a protocol. Absent for a test page or a job whose source is gone.
 */
export interface JobSubject {
  orderId?: string;
  carrier?: string;
  /** The day a protocol covers, `YYYY-MM-DD`. */
  date?: string;
  /** Our own hand-over list, printed where the carrier has no protocol. */
  handOverList?: true;
  /** The pick list of the orders waiting to be packed (printed on the packing slip profile). */
  pickList?: true;
}

export interface PrintJob {
  id: number;
  kind: DocumentKind;
  format: DocumentFormat;
  state: JobState;
  printerId: string;
  printerLabel: string;
  title: string;
  source?: JobSource;
  subject?: JobSubject;
  copies: number;
  pageSize: PageSize;
  orientation: Orientation;
  /** A label placed on an A4 sheet: the quarter it starts in. */
  a4Quarter?: Quarter;
  attempts: number;
  maxAttempts: number;
  /** When the next automatic attempt is due (a failed job that will be retried); absent when none is. */
  nextAttemptAt?: string;
  error?: { code: string; message: string };
  /** The spooler's id for the job (CUPS `queue-N`), once it accepted it. */
  remoteJobId?: string;
  /** The spooler's latest word on the job ("waiting for printer to become available"). */
  remoteMessage?: string;
  documentHash: string;
  documentSize: number;
  reprintOf?: number;
  /** Printer configuration commands taken out of a ZPL label before it was sent (`^JU`, `~JR`, `~DG E:`, `SGD`). */
  removedCommands?: string[];
  createdAt: string;
  updatedAt: string;
}

export interface PrintProfile {
  kind: DocumentKind;
  printerId: string | null;
  pageSize: PageSize;
  orientation: Orientation;
  copies: number;
  zplDpi: ZplDpi;
  autoPrint: boolean;
  /** For A6 labels on an A4 printer: the quarter the next label goes to, moved on after each job. */
  startQuarter: Quarter;
}

export const printProfileSchema = z.object({
  kind: z.enum(documentKinds),
  printerId: z.string().min(1).max(1000).nullable(),
  pageSize: z.enum(pageSizes),
  orientation: z.enum(orientations),
  copies: z.number().int().min(1).max(99),
  zplDpi: z.union([z.literal(203), z.literal(300)]),
  autoPrint: z.boolean(),
  startQuarter: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});

/** The answer to a print request: a job, or a question to ask the seller before printing the same again. */
export type EnqueueResult =
  { status: 'queued'; job: PrintJob } | { status: 'confirmDuplicate'; previous: PrintJob };

export const customPrinterSchema = z.discriminatedUnion('backend', [
  z.object({
    backend: z.literal('tcp9100'),
    host: z
      .string()
      .trim()
      .min(1)
      .max(253)
      .regex(/^[\w.:[\]-]+$/, 'host name or IP address'),
    port: z.number().int().min(1).max(65535).default(9100),
    label: z.string().trim().min(1).max(100).optional(),
    language: z.enum(['zpl', 'epl']),
  }),
  z.object({
    backend: z.literal('folder'),
    path: z.string().trim().min(1).max(1000),
    label: z.string().trim().min(1).max(100).optional(),
  }),
]);
export type CustomPrinterInput = z.input<typeof customPrinterSchema>;

export const jobListQuerySchema = z
  .object({
    states: z.array(z.enum(jobStates)).max(jobStates.length).optional(),
    limit: z.number().int().min(1).max(500).default(100),
    beforeId: z.number().int().positive().optional(),
  })
  .strict();

export interface PrintDocument {
  format: DocumentFormat;
  /** The document's bytes, base64: previews are drawn from them in the renderer. */
  base64: string;
}

export interface PrinterStatusReport {
  printerId: string;
  state: PrinterState;
  problems: PrinterProblem[];
  message?: string;
}

/** Millimetres of each page size, portrait. */
export const pageSizeMm: Record<PageSize, { width: number; height: number }> = {
  a6: { width: 105, height: 148 },
  a4: { width: 210, height: 297 },
  '4x6': { width: 101.6, height: 152.4 },
};
