import type { PackingRow } from '../../../shared/shipping';
import { UsageError, type Command } from '../command';
import { accountHeader, withAccountCore } from '../cli-core';
import { problemText } from '../packing';

const page = 500;

export const ordersCommand: Command = {
  name: 'orders',
  summary: 'List the packing queue: paid orders not yet sent, by the time they must ship by',
  usage:
    'orders --to-ship [--account ID] [--json]\n' +
    '  The orders of the account given (default: the active one) from the local copy (run "seller-desk sync\n' +
    '  --once" first for the newest): a line "Account ID (LOGIN, ENVIRONMENT)", then one line per order:\n' +
    '  ORDER_ID, DISPATCH_BY, BUYER, DELIVERY_METHOD, ITEMS, PROBLEMS (tab-separated); --json: the rows,\n' +
    '  each with its accountId.',
  options: { 'to-ship': { type: 'boolean' }, account: { type: 'string' }, json: { type: 'boolean' } },
  async run(ctx, values) {
    if (values['to-ship'] !== true) throw new UsageError('only "orders --to-ship" is available');
    const named = typeof values.account === 'string' ? values.account : undefined;
    return withAccountCore(
      ctx,
      async (core, accountId) => {
        const rows: PackingRow[] = [];
        for (let offset = 0; ; offset += page) {
          const found = core.shipping.listQueue({ accountId, offset, limit: page });
          rows.push(...found.rows);
          if (found.rows.length < page || rows.length >= found.total) break;
        }
        if (values.json) {
          ctx.io.stdout(JSON.stringify(rows, null, 2));
          return 0;
        }
        ctx.io.stdout(await accountHeader(core, accountId));
        const language = core.settings.get().language;
        for (const row of rows) {
          ctx.io.stdout(
            [
              row.id,
              row.dispatchBy ?? '-',
              row.buyerName ? `${row.buyerLogin} (${row.buyerName})` : row.buyerLogin,
              row.deliveryMethodName ?? row.deliveryMethodId ?? '-',
              row.items.map((item) => `${item.quantity} x ${item.title}`).join('; '),
              row.problems.map((p) => problemText(p, language)).join('; ') || '-',
            ].join('\t'),
          );
        }
        return 0;
      },
      named,
    );
  },
};
