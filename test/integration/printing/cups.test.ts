import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { pdfTestPage } from '../../../electron/core/printing/test-pages';
import { findCups, pdfQueueOutput, socketQueuePort, zplQueueOutput } from '../../helpers/cups';
import { type PrinterListener } from '../../helpers/printer-listener';
import {
  finished,
  queuedJob,
  useProfile,
  zplLabel,
  type OpenPrinting,
  printingRig,
} from '../../helpers/printing';
import { tempDir } from '../../helpers/temp-dir';

// Real CUPS where a scheduler runs (test/printers/setup-cups.sh); in CI it must be there.
const cups = findCups();
if (!cups.available && process.env.CI) throw new Error(cups.help);

let open: OpenPrinting | undefined;
let listener: PrinterListener | undefined;

const rig = printingRig();

// Skipped only without a CUPS scheduler and its test queues (cups.help says how); CI fails then instead.
describe.skipIf(!cups.available)('printing through real CUPS', () => {
  it('lists the test queues with their formats and the default printer', async () => {
    open = rig.open(tempDir('sd-cups-list-'));
    const printers = await open.service.listPrinters();
    const byId = new Map(printers.map((p) => [p.id, p]));
    expect(byId.get('cups:sd-zpl')).toMatchObject({ backend: 'cups', formats: ['zpl'], state: 'ready' });
    expect(byId.get('cups:sd-pdf')).toMatchObject({ formats: ['pdf'], isDefault: true });
    expect(byId.get('cups:sd-pdf')!.driver).toMatch(/CUPS-PDF/);
    expect(byId.get('cups:sd-zpl-socket')).toBeDefined();
    expect(printers[0]!.id).toBe('cups:sd-pdf');
  });

  it('delivers ZPL through a raw queue byte for byte and reads the job state back', async () => {
    open = rig.open(tempDir('sd-cups-zpl-'));
    open.service.start();
    useProfile(open.service, 'label', { printerId: 'cups:sd-zpl' });
    const label = zplLabel(`CUPS ${Date.now()} zażółć`);
    const states: string[] = [];
    open.service.onJobChange((job) => states.push(job.state));
    const job = queuedJob(await open.service.enqueue({ kind: 'label', bytes: label }));
    const done = await open.service.waitForJob(job.id, finished, 20_000);
    expect(done.state).toBe('done');
    expect(done.remoteJobId).toMatch(/^sd-zpl-\d+$/);
    expect(states).toEqual(['queued', 'sending', 'sent', 'done']);
    // The backend writes the file once CUPS ran the job: wait for it to appear.
    const output = await vi.waitFor(() => readFileSync(zplQueueOutput(done.remoteJobId!)), {
      timeout: 10_000,
      interval: 100,
    });
    expect(output.equals(Buffer.from(label))).toBe(true);
  });

  it('prints a PDF through the PDF queue on the paper of the profile', async () => {
    open = rig.open(tempDir('sd-cups-pdf-'));
    open.service.start();
    const document = await pdfTestPage({
      format: 'pdf',
      pageSize: 'a4',
      orientation: 'portrait',
      zplDpi: 203,
      printerLabel: 'sd-pdf',
      at: new Date(),
    });
    for (const [pageSize, expected] of [
      ['a6', [297, 419]],
      ['4x6', [288, 432]],
    ] as const) {
      useProfile(open.service, 'protocol', { printerId: 'cups:sd-pdf', pageSize });
      // The same document twice within a minute would ask first: this time it is meant.
      const job = queuedJob(await open.service.enqueue({ kind: 'protocol', bytes: document, force: true }));
      const done = await open.service.waitForJob(job.id, finished, 30_000);
      expect(done.state).toBe('done');
      const file = await vi.waitFor(
        () => {
          const found = pdfQueueOutput(done.remoteJobId!);
          if (!found) throw new Error('no PDF output yet');
          return found;
        },
        { timeout: 15_000, interval: 100 },
      );
      const pdf = await PDFDocument.load(readFileSync(file));
      expect(pdf.getPageCount()).toBe(1);
      const { width, height } = pdf.getPage(0).getSize();
      expect([Math.round(width), Math.round(height)]).toEqual(expected);
    }
  });

  it('follows a job the spooler holds until the printer answers, then sees it completed', async () => {
    // Jobs left from an earlier run would reach the listener first.
    execFileSync('cancel', ['-a', 'sd-zpl-socket']);
    open = rig.open(tempDir('sd-cups-socket-'));
    open.service.start();
    useProfile(open.service, 'label', { printerId: 'cups:sd-zpl-socket' });
    const label = zplLabel(`socket ${Date.now()}`);
    const job = queuedJob(await open.service.enqueue({ kind: 'label', bytes: label }));
    // Nothing listens on the queue's port yet: CUPS keeps the job and says why.
    const waiting = await open.service.waitForJob(
      job.id,
      (j) => j.state === 'sent' && !!j.remoteMessage,
      20_000,
    );
    expect(waiting.remoteJobId).toMatch(/^sd-zpl-socket-\d+$/);
    expect(waiting.remoteMessage).toMatch(/printer|connect|unavailable/i);

    listener = await rig.listener({ port: socketQueuePort });
    const [received] = await listener.waitForJobs(1, 60_000);
    expect(received!.bytes.equals(Buffer.from(label))).toBe(true);
    const done = await open.service.waitForJob(job.id, finished, 30_000);
    expect(done.state).toBe('done');
    expect(done.remoteMessage).toBeUndefined();
  });

  it('refuses a document the queue cannot take before anything is stored or sent', async () => {
    open = rig.open(tempDir('sd-cups-refuse-'));
    useProfile(open.service, 'label', { printerId: 'cups:sd-pdf' });
    await expect(open.service.enqueue({ kind: 'label', bytes: zplLabel('no') })).rejects.toMatchObject({
      code: 'PRINTER_ERROR',
      message: expect.stringMatching(/cannot print ZPL documents/) as unknown,
    });
    expect(open.service.jobs({ limit: 10 })).toEqual([]);
  });
});
