import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { startPrinterListener, type PrinterListener } from '../../helpers/printer-listener';
import {
  addLabelPrinter,
  finished,
  openPrinting,
  queuedJob,
  zplLabel,
  type OpenPrinting,
} from '../../helpers/printing';
import { tempDir } from '../../helpers/temp-dir';

const childScript = join(import.meta.dirname, '..', '..', 'helpers', 'print-queue-child.ts');

let open: OpenPrinting | undefined;
const listeners: PrinterListener[] = [];

afterEach(async () => {
  await open?.close();
  open = undefined;
  for (const listener of listeners.splice(0)) await listener.close();
});

describe('a crash while a job is being sent', () => {
  it('leaves the job uncertain after a SIGKILL, and nothing is sent again on its own', async () => {
    const slow = await startPrinterListener({ stall: true });
    listeners.push(slow);
    const dataDir = tempDir('sd-crash-');

    // The seller queues two labels for a network printer; no worker runs yet.
    open = openPrinting(dataDir);
    await addLabelPrinter(open.service, slow.port);
    const first = queuedJob(await open.service.enqueue({ kind: 'label', bytes: zplLabel('first') }));
    const second = queuedJob(await open.service.enqueue({ kind: 'label', bytes: zplLabel('second') }));
    await open.close();
    open = undefined;
    const probes = slow.connections;

    // A child process runs the queue; the first job reaches the printer, which never finishes taking it.
    // `--import tsx` keeps it one process: the tsx command would run the script in a grandchild that a
    // SIGKILL of its parent leaves alive.
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    const lines: string[] = [];
    const stderr: string[] = [];
    createInterface({ input: child.stderr }).on('line', (line) => stderr.push(line));
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        lines.push(line);
        if (line === `${first.id} sending`) resolve();
      });
      void exited.then(() => reject(new Error(`child exited early: ${stderr.join('\n')}`)));
    });
    // Wait until the printer really has the connection, so the kill lands mid-job.
    for (let i = 0; slow.connections === probes && i < 100; i++) await new Promise((r) => setTimeout(r, 50));
    expect(slow.connections - probes).toBe(1);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(lines).not.toContain(`${first.id} done`);

    // The printer comes back healthy; the app starts again on the same data folder.
    const port = slow.port;
    await slow.close();
    listeners.length = 0;
    const healthy = await startPrinterListener({ port });
    listeners.push(healthy);
    open = openPrinting(dataDir);
    open.service.start();

    const uncertain = await open.service.waitForJob(first.id, (job) => job.state !== 'sending', 10_000);
    expect(uncertain.state, lines.join('|')).toBe('uncertain');
    expect(uncertain.error).toMatchObject({
      code: 'interrupted',
      message: expect.stringMatching(/may or may not have printed/) as unknown,
    });
    // The job behind it was never started, so it is sent; the uncertain one is not.
    expect((await open.service.waitForJob(second.id, finished, 10_000)).state).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(healthy.jobs.map((job) => job.bytes.toString())).toEqual([
      Buffer.from(zplLabel('second')).toString(),
    ]);
    expect(open.service.job(first.id)).toMatchObject({ state: 'uncertain', attempts: 1 });

    // The seller decides: print it again, as a new job.
    const again = queuedJob(await open.service.reprint(first.id, true));
    expect((await open.service.waitForJob(again.id, finished, 10_000)).state).toBe('done');
    expect(healthy.jobs).toHaveLength(2);
    expect(open.service.job(first.id)!.state).toBe('uncertain');
  });
});
