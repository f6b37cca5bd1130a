import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it, vi } from 'vitest';
import {
  addLabelPrinter,
  finished,
  queuedJob,
  zplLabel,
  type OpenPrinting,
  printingRig,
} from '../../helpers/printing';
import { tempDir } from '../../helpers/temp-dir';

const childScript = join(import.meta.dirname, '..', '..', 'helpers', 'print-queue-child.ts');

let open: OpenPrinting | undefined;

const rig = printingRig();

describe('a crash while a job is being sent', () => {
  it('leaves the job uncertain after a SIGKILL, and nothing is sent again on its own', async () => {
    const slow = await rig.listener({ stall: true });
    const dataDir = tempDir('sd-crash-');

    // The seller queues two labels for a network printer; no worker runs yet.
    open = rig.open(dataDir);
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
    await vi.waitFor(() => expect(slow.connections - probes).toBe(1), { timeout: 5000, interval: 50 });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(lines).not.toContain(`${first.id} done`);

    // The printer comes back healthy; the app starts again on the same data folder.
    const port = slow.port;
    await slow.close();
    const healthy = await rig.listener({ port });
    open = rig.open(dataDir);
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
