import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { documentKinds, type DocumentKind, type PrinterInfo, type PrintJob } from '../../../shared/printing';
import type { Core } from '../../core/compose';
import { intOption, UsageError, type Command } from '../command';
import { withCliCore } from '../cli-core';

/** A printer named by its id (`cups:sd-zpl`), its system name (`sd-zpl`) or the name the seller sees. */
export function findPrinter(printers: PrinterInfo[], wanted: string): PrinterInfo {
  for (const match of [
    (p: PrinterInfo) => p.id === wanted,
    (p: PrinterInfo) => p.name === wanted,
    (p: PrinterInfo) => p.label === wanted,
  ]) {
    const found = printers.filter(match);
    if (found.length === 1) return found[0]!;
    if (found.length > 1) {
      throw new UsageError(
        `"${wanted}" names ${found.length} printers; use one of: ${found.map((p) => p.id).join(', ')}`,
      );
    }
  }
  throw new UsageError(
    `no printer "${wanted}". Printers: ${printers.map((p) => p.id).join(', ') || 'none found'}`,
  );
}

/** Finished as far as this command is concerned: nothing more will happen to the job without the seller. */
export const settled = (job: PrintJob): boolean =>
  job.state === 'done' ||
  job.state === 'cancelled' ||
  job.state === 'uncertain' ||
  (job.state === 'failed' && job.nextAttemptAt === undefined);

/** Waits for a job to settle; one still waiting for a printer that does not answer is taken out of the queue. */
export async function waitPrinted(core: Core, id: number, waitMs: number): Promise<PrintJob> {
  const job = await core.printing.waitForJob(id, settled, waitMs);
  if (settled(job) || job.state === 'sent' || job.state === 'sending') return job;
  // Rather than print it hours later.
  return core.printing.cancel(id).catch(() => core.printing.job(id)!);
}

export const printCommand: Command = {
  name: 'print',
  summary: 'Print a PDF, ZPL or EPL file through the print queue and wait for the outcome',
  usage:
    'print --printer NAME [--copies N] [--kind label|protocol|packingSlip|testPage] [--force] [--wait SECONDS] FILE\n' +
    '  NAME: a printer id, system name or name from "printers". Exit 0 when the job is done or with the\n' +
    '  spooler; 1 when it failed, is uncertain, or was held back as a repeat (then --force prints it again).',
  options: {
    printer: { type: 'string' },
    copies: { type: 'string' },
    kind: { type: 'string' },
    force: { type: 'boolean' },
    wait: { type: 'string' },
  },
  async run(ctx, values, positionals) {
    const file = positionals[0];
    if (!file || positionals.length > 1) throw new UsageError('give exactly one FILE to print');
    const wanted = values.printer;
    if (typeof wanted !== 'string' || !wanted) throw new UsageError('--printer NAME is required');
    const copies = intOption(values, 'copies', 1, 1);
    if (copies > 99) throw new UsageError('--copies needs a whole number from 1 to 99');
    const waitSeconds = intOption(values, 'wait', 60, 1);
    const kind = (values.kind ?? 'label') as DocumentKind;
    if (!documentKinds.includes(kind))
      throw new UsageError(`--kind must be one of ${documentKinds.join(', ')}`);
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await readFile(file));
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      ctx.io.stderr(`seller-desk: cannot read ${file}: ${reason}`);
      return 1;
    }

    return withCliCore(ctx, async (core) => {
      // Only the print queue: if the app holds it, the app sends the job and this command just waits.
      core.printing.start();
      const printer = findPrinter(await core.printing.listPrinters(), wanted);
      const result = await core.printing.enqueue({
        kind,
        bytes,
        printerId: printer.id,
        copies,
        force: values.force === true,
        title: `Seller Desk ${basename(file)}`,
      });
      if (result.status === 'confirmDuplicate') {
        const previous = result.previous;
        ctx.io.stderr(
          `seller-desk: the same document went to ${printer.label} at ${previous.createdAt} ` +
            `(job ${previous.id}, ${previous.state}). Nothing was printed; add --force to print it again.`,
        );
        return 1;
      }
      const id = result.job.id;
      const job = await waitPrinted(core, id, waitSeconds * 1000);
      const detail = job.error ? `: ${job.error.message}` : '';
      const remote = job.remoteJobId ? ` (${job.remoteJobId})` : '';
      ctx.io.stdout(`Print job ${id}: ${job.state}${remote}`);
      if (job.state !== 'done' && job.state !== 'sent')
        ctx.io.stderr(`seller-desk: job ${id} ${job.state}${detail}`);
      return job.state === 'done' || job.state === 'sent' ? 0 : 1;
    });
  },
};
