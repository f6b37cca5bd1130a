import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { imposeOnA4 } from '../../../electron/core/printing/impose';
import { pdfTestPage } from '../../../electron/core/printing/test-pages';
import { PDFDocument } from 'pdf-lib';
import { type PrinterListener } from '../../helpers/printer-listener';
import {
  addLabelPrinter,
  finished,
  queuedJob,
  useProfile,
  zplLabel,
  type OpenPrinting,
  builtinPrinterId,
  printingRig,
} from '../../helpers/printing';
import { tempDir } from '../../helpers/temp-dir';

let open: OpenPrinting | undefined;
let listener: PrinterListener | undefined;

const rig = printingRig();

async function a6Label(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.addPage([283.5, 425.2]).drawText(text, { x: 30, y: 300 });
  return pdf.save();
}

describe('the print queue', () => {
  it('keeps queued jobs across a restart and sends them, in order, when the worker runs again', async () => {
    listener = await rig.listener();
    const dataDir = tempDir('sd-restart-');
    open = rig.open(dataDir);
    await addLabelPrinter(open.service, listener.port);
    const labels = [1, 2, 3].map((n) => zplLabel(`restart ${n}`));
    const ids: number[] = [];
    for (const [n, bytes] of labels.entries()) {
      ids.push(
        queuedJob(
          await open.service.enqueue({ kind: 'label', bytes, source: { type: 'parcel', id: `p${n}` } }),
        ).id,
      );
    }
    // The app stops before its worker sent anything (it was never started here).
    await open.close();
    const probes = listener.connections;

    open = rig.open(dataDir);
    expect(open.service.jobs({ limit: 10 }).map((job) => [job.id, job.state])).toEqual(
      ids.map((id) => [id, 'queued']).reverse(),
    );
    open.service.start();
    for (const id of ids) expect((await open.service.waitForJob(id, finished, 15_000)).state).toBe('done');
    const received = await listener.waitForJobs(3);
    expect(received.map((job) => job.bytes.toString())).toEqual(labels.map((l) => Buffer.from(l).toString()));
    expect(listener.connections - probes).toBe(3);
    expect(open.service.jobsFor({ type: 'parcel', id: 'p1' }).map((job) => job.id)).toEqual([ids[1]]);
  });

  it('asks before sending the same document to the same printer within a minute', async () => {
    let clock = Date.parse('2026-03-05T10:00:00Z');
    open = rig.open(tempDir('sd-dup-'), { clock: { now: () => clock } });
    useProfile(open.service, 'label', { printerId: await builtinPrinterId(open.service) });
    const label = zplLabel('same');
    const first = queuedJob(await open.service.enqueue({ kind: 'label', bytes: label }));

    clock += 59_000;
    const again = await open.service.enqueue({ kind: 'label', bytes: label });
    expect(again).toMatchObject({ status: 'confirmDuplicate', previous: { id: first.id } });
    expect(open.service.jobs({ limit: 10 })).toHaveLength(1);

    const confirmed = queuedJob(await open.service.enqueue({ kind: 'label', bytes: label, force: true }));
    expect(confirmed.id).not.toBe(first.id);
    const other = queuedJob(await open.service.enqueue({ kind: 'label', bytes: zplLabel('different') }));
    expect(other.state).toBe('queued');

    clock += 61_000;
    const later = await open.service.enqueue({ kind: 'label', bytes: label });
    expect(later.status).toBe('queued');
  });

  it('cancels a queued job, reprints a finished one as a new job, and keeps the document for previews', async () => {
    const dataDir = tempDir('sd-reprint-');
    open = rig.open(dataDir);
    useProfile(open.service, 'label', { printerId: await builtinPrinterId(open.service) });
    const label = zplLabel('reprint');
    const job = queuedJob(
      await open.service.enqueue({ kind: 'label', bytes: label, source: { type: 'order', id: 'A1' } }),
    );
    const cancelled = await open.service.cancel(job.id);
    expect(cancelled.state).toBe('cancelled');
    await expect(open.service.cancel(job.id)).rejects.toMatchObject({ code: 'CONFLICT' });

    open.service.start();
    const reprint = await open.service.reprint(job.id);
    // The cancelled job printed nothing, so printing it again asks no question.
    expect(reprint.status).toBe('queued');
    const copy = queuedJob(reprint);
    expect(copy).toMatchObject({ reprintOf: job.id, source: { type: 'order', id: 'A1' } });
    expect((await open.service.waitForJob(copy.id, finished, 10_000)).state).toBe('done');
    expect(readdirSync(join(dataDir, 'printed'))).toEqual([
      expect.stringMatching(new RegExp(`-job${copy.id}-label\\.zpl$`)),
    ]);

    const again = await open.service.reprint(copy.id);
    expect(again.status).toBe('confirmDuplicate');
    expect(queuedJob(await open.service.reprint(copy.id, true)).reprintOf).toBe(copy.id);
    const document = open.service.document(copy.id);
    expect(document.format).toBe('zpl');
    expect(Buffer.from(document.base64, 'base64').equals(Buffer.from(label))).toBe(true);
  });

  it('places A6 labels on A4 from the remembered quarter and moves it on', async () => {
    const dataDir = tempDir('sd-quarter-');
    open = rig.open(dataDir);
    useProfile(open.service, 'label', {
      printerId: await builtinPrinterId(open.service),
      pageSize: 'a4',
      startQuarter: 2,
    });
    open.service.start();
    const first = queuedJob(await open.service.enqueue({ kind: 'label', bytes: await a6Label('one') }));
    expect(first).toMatchObject({ a4Quarter: 2, pageSize: 'a4' });
    expect(open.service.profile('label').startQuarter).toBe(3);
    const second = queuedJob(await open.service.enqueue({ kind: 'label', bytes: await a6Label('two') }));
    expect(second.a4Quarter).toBe(3);
    expect(open.service.profile('label').startQuarter).toBe(4);
    for (const job of [first, second])
      expect((await open.service.waitForJob(job.id, finished, 10_000)).state).toBe('done');

    // What reached the folder is the label on an A4 sheet; the stored document is still the label.
    const files = readdirSync(join(dataDir, 'printed')).sort();
    const sheet = await PDFDocument.load(readFileSync(join(dataDir, 'printed', files[0]!)));
    expect(Math.round(sheet.getPage(0).getWidth())).toBe(595);
    const expected = await imposeOnA4(await a6Label('one'), 2);
    expect(sheet.getPageCount()).toBe(expected.sheets);
    const stored = await PDFDocument.load(Buffer.from(open.service.document(first.id).base64, 'base64'));
    expect(Math.round(stored.getPage(0).getWidth())).toBe(284);

    // A full-page document is not shrunk onto a quarter.
    const a4 = await pdfTestPage({
      format: 'pdf',
      pageSize: 'a4',
      orientation: 'portrait',
      zplDpi: 203,
      printerLabel: 'x',
      at: new Date(),
    });
    const page = queuedJob(await open.service.enqueue({ kind: 'label', bytes: a4 }));
    expect(page.a4Quarter).toBeUndefined();
    expect(open.service.profile('label').startQuarter).toBe(4);
  });

  it('refuses what it cannot print with a clear message in the seller language', async () => {
    open = rig.open(tempDir('sd-refuse-'), { language: () => 'pl' });
    await expect(open.service.enqueue({ kind: 'label', bytes: zplLabel('x') })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      userMessage: expect.stringContaining('Nie wybrano drukarki') as unknown,
    });
    useProfile(open.service, 'label', { printerId: await builtinPrinterId(open.service) });
    await expect(
      open.service.enqueue({ kind: 'label', bytes: new Uint8Array(Buffer.from('hello')) }),
    ).rejects.toMatchObject({
      userMessage: expect.stringContaining('nie jest dokumentem PDF, ZPL ani EPL') as unknown,
    });
    await expect(
      open.service.enqueue({ kind: 'label', bytes: zplLabel('x'), printerId: 'cups:no-such-printer' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(open.service.jobs({ limit: 5 })).toEqual([]);
  });

  it('waiting for a job that does not exist fails at once, in the seller language', async () => {
    open = rig.open(tempDir('sd-wait-'), { language: () => 'pl' });
    await expect(open.service.waitForJob(424242, finished, 60_000)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      userMessage: 'Zadanie wydruku 424242 nie istnieje.',
    });
  });
});

describe('the print queue over time and across processes', () => {
  it('forgets finished jobs and their documents after the history period, but never an uncertain one', async () => {
    const dataDir = tempDir('sd-prune-');
    let clock = Date.parse('2026-01-01T10:00:00Z');
    open = rig.open(dataDir, { clock: { now: () => clock }, historyMs: 30 * 24 * 3600_000 });
    useProfile(open.service, 'label', { printerId: await builtinPrinterId(open.service) });
    open.service.start();
    const old = queuedJob(await open.service.enqueue({ kind: 'label', bytes: zplLabel('old') }));
    await open.service.waitForJob(old.id, finished, 10_000);
    await open.close();

    clock += 31 * 24 * 3600_000;
    open = rig.open(dataDir, { clock: { now: () => clock }, historyMs: 30 * 24 * 3600_000 });
    const recent = queuedJob(await open.service.enqueue({ kind: 'label', bytes: zplLabel('recent') }));
    open.service.start();
    await open.service.waitForJob(recent.id, finished, 10_000);
    expect(open.service.jobs({ limit: 10 }).map((job) => job.id)).toEqual([recent.id]);
    expect(() => open!.service.document(old.id)).toThrow(/does not exist/);
  });

  it('lets only one process send: another one on the same data folder just queues', async () => {
    listener = await rig.listener();
    const dataDir = tempDir('sd-two-');
    open = rig.open(dataDir);
    await addLabelPrinter(open.service, listener.port);
    open.service.start();
    const probes = listener.connections;
    // A second copy (say the command line while the app runs): it starts, but the app holds the lease.
    const other = rig.open(dataDir);
    other.service.start();
    expect(open.service.holdsQueue()).toBe(true);
    expect(other.service.holdsQueue()).toBe(false);
    const job = queuedJob(await other.service.enqueue({ kind: 'label', bytes: zplLabel('from the other') }));
    // The app's worker notices the new job on its next look at the table and sends it, once.
    expect((await other.service.waitForJob(job.id, finished, 10_000)).state).toBe('done');
    await listener.waitForJobs(1);
    expect(listener.connections - probes).toBe(1);
  });
});
