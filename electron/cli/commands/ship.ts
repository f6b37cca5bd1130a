import type { ShipResult } from '../../../shared/shipping';
import { AppError } from '../../core/kernel/errors';
import { UsageError, type Command } from '../command';
import { withCliCore } from '../cli-core';
import {
  activeAccount,
  chosenPrinter,
  labelPrintedLine,
  parcelCreatedLine,
  parcelFailure,
  printedOk,
} from '../packing';
import { waitPrinted } from './print';

/** Exit code of an order that has a parcel already: nothing was made (scripts tell it from a failure). */
export const EXIT_ALREADY_SHIPPED = 3;

const printWaitMs = 60_000;

export const shipCommand: Command = {
  name: 'ship',
  summary: 'Create the parcel of a paid order (and print its label), as one scan at the packing station',
  usage:
    'ship ORDER_ID [--template NAME] [--print] [--printer NAME] [--force] [--json]\n' +
    '  Prints "Parcel created for ORDER_ID: waybill WAYBILL" (and "Label printed on PRINTER" with --print,\n' +
    '  once the printer has it) and exits 0. --template: a parcel template by name (default: the one of the\n' +
    "  order's delivery method); --printer: another printer than the label profile's (with --print).\n" +
    '  Exit 3: the order already has a parcel or a waybill; nothing was made (--force makes an additional one).\n' +
    '  An order another station took is refused (exit 1) unless --force packs it here.\n' +
    '  Exit 1: refused or failed, with the reason. An order that cannot reach the marketplace now is kept\n' +
    '  waiting (exit 1): nothing is lost, its parcel is made and its label printed as soon as the app or\n' +
    '  "seller-desk sync" runs.',
  options: {
    template: { type: 'string' },
    print: { type: 'boolean' },
    printer: { type: 'string' },
    force: { type: 'boolean' },
    json: { type: 'boolean' },
  },
  async run(ctx, values, positionals) {
    const orderId = positionals[0];
    if (!orderId || positionals.length > 1) throw new UsageError('give exactly one ORDER_ID');
    const print = values.print === true;
    return withCliCore(ctx, async (core) => {
      const accountId = activeAccount(core);
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
        ...(templateId !== undefined ? { templateId } : {}),
        ...(printerId ? { printerId } : {}),
      });
      const language = core.settings.get().language;
      switch (result.status) {
        case 'shipped':
          break;
        case 'alreadyShipped': {
          if (values.json) ctx.io.stdout(JSON.stringify(result, null, 2));
          const waybills = result.waybills.join(', ') || '-';
          ctx.io.stderr(
            `seller-desk: order ${orderId} already has a parcel (waybill ${waybills}); nothing was created. ` +
              'Add --force to create an additional parcel.',
          );
          return EXIT_ALREADY_SHIPPED;
        }
        case 'waiting': {
          if (values.json) ctx.io.stdout(JSON.stringify(result, null, 2));
          const why =
            result.shipment.state === 'pending'
              ? 'the marketplace is still making its parcel'
              : 'it is waiting for the connection to the marketplace';
          ctx.io.stderr(
            `seller-desk: order ${orderId}: ${why}. Nothing is lost: the parcel is finished and its label ` +
              'printed when the app or "seller-desk sync" runs.',
          );
          return 1;
        }
        case 'takenElsewhere':
          if (values.json) ctx.io.stdout(JSON.stringify(result, null, 2));
          ctx.io.stderr(
            `seller-desk: order ${orderId} is being packed on another station; nothing was created. ` +
              'Add --force to pack it here.',
          );
          return 1;
        case 'cancelled':
          throw new AppError('CONFLICT', `Order ${orderId} is cancelled`, {
            userMessage:
              language === 'pl'
                ? `Zamówienie ${orderId} jest anulowane; paczka nie została utworzona.`
                : `Order ${orderId} is cancelled; no parcel was made.`,
          });
        case 'needsAttention':
          if (values.json) ctx.io.stdout(JSON.stringify(result, null, 2));
          throw parcelFailure(orderId, result.problems, result.errors, language);
      }
      // The scan's answer comes once the label is queued; the waybill and the status follow, and a script
      // reads the order as finished once this command exits.
      await core.shipping.waitIdle();
      const shipment =
        core.shipping.shipments(accountId, orderId).find((s) => s.id === result.shipment.id) ??
        result.shipment;
      const label = shipment.labelJob ? await waitPrinted(core, shipment.labelJob.id, printWaitMs) : null;
      if (values.json) {
        ctx.io.stdout(JSON.stringify({ ...result, shipment, labelJob: label }, null, 2));
      } else {
        ctx.io.stdout(parcelCreatedLine(orderId, shipment.waybills));
        if (label && printedOk(label)) ctx.io.stdout(labelPrintedLine(label));
      }
      const problems = shipment.errors.map((e) => e.userMessage);
      if (print && (!label || !printedOk(label))) {
        const state = label
          ? `${label.state}${label.error ? `: ${label.error.message}` : ''}`
          : 'not printed';
        ctx.io.stderr(
          `seller-desk: the label of ${orderId} was not printed (${state}). ${problems.join(' ')}`,
        );
        return 1;
      }
      // The parcel is made but something after it needs the seller (the order cancelled meanwhile, say).
      if (problems.length > 0) ctx.io.stderr(`seller-desk: ${problems.join(' ')}`);
      return 0;
    });
  },
};
