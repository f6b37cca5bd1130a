import { arr, obj } from '../../market/records/json';
import { orderFromForm } from './order-records';
import { read, type StreamContext } from '../../sync/context';
import { found, writeForms, type FormRead } from './orders-writes';
import { iso } from '../../kernel/time/iso';

const pageLimit = 100;

/**
 * Catches what the journal never delivered: orders updated since the watermark are listed (oldest change first,
 * keyset by `updatedAt`) and those whose revision differs from the cache are written. The next watermark is the
 * latest change seen, less a margin for changes that become visible late.
 */
export async function reconcileOrders(ctx: StreamContext): Promise<void> {
  const started = ctx.clock.now();
  const state = ctx.repos.state.get(ctx.accountId, 'orders');
  let gte = state.watermark;
  let tie = 0;
  let latest: string | null = null;
  let written = 0;
  let done = 0;
  ctx.progress({ phase: 'reconcile', done, total: null });
  for (;;) {
    const askedAt = ctx.clock.now();
    const page = await read<unknown>(ctx, '/order/checkout-forms', {
      ...(gte ? { 'updatedAt.gte': gte } : {}),
      sort: 'updatedAt',
      limit: pageLimit,
      offset: tie,
    });
    const forms = arr(obj(page)?.checkoutForms);
    const reads: FormRead[] = [];
    let lastUpdated: string | null = null;
    let sameInstant = 0;
    for (const form of forms) {
      const record = orderFromForm(form);
      if (record.updatedAt) {
        sameInstant = record.updatedAt === lastUpdated ? sameInstant + 1 : 1;
        lastUpdated = record.updatedAt;
        if (!latest || record.updatedAt > latest) latest = record.updatedAt;
      }
      const known = ctx.repos.orders.state(ctx.accountId, record.id);
      if (known && known.revision === record.revision && record.revision !== null) continue;
      reads.push(found(record, askedAt));
    }
    if (reads.length > 0) {
      ctx.db.transaction(() => writeForms(ctx, reads))();
      ctx.changed(['orders']);
      written += reads.length;
    }
    done += forms.length;
    ctx.progress({ phase: 'reconcile', done, total: null });
    if (forms.length < pageLimit || !lastUpdated) break;
    tie = lastUpdated === gte ? tie + sameInstant : sameInstant;
    gte = lastUpdated;
  }
  const margin = ctx.options.watermarkMarginMs;
  ctx.repos.state.update(ctx.accountId, 'orders', {
    lastReconcileAt: started,
    ...(latest ? { watermark: iso(Date.parse(latest) - margin) } : {}),
  });
  if (written > 0) ctx.logger.info('orders reconciled', { account: ctx.accountId, written });
  ctx.progress(null);
}
