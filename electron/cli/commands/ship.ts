import type { ShipResult } from '../../../shared/shipping';
import { UsageError, type Command } from '../command';
import { withAccountCore } from '../cli-core';
import { chosenPrinter } from '../packing';
import { reportShipped } from '../ship-report';

export const shipCommand: Command = {
  name: 'ship',
  summary: 'Create the parcel of a paid order (and print its label), as one scan at the packing station',
  usage:
    'ship ORDER_ID [--template NAME] [--print] [--printer NAME] [--force] [--no-printer-check] [--json]\n' +
    '  Prints "Parcel created for ORDER_ID: waybill WAYBILL" (and "Label printed on PRINTER" with --print,\n' +
    '  once the printer has it) and exits 0. --template: a parcel template by name (default: the one of the\n' +
    "  order's delivery method); --printer: another printer than the label profile's (with --print).\n" +
    '  Exit 3: the order already has a parcel or a waybill; nothing was made (--force makes an additional one).\n' +
    '  An order another station took is refused (exit 1) unless --force packs it here.\n' +
    '  Exit 1: refused or failed, with the reason. An order that cannot reach the marketplace now is kept\n' +
    '  waiting (exit 1): nothing is lost, its parcel is made and its label printed as soon as the app or\n' +
    '  "seller-desk sync" runs.\n' +
    '  With --print, a network ZPL label printer is asked first: one that cannot print (paper out, head open,\n' +
    '  paused) or does not answer stops it (exit 1, nothing made); --no-printer-check does not ask it.',
  options: {
    template: { type: 'string' },
    print: { type: 'boolean' },
    printer: { type: 'string' },
    force: { type: 'boolean' },
    'no-printer-check': { type: 'boolean' },
    json: { type: 'boolean' },
  },
  async run(ctx, values, positionals) {
    const orderId = positionals[0];
    if (!orderId || positionals.length > 1) throw new UsageError('give exactly one ORDER_ID');
    const print = values.print === true;
    return withAccountCore(ctx, async (core, accountId) => {
      const printerId = await chosenPrinter(core, values);
      let templateId: number | undefined;
      if (values.template !== undefined) {
        const templates = core.shipping.listTemplates();
        const found = templates.find((t) => t.name === values.template);
        if (!found) {
          throw new UsageError(
            `no template "${String(values.template)}". Templates: ${templates.map((t) => t.name).join(', ')}`,
          );
        }
        templateId = found.id;
      }
      // Only the print queue runs here: if the app holds it, the app prints and this command waits.
      if (print) core.printing.start();
      const result: ShipResult = await core.shipping.ship({
        accountId,
        orderId,
        additional: values.force === true,
        claim: values.force === true,
        print,
        ...(values['no-printer-check'] === true ? { skipPrinterCheck: true } : {}),
        ...(templateId !== undefined ? { templateId } : {}),
        ...(printerId ? { printerId } : {}),
      });
      return reportShipped(
        ctx,
        core,
        { accountId, orderId, json: values.json === true, print, packHereFlag: '--force' },
        result,
      );
    });
  },
};
