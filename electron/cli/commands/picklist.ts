import type { Command } from '../command';
import { accountHeader, withAccountCore } from '../cli-core';
import { codeOf } from '../../core/domains/picking/picking-service';
import { chosenPrinter, printedOk } from '../packing';
import { waitPrinted } from './print';

const printWaitMs = 60_000;

export const picklistCommand: Command = {
  name: 'picklist',
  summary: 'The pick list: the items of the orders waiting to be packed, added up by product, by bin',
  usage:
    'picklist [--json] [--print] [--printer NAME]\n' +
    '  From the local copy of the active account (run "seller-desk sync --once" first for the newest): a line\n' +
    '  "Account ID (LOGIN, ENVIRONMENT)", then one line per product: BIN, QUANTITY, TITLE, CODE, ORDERS\n' +
    '  (tab-separated; the code is the EAN, else the external id, else the offer id); --json: the lines.\n' +
    "  --print queues it on the packing slip profile's printer (or --printer) and waits until it has it.",
  options: { json: { type: 'boolean' }, print: { type: 'boolean' }, printer: { type: 'string' } },
  async run(ctx, values) {
    return withAccountCore(ctx, async (core, accountId) => {
      const printerId = await chosenPrinter(core, values);
      if (values.print === true) {
        core.printing.start();
        const result = await core.picking.print(accountId, undefined, printerId);
        const job = await waitPrinted(core, result.jobId, printWaitMs);
        if (!printedOk(job)) {
          ctx.io.stderr(
            `seller-desk: the pick list was not printed (${job.state}${job.error ? `: ${job.error.message}` : ''})`,
          );
          return 1;
        }
        ctx.io.stdout(`Pick list printed on ${job.printerLabel} (${result.lines} lines)`);
        return 0;
      }
      const { lines } = core.picking.list(accountId);
      if (values.json === true) {
        ctx.io.stdout(JSON.stringify(lines, null, 2));
        return 0;
      }
      ctx.io.stdout(await accountHeader(core, accountId));
      for (const line of lines) {
        ctx.io.stdout(
          [line.bin ?? '-', line.quantity, line.title, codeOf(line), line.orderIds.join(',')].join('\t'),
        );
      }
      return 0;
    });
  },
};
