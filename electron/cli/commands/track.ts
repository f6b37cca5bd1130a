import type { TrackingInput } from '../../../shared/tracking';
import type { Core } from '../../core/compose';
import { AppError } from '../../core/kernel/errors';
import { UsageError, type Command, type CliContext, type OptionValues } from '../command';
import { withAccountCore } from '../cli-core';
import { queuedLine, reportSent } from '../outbox-lines';

/** The options as the tracking number to add, checked before anything is opened. */
function trackingInput(values: OptionValues): TrackingInput {
  const carrierId = typeof values.carrier === 'string' ? values.carrier.trim() : '';
  const waybill = typeof values.waybill === 'string' ? values.waybill.trim() : '';
  if (!carrierId)
    throw new UsageError(
      'give the carrier: --carrier ID (see the marketplace carriers; OTHER with --carrier-name)',
    );
  if (!waybill) throw new UsageError('give the tracking number: --waybill W');
  const lineItems = typeof values['line-items'] === 'string' ? values['line-items'] : null;
  const lineItemIds = lineItems === null ? null : lineItems.split(',').map((id) => id.trim());
  if (lineItemIds?.some((id) => id === ''))
    throw new UsageError('--line-items needs ids separated by commas');
  const carrierName = typeof values['carrier-name'] === 'string' ? values['carrier-name'] : null;
  return { carrierId, carrierName, waybill, lineItemIds, markSent: values.sent === true };
}

/** What the marketplace holds now (as read back into the local copy): the order's tracking numbers and status. */
function printResult(core: Core, ctx: CliContext, accountId: string, orderId: string): void {
  const detail = core.queries.orders.get(accountId, orderId);
  for (const s of detail.shipments) {
    const items =
      s.lineItemIds.length === detail.lineItems.length ? 'all line items' : s.lineItemIds.join(',');
    ctx.io.stdout(`${orderId}\t${s.waybill}\t${s.carrierName ?? s.carrierId ?? ''}\t${items}`);
  }
  ctx.io.stdout(`Status: ${detail.fulfillmentStatus ?? 'NEW'}`);
}

export const trackCommand: Command = {
  name: 'track',
  summary:
    'Add a tracking number by hand (an order sent another way) and mark the order sent, through the outbox',
  usage:
    'track ORDER_ID --carrier ID --waybill W [--carrier-name NAME] [--line-items ID,...] [--sent] [--no-wait]\n' +
    "  --carrier: one of the marketplace's carrier ids (as the app keeps them), or OTHER with --carrier-name\n" +
    "  (the carrier's name, at most 30 characters). --waybill: the tracking number, at most 64 characters.\n" +
    '  --line-items: the line items the parcel carries (a split shipment; default: the whole order).\n' +
    '  --sent: then set the order\'s status to SENT. Prints "Queued change CHANGE_ID" for each change stored,\n' +
    '  then "Sent" and the order\'s tracking numbers (ORDER_ID, waybill, carrier, line items) and status as the\n' +
    "  marketplace holds them (exit 0), or the marketplace's reason for refusing one (exit 1). With the\n" +
    '  marketplace unreachable it says the change waits (exit 0). Exit 2: an order not in the local copy or a\n' +
    '  wrong option. --no-wait: only store the changes.',
  options: {
    carrier: { type: 'string' },
    'carrier-name': { type: 'string' },
    waybill: { type: 'string' },
    'line-items': { type: 'string' },
    sent: { type: 'boolean' },
    'no-wait': { type: 'boolean' },
  },
  async run(ctx, values, positionals) {
    const [orderId, ...rest] = positionals;
    if (!orderId || rest.length > 0) throw new UsageError('give exactly one ORDER_ID');
    const input = trackingInput(values);
    return withAccountCore(ctx, async (core, accountId) => {
      let changes;
      try {
        changes = core.actions.orders.track(accountId, orderId, input);
      } catch (error) {
        // Refused here, before anything is stored: the order or an option is wrong.
        if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED'))
          throw new UsageError(error.userMessage ?? error.message);
        throw error;
      }
      for (const change of changes) ctx.io.stdout(queuedLine(change));
      if (values['no-wait'] === true) return 0;
      const code = await reportSent(core, ctx, changes);
      if (code === 0 && changes.every((c) => core.outbox.get(c.id).state === 'sent'))
        printResult(core, ctx, accountId, orderId);
      return code;
    });
  },
};
