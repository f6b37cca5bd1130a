import type { PackingRow } from '../../../shared/shipping';
import { UsageError, type Command } from '../command';
import { withAccountCore } from '../cli-core';
import { problemText } from '../packing';

const page = 500;

export const ordersCommand: Command = {
  name: 'orders',
  summary: 'List the packing queue: paid orders not yet sent, by the time they must ship by',
  usage:
    'orders --to-ship [--json]\n' +
    '  One line per order from the local copy (run "seller-desk sync --once" first for the newest):\n' +
    '  ORDER_ID, DISPATCH_BY, BUYER, DELIVERY_METHOD, ITEMS, PROBLEMS (tab-separated); --json: the rows.',
  options: { 'to-ship': { type: 'boolean' }, json: { type: 'boolean' } },
  async run(ctx, values) {
    if (values['to-ship'] !== true) throw new UsageError('only "orders --to-ship" is available');
    return withAccountCore(ctx, (core, accountId) => {
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
    });
  },
};
