import type { Change, OfferFields, RatingFields } from '../../../shared/outbox';
import type { OrderFields } from '../../../shared/tracking';
import { openChangeStates } from '../../../shared/outbox';
import { UsageError, type Command } from '../command';
import { accountHeader, accountsFor, withCliCore } from '../cli-core';

/** What a change sets, in a few words: `price 19.99 PLN, stock 5`. */
export function changeSummary(fields: OfferFields & RatingFields & OrderFields): string {
  const parts: string[] = [];
  if (fields.name !== undefined) parts.push(`title "${fields.name}"`);
  if (fields.price !== undefined) parts.push(`price ${fields.price.amount} ${fields.price.currency}`);
  if (fields.stock !== undefined) parts.push(`stock ${fields.stock}`);
  if (fields.status !== undefined) parts.push(fields.status === 'ACTIVE' ? 'activate' : 'end');
  if (fields.description !== undefined) parts.push('description');
  if (fields.compatibilityList !== undefined)
    parts.push(`compatibility list (${fields.compatibilityList.items.length} rows)`);
  if (fields.answer !== undefined) parts.push(`answer "${fields.answer}"`);
  if (fields.removal !== undefined) parts.push(`removal request "${fields.removal}"`);
  if (fields.waybill !== undefined) {
    const items = fields.lineItemIds ? `, line items ${fields.lineItemIds.join(',')}` : '';
    parts.push(`tracking number ${fields.waybill} (${fields.carrierName ?? fields.carrierId ?? ''}${items})`);
  }
  if (fields.fulfillmentStatus !== undefined) parts.push(`status ${fields.fulfillmentStatus}`);
  return parts.join(', ');
}

const columns = ['CHANGE', 'STATE', 'KIND', 'ENTITY', 'SETS', 'MESSAGE'] as const;

function table(changes: Change[]): string[] {
  const rows = changes.map((c) => [
    String(c.id),
    // The words the app shows for it: a change whose try found the marketplace unreachable is waiting here too.
    c.status,
    c.kind,
    c.label ? `${c.entityId} (${c.label})` : c.entityId,
    changeSummary(c.fields),
    c.errors.map((e) => (e.path ? `${e.path}: ${e.userMessage}` : e.userMessage)).join('; ') || '-',
  ]);
  // The last column is not padded: a long message stays on its line.
  const widths = columns.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(columns), ...rows.map(line)];
}

export const outboxCommand: Command = {
  name: 'outbox',
  summary: 'List the changes waiting, in flight or failed, of the signed-in accounts',
  usage:
    'outbox [--account ID] [--json]\n' +
    '  A line "Account ID (LOGIN, ENVIRONMENT)" for each account listed (default: every signed-in one), then a\n' +
    '  table of the changes not sent yet (waiting, sending, confirming) and the failed ones, newest first, with\n' +
    "  the marketplace's reason for each failure; --json: an array of the changes, each with its accountId.",
  options: { account: { type: 'string' }, json: { type: 'boolean' } },
  async run(ctx, values, positionals) {
    if (positionals.length > 0) throw new UsageError('outbox takes no arguments');
    const named = typeof values.account === 'string' ? values.account : undefined;
    return withCliCore(ctx, async (core) => {
      const accountIds = accountsFor(core, named);
      const changes = core.outbox.list({
        accountIds,
        states: [...openChangeStates, 'failed'],
        limit: 500,
      });
      if (values.json) {
        ctx.io.stdout(JSON.stringify(changes, null, 2));
        return 0;
      }
      for (const id of accountIds) ctx.io.stdout(await accountHeader(core, id));
      if (changes.length === 0) {
        ctx.io.stdout('No changes wait or failed.');
        return 0;
      }
      for (const line of table(changes)) ctx.io.stdout(line);
      return 0;
    });
  },
};
