import type { DayEndCarrier, DayEndPickup } from '../../../shared/day-end';
import type { Command } from '../command';
import { withAccountCore } from '../cli-core';
import { chosenPrinter, printedOk } from '../packing';
import { waitPrinted } from './print';
import { validDate } from './protocol';

const printWaitMs = 60_000;

const pickupText = (pickup: DayEndPickup): string => {
  switch (pickup.status) {
    case 'booked':
      return pickup.slot
        ? `pickup booked ${pickup.slot.date} ${pickup.slot.minTime}-${pickup.slot.maxTime}`
        : 'pickup booked';
    case 'notNeeded':
      return 'no pickup needed';
    case 'proposed':
    case 'choose':
      return 'pickup not booked';
    case 'refused':
      return `pickup refused: ${pickup.userMessage}`;
    case 'failed':
      return `pickup not booked: ${pickup.userMessage}`;
  }
};

const documentText = (carrier: DayEndCarrier): string => {
  if (!carrier.document) return `no document: ${carrier.documentError ?? ''}`;
  const kind = carrier.document === 'carrier' ? 'protocol' : 'hand-over list';
  if (!carrier.job) return `${kind} not printed`;
  return printedOk(carrier.job)
    ? `${kind} printed on ${carrier.job.printerLabel}`
    : `${kind} ${carrier.job.state}`;
};

export const dayEndCommand: Command = {
  name: 'day-end',
  summary: "End of the day: each carrier's protocol or hand-over list, the courier, and what is left over",
  usage:
    'day-end [--date YYYY-MM-DD] [--print] [--printer NAME] [--json]\n' +
    '  For the parcels whose label was made that day (default: today), per carrier: the count, its protocol (or\n' +
    '  our hand-over list), printed with --print (or when the protocol profile prints automatically) on that\n' +
    "  profile's printer (or --printer), and the courier booked where the carrier collects: in the first slot it\n" +
    '  proposes. Then the orders and parcels left over, each with why. --json prints one object\n' +
    '  {date, carriers, leftOver}. Exit 0 when all went through; 1 when the marketplace refused something (its\n' +
    '  words on stderr) or a document did not print.',
  options: {
    date: { type: 'string' },
    print: { type: 'boolean' },
    printer: { type: 'string' },
    json: { type: 'boolean' },
  },
  async run(ctx, values) {
    const date = validDate(values.date);
    return withAccountCore(ctx, async (core, accountId) => {
      const printerId = await chosenPrinter(core, values);
      core.printing.start();
      const result = await core.shipping.dayEnd(accountId, {
        ...(date ? { date } : {}),
        ...(values.print === true ? { print: true } : {}),
        ...(printerId ? { printerId } : {}),
        firstSlot: true,
      });
      const problems: string[] = [];
      for (const carrier of result.carriers) {
        const name = carrier.carrierName ?? '-';
        if (carrier.job) carrier.job = await waitPrinted(core, carrier.job.id, printWaitMs);
        if (carrier.documentError) problems.push(`${name}: ${carrier.documentError}`);
        if (carrier.job && !printedOk(carrier.job)) problems.push(`${name}: ${documentText(carrier)}`);
        const { pickup } = carrier;
        if (pickup.status === 'refused' || pickup.status === 'failed')
          problems.push(`${name}: ${pickup.userMessage}`);
      }
      if (values.json === true) {
        ctx.io.stdout(JSON.stringify(result));
      } else {
        if (result.carriers.length === 0) ctx.io.stdout(`${result.date}: no parcels with a label that day`);
        for (const carrier of result.carriers) {
          const line = [carrier.carrierName ?? '-', `parcels: ${carrier.parcels}`, documentText(carrier)];
          ctx.io.stdout([...line, pickupText(carrier.pickup)].join('\t'));
        }
        for (const left of result.leftOver) ctx.io.stdout(`Left over: ${left.orderId}\t${left.reason}`);
      }
      for (const problem of problems) ctx.io.stderr(`seller-desk: ${problem}`);
      return problems.length > 0 ? 1 : 0;
    });
  },
};
