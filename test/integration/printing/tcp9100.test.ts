import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { PrintJob } from '../../../shared/printing';
import { hostStatusAnswer } from '../../helpers/printer-listener';
import { addLabelPrinter, finished, printingRig, queuedJob, zplLabel } from '../../helpers/printing';
import { tempDir } from '../../helpers/temp-dir';

const rig = printingRig();

/** A free port with nothing listening on it: a printer that is switched off refuses connections there. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('raw TCP 9100 printing', () => {
  it('delivers exactly the bytes of the document, once per copy', async () => {
    const printer = await rig.listener();
    const open = rig.open(tempDir('sd-tcp-'));
    open.service.start();
    await addLabelPrinter(open.service, printer.port);
    const probes = printer.connections;
    const label = zplLabel('Zamówienie 1234 ÄÖ');
    const job = queuedJob(await open.service.enqueue({ kind: 'label', bytes: label, copies: 2 }));
    const done = await open.service.waitForJob(job.id, finished, 15_000);
    expect(done.state).toBe('done');
    const [received] = await printer.waitForJobs(1);
    expect(received!.bytes.equals(Buffer.concat([label, label]))).toBe(true);
    expect(printer.connections - probes).toBe(1);
  });

  it('reads the printer state from ~HS: ready, paper out and head open, paused', async () => {
    const open = rig.open(tempDir('sd-hs-'));
    const cases: [Parameters<typeof hostStatusAnswer>[0], string, string[]][] = [
      [{}, 'ready', []],
      [{ paperOut: true, headOpen: true }, 'error', ['paperOut', 'headOpen']],
      [{ paused: true }, 'paused', ['paused']],
    ];
    for (const [flags, state, problems] of cases) {
      const printer = await rig.listener({ hostStatus: hostStatusAnswer(flags) });
      const added = await open.service.addPrinter({
        backend: 'tcp9100',
        host: '127.0.0.1',
        port: printer.port,
        language: 'zpl',
      });
      expect(await open.service.printerStatus(added.id)).toMatchObject({ state, problems });
      const listed = (await open.service.listPrinters()).find((p) => p.id === added.id);
      expect(listed).toMatchObject({ state, problems, formats: ['zpl'], custom: true });
      expect(printer.jobs).toHaveLength(0);
    }
  });

  it('shows a printer that refuses connections as offline', async () => {
    const open = rig.open(tempDir('sd-off-'));
    const added = await open.service.addPrinter({
      backend: 'tcp9100',
      host: '127.0.0.1',
      port: await closedPort(),
      language: 'zpl',
    });
    const status = await open.service.printerStatus(added.id);
    expect(status).toMatchObject({ state: 'offline', problems: ['unreachable'] });
    expect(status.message).toMatch(/refused the connection/);
  });

  it('leaves a job failed with a clear message while the printer refuses, then retries and prints it', async () => {
    const port = await closedPort();
    const open = rig.open(tempDir('sd-refused-'), {
      backoff: { baseMs: 1500, capMs: 1500 },
      random: () => 0.99,
    });
    open.service.start();
    await addLabelPrinter(open.service, port);
    const label = zplLabel('retry me');
    const job = queuedJob(await open.service.enqueue({ kind: 'label', bytes: label }));

    const failed = await open.service.waitForJob(job.id, (j) => j.state === 'failed', 10_000);
    expect(failed.error?.code).toBe('unreachable');
    expect(failed.error?.message).toMatch(/127\.0\.0\.1:\d+ refused the connection: is it switched on/);
    expect(failed.nextAttemptAt).toBeDefined();
    expect(failed.attempts).toBe(1);

    // The printer is switched on before the retry is due.
    const printer = await rig.listener({ port });
    const done = await open.service.waitForJob(job.id, finished, 15_000);
    expect(done).toMatchObject({ state: 'done', attempts: 2 });
    expect(done.error).toBeUndefined();
    const [received] = await printer.waitForJobs(1);
    expect(received!.bytes.equals(Buffer.from(label))).toBe(true);
  });

  it('gives up after the last attempt and says why', async () => {
    const open = rig.open(tempDir('sd-giveup-'), { maxAttempts: 2, backoff: { baseMs: 50, capMs: 50 } });
    open.service.start();
    await addLabelPrinter(open.service, await closedPort());
    const job = queuedJob(await open.service.enqueue({ kind: 'label', bytes: zplLabel('never') }));
    const final = await open.service.waitForJob(job.id, finished, 10_000);
    expect(final).toMatchObject({ state: 'failed', attempts: 2, error: { code: 'unreachable' } });
    expect(final.nextAttemptAt).toBeUndefined();
  });

  it('never resends a job whose connection broke mid-way: it is uncertain', async () => {
    const printer = await rig.listener({ resetOnData: true });
    const open = rig.open(tempDir('sd-reset-'), { backoff: { baseMs: 50, capMs: 50 } });
    open.service.start();
    await addLabelPrinter(open.service, printer.port);
    const probes = printer.connections;
    const changes: PrintJob['state'][] = [];
    open.service.onJobChange((job) => changes.push(job.state));
    const job = queuedJob(
      await open.service.enqueue({ kind: 'label', bytes: zplLabel('x'.repeat(200_000)) }),
    );
    const final = await open.service.waitForJob(job.id, finished, 10_000);
    expect(final.state).toBe('uncertain');
    expect(final.error?.code).toBe('interrupted');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(printer.connections - probes).toBe(1);
    expect(open.service.job(job.id)!.state).toBe('uncertain');
    expect(changes).toEqual(['queued', 'sending', 'uncertain']);
  });
});
