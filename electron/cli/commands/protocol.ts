import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UsageError, type Command } from '../command';
import { withAccountCore } from '../cli-core';
import { chosenPrinter, printedOk } from '../packing';
import { waitPrinted } from './print';

const printWaitMs = 60_000;

export function validDate(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value : '';
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || date.toISOString().slice(0, 10) !== text) {
    throw new UsageError('--date needs a day as YYYY-MM-DD');
  }
  return text;
}

const safe = (text: string): string => text.replace(/[^A-Za-z0-9._-]+/g, '_');

export const protocolCommand: Command = {
  name: 'protocol',
  summary: "The day's dispatch protocol per carrier, or our hand-over list where a carrier has none",
  usage:
    'protocol [--date YYYY-MM-DD] [--print] [--printer NAME]\n' +
    '  For the parcels whose label was made that day (default: today). Without --print the PDFs are written\n' +
    "  to the current folder and their paths printed; --print sends them to the protocol profile's printer\n" +
    '  (or --printer) and waits until it has them.',
  options: { date: { type: 'string' }, print: { type: 'boolean' }, printer: { type: 'string' } },
  async run(ctx, values) {
    const date = validDate(values.date);
    return withAccountCore(ctx, async (core, accountId) => {
      const printerId = await chosenPrinter(core, values);
      if (values.print === true) {
        core.printing.start();
        const results = await core.shipping.printProtocol(accountId, date, printerId);
        if (results.length === 0) ctx.io.stderr('seller-desk: no parcels with a label that day.');
        let failed = false;
        for (const result of results) {
          const what = `${result.source === 'carrier' ? 'Protocol' : 'Hand-over list'} for ${result.carrierId ?? '-'} (${result.parcels} parcels)`;
          const job = result.job ? await waitPrinted(core, result.job.id, printWaitMs) : null;
          if (job && printedOk(job)) {
            ctx.io.stdout(`${what} printed on ${job.printerLabel}`);
          } else {
            failed = true;
            const detail = job ? `${job.state}${job.error ? `: ${job.error.message}` : ''}` : 'not queued';
            ctx.io.stderr(`seller-desk: ${what} not printed (${detail})`);
          }
        }
        return failed ? 1 : 0;
      }
      const documents = await core.shipping.protocols(accountId, date);
      if (documents.length === 0) ctx.io.stderr('seller-desk: no parcels with a label that day.');
      for (const document of documents) {
        const kind = document.source === 'carrier' ? 'protocol' : 'hand-over-list';
        const file = join(
          process.cwd(),
          `${kind}-${document.date}-${safe(document.carrierId ?? 'other')}.pdf`,
        );
        await writeFile(file, document.bytes);
        ctx.io.stdout(file);
      }
      return 0;
    });
  },
};
