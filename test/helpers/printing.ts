import { join } from 'node:path';
import { createDocumentMaker } from '../../electron/core/printing/documents/document-jobs';
import { openDatabase } from '../../electron/core/db/open';
import { silentLogger } from '../../electron/core/kernel/logger';
import { createPrinterHost } from '../../electron/core/printing/printer-host';
import {
  createPrintingService,
  type PrintingOptions,
  type PrintingService,
} from '../../electron/core/printing/printing-service';
import type { DocumentKind, PrintJob, PrintProfile } from '../../shared/printing';
import { startPrinterListener, type PrinterListener } from './printer-listener';
import { closeAfterEach } from './cleanup';

export interface OpenPrinting {
  service: PrintingService;
  close(): Promise<void>;
}

/** The printing service on a real SQLite file in `dataDir`, as the app builds it, with test-friendly timing. */
export function openPrinting(dataDir: string, overrides: Partial<PrintingOptions> = {}): OpenPrinting {
  const db = openDatabase(join(dataDir, 'seller-desk.db'));
  const documents = createDocumentMaker();
  const service = createPrintingService({
    db,
    documents,
    host: createPrinterHost({ tcp: { lingerMs: 2000, connectTimeoutMs: 2000 } }),
    dataDir,
    logger: silentLogger,
    language: () => 'en',
    pollMs: 200,
    trackMs: 200,
    backoff: { baseMs: 300, capMs: 1000 },
    ...overrides,
  });
  let closed = false;
  return {
    service,
    async close() {
      if (closed) return;
      closed = true;
      await service.close();
      await documents.close();
      db.close();
    },
  };
}

/**
 * Printing services and printer listeners for the tests of one file: whatever a test opens through it is closed
 * after the test, whether it passed or not.
 */
export function printingRig() {
  const closing = closeAfterEach();
  return {
    open: (dataDir: string, overrides: Partial<PrintingOptions> = {}): OpenPrinting =>
      closing(openPrinting(dataDir, overrides)),
    listener: async (options: Parameters<typeof startPrinterListener>[0] = {}): Promise<PrinterListener> =>
      closing(await startPrinterListener(options)),
  };
}

export function useProfile(
  service: PrintingService,
  kind: DocumentKind,
  changes: Partial<PrintProfile>,
): PrintProfile {
  return service.saveProfile({ ...service.profile(kind), ...changes });
}

export const zplLabel = (text: string): Uint8Array =>
  new Uint8Array(Buffer.from(`^XA\n^FO50,50^A0N,40,40^FD${text}^FS\n^XZ\n`, 'latin1'));

export function queuedJob(result: { status: string; job?: PrintJob }): PrintJob {
  if (result.status !== 'queued' || !result.job)
    throw new Error(`expected a queued job, got ${result.status}`);
  return result.job;
}

export const finished = (job: PrintJob): boolean =>
  ['done', 'cancelled', 'uncertain'].includes(job.state) ||
  (job.state === 'failed' && job.nextAttemptAt === undefined);

/** A ZPL label printer on the network at 127.0.0.1:port, set as the label profile's printer. */
export async function addLabelPrinter(
  service: OpenPrinting['service'],
  port: number,
  profile: Partial<PrintProfile> = {},
) {
  const printer = await service.addPrinter({ backend: 'tcp9100', host: '127.0.0.1', port, language: 'zpl' });
  useProfile(service, 'label', { printerId: printer.id, ...profile });
  return printer;
}

/** The folder printer every installation has (`printed/` in the data folder). */
export async function builtinPrinterId(service: PrintingService): Promise<string> {
  return (await service.listPrinters()).find((printer) => printer.builtin)!.id;
}
