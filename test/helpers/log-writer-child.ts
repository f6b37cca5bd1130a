/**
 * Appends lines to a log file through the app's logger, as a second process sharing the data folder would.
 * Usage: node --import tsx log-writer-child.ts FILE NAME COUNT MAX_BYTES
 */
import { createLogger } from '../../electron/core/kernel/logger';

const [file, name, count, maxBytes] = process.argv.slice(2);
if (!file || !name || !count || !maxBytes) {
  process.stderr.write('usage: log-writer-child.ts FILE NAME COUNT MAX_BYTES\n');
  process.exit(2);
}
const log = createLogger({ file, maxBytes: Number(maxBytes), keep: 3 });
for (let n = 0; n < Number(count); n++) log.info('line', { writer: name, n, pad: 'x'.repeat(40) });
