/**
 * Runs the print queue of a data folder until killed: the crash test SIGKILLs it in the middle of a job.
 * Usage: tsx print-queue-child.ts DATA_DIR
 */
import { createPrinterHost } from '../../electron/core/printing/printer-host';
import { openPrinting } from './printing';

const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('usage: print-queue-child.ts DATA_DIR\n');
  process.exit(2);
}
// A printer that takes the bytes and never closes keeps the job in 'sending' for a minute.
const open = openPrinting(dataDir, { host: createPrinterHost({ tcp: { lingerMs: 60_000 } }) });
open.service.onJobChange((job) => process.stdout.write(`${job.id} ${job.state}\n`));
open.service.start();
process.stdout.write('started\n');
setInterval(() => undefined, 1000);
