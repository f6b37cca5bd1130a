import type { ShipResult } from '../../shared/shipping';
import { AppError } from '../core/kernel/errors';
import { printerStopText } from '../core/shipping/messages';
import type { Core } from '../core/compose';
import type { CliContext } from './command';
import { labelPrintedLine, parcelCreatedLine, parcelFailure, printedOk } from './packing';
import { waitPrinted } from './commands/print';

/** Exit code of an order that has a parcel already: nothing was made (scripts tell it from a failure). */
export const EXIT_ALREADY_SHIPPED = 3;

const printWaitMs = 60_000;

const labelAwaitedLine = (orderId: string, waybills: string[]): string =>
  `Order ${orderId} waits for its box: scan the waybill on its label ` +
  `(seller-desk scan ${waybills[0] ?? 'WAYBILL'} --label-of ${orderId}); it is not set sent before`;

/**
 * Tells the core's answer to "ship this order" as scripts read it (`ship`, and a `scan` that shipped): the lines,
 * the reason on stderr, and the exit code. A parcel made is waited for until its waybill and status are on the
 * order, and its label until the printer has it when `print`.
 */
export async function reportShipped(
  ctx: CliContext,
  core: Core,
  request: {
    accountId: string;
    orderId: string;
    json: boolean;
    print: boolean;
    /** The command's option that packs an order another station took here (`ship --force`, `scan --pack-here`). */
    packHereFlag: '--force' | '--pack-here';
  },
  result: ShipResult,
): Promise<number> {
  const { accountId, orderId, print } = request;
  const language = core.settings.get().language;
  switch (result.status) {
    case 'shipped':
      break;
    case 'alreadyShipped': {
      if (request.json) ctx.io.stdout(JSON.stringify(result, null, 2));
      const waybills = result.waybills.join(', ') || '-';
      ctx.io.stderr(
        `seller-desk: order ${orderId} already has a parcel (waybill ${waybills}); nothing was created. ` +
          'Add --force to create an additional parcel.',
      );
      return EXIT_ALREADY_SHIPPED;
    }
    case 'waiting': {
      if (request.json) ctx.io.stdout(JSON.stringify(result, null, 2));
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
      if (request.json) ctx.io.stdout(JSON.stringify(result, null, 2));
      ctx.io.stderr(
        `seller-desk: order ${orderId} is being packed on another station; nothing was created. ` +
          `Add ${request.packHereFlag} to pack it here.`,
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
      if (request.json) ctx.io.stdout(JSON.stringify(result, null, 2));
      throw parcelFailure(orderId, result.problems, result.errors, language);
    case 'printerNotReady':
      if (request.json) ctx.io.stdout(JSON.stringify(result, null, 2));
      ctx.io.stderr(
        `seller-desk: order ${orderId}: ${printerStopText(result, language)}` +
          // A printer that did not answer may be printing all the same (a slow one, a network that drops it).
          (result.problems.includes('noAnswer')
            ? ' Add --no-printer-check to create the parcel anyway.'
            : ''),
      );
      return 1;
  }
  // The scan's answer comes once the label is queued; the waybill and the status follow, and a script
  // reads the order as finished once this command exits.
  await core.shipping.waitIdle();
  const shipment =
    core.shipping.shipments(accountId, orderId).find((s) => s.id === result.shipment.id) ?? result.shipment;
  const label = shipment.labelJob ? await waitPrinted(core, shipment.labelJob.id, printWaitMs) : null;
  if (request.json) {
    ctx.io.stdout(JSON.stringify({ ...result, shipment, labelJob: label }, null, 2));
  } else {
    ctx.io.stdout(parcelCreatedLine(orderId, shipment.waybills));
    if (label && printedOk(label)) ctx.io.stdout(labelPrintedLine(label));
    // The label check: the order is not set SENT until the label's waybill is scanned from the box.
    if (shipment.labelCheck === 'waiting') ctx.io.stdout(labelAwaitedLine(orderId, shipment.waybills));
  }
  const problems = shipment.errors.map((e) => e.userMessage);
  if (print && (!label || !printedOk(label))) {
    const state = label ? `${label.state}${label.error ? `: ${label.error.message}` : ''}` : 'not printed';
    ctx.io.stderr(`seller-desk: the label of ${orderId} was not printed (${state}). ${problems.join(' ')}`);
    return 1;
  }
  // The parcel is made but something after it needs the seller (the order cancelled meanwhile, say).
  if (problems.length > 0) ctx.io.stderr(`seller-desk: ${problems.join(' ')}`);
  return 0;
}
