import type { ScanAnswer } from '../../../shared/packing-scan';
import type { TakeResult } from '../../../shared/shipping';
import { UsageError, type CliContext, type Command } from '../command';
import { withAccountCore } from '../cli-core';
import { reportShipped } from '../ship-report';

/** The take after "open" and "check", as the station makes it: a refusal is the seller's to read. */
function reportTake(ctx: CliContext, take: TakeResult): number {
  if (take.status !== 'refused') return 0;
  ctx.io.stderr(`seller-desk: ${take.userMessage}`);
  return 1;
}

/** A refused label, naming both: the label the order waits for and the one scanned. */
function wrongLabelText(answer: Extract<ScanAnswer, { kind: 'wrongLabel' }>): string {
  const of = answer.otherOrderId ? ` is the waybill of order ${answer.otherOrderId}, it` : '';
  return (
    `${answer.code}${of} is not the label of order ${answer.orderId} (waybill ${answer.waybills.join(', ')}). ` +
    `Nothing was done; order ${answer.orderId} still waits for its label to be scanned.`
  );
}

export const scanCommand: Command = {
  name: 'scan',
  summary: 'One scan at the packing station: what a code matches, and what the station does with it',
  usage:
    'scan CODE [--pack-here] [--no-printer-check] [--label-of ORDER_ID] [--json]\n' +
    '  CODE is what a scanner reads: an order id, a buyer login, a waybill, a returned box or a product code.\n' +
    '  As the packing settings say, a matched order is shipped (the lines of "ship"), opened and taken\n' +
    '  ("Order ORDER_ID opened"), or listed with the items to check ("Order ORDER_ID: check N x TITLE ...").\n' +
    '  A returned box prints "Return RETURN_ID of order ORDER_ID". Exit 1: nothing or several orders match,\n' +
    '  or another station took the order (--pack-here packs it here). A network ZPL label printer that cannot\n' +
    '  print or does not answer stops a scan that ships (exit 1, nothing made); --no-printer-check does not ask it.\n' +
    '  With "Check the label on the box" on, a scan that ships prints the label and leaves the order unsent,\n' +
    '  saying so; a later scan of that label\'s waybill confirms the box ("Box of order ORDER_ID confirmed")\n' +
    "  and the order is finished. --label-of ORDER_ID: CODE must be the waybill of that order's waiting label;\n" +
    '  any other code is refused (exit 1) and the order keeps waiting.',
  options: {
    'label-of': { type: 'string' },
    'pack-here': { type: 'boolean' },
    'no-printer-check': { type: 'boolean' },
    json: { type: 'boolean' },
  },
  async run(ctx, values, positionals) {
    const code = positionals[0];
    if (!code || positionals.length > 1) throw new UsageError('give exactly one CODE');
    const packHere = values['pack-here'] === true;
    const json = values.json === true;
    const labelOf = values['label-of'];
    if (labelOf !== undefined && (typeof labelOf !== 'string' || !labelOf))
      throw new UsageError('--label-of needs an ORDER_ID');
    return withAccountCore(ctx, async (core, accountId) => {
      // A scan that ships prints the label as the label profile says: the print queue runs here for it.
      core.printing.start();
      const answer: ScanAnswer = await core.shipping.scan({
        accountId,
        code,
        packHere,
        ...(values['no-printer-check'] === true ? { skipPrinterCheck: true } : {}),
        ...(labelOf ? { labelOf } : {}),
      });
      if (answer.kind === 'labelConfirmed') {
        if (!json) ctx.io.stdout(`Box of order ${answer.orderId} confirmed (waybill ${answer.waybill})`);
        const request = { accountId, orderId: answer.orderId, json, print: false };
        return reportShipped(ctx, core, { ...request, packHereFlag: '--pack-here' }, answer.result);
      }
      if (answer.kind === 'order' && answer.next.step === 'ship') {
        return reportShipped(
          ctx,
          core,
          { accountId, orderId: answer.orderId, json, print: false, packHereFlag: '--pack-here' },
          answer.next.result,
        );
      }
      if (json) ctx.io.stdout(JSON.stringify(answer, null, 2));
      switch (answer.kind) {
        case 'notFound':
        case 'wrongItem':
          ctx.io.stderr(`seller-desk: ${code} matches no order and no returned parcel`);
          return 1;
        case 'wrongLabel':
          ctx.io.stderr(`seller-desk: ${wrongLabelText(answer)}`);
          return 1;
        case 'ambiguous':
          ctx.io.stderr(`seller-desk: ${code} matches several orders: ${answer.orderIds.join(', ')}`);
          return 1;
        case 'return':
          if (!json) ctx.io.stdout(`Return ${answer.returnId} of order ${answer.orderId}`);
          return 0;
      }
      const { orderId, next } = answer;
      switch (next.step) {
        case 'ask':
          ctx.io.stderr(
            `seller-desk: order ${orderId} is being packed on another station; nothing was done. ` +
              'Add --pack-here to pack it here.',
          );
          return 1;
        case 'open':
          if (!json) ctx.io.stdout(`Order ${orderId} opened`);
          break;
        case 'check':
          if (!json) {
            const items = next.items.map(
              (item) => `${item.quantity} x ${item.title} (${item.codes.join(', ')})`,
            );
            ctx.io.stdout(`Order ${orderId}: check ${items.join('; ')}`);
          }
          break;
      }
      return reportTake(ctx, await core.shipping.take(accountId, orderId, packHere));
    });
  },
};
