import { describe, expect, it } from 'vitest';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb, signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { invoicesReader } from '../../../electron/core/domains/invoices/invoices-sync';
import type { StreamContext } from '../../../electron/core/sync/context';
import { defaultSyncOptions } from '../../../electron/core/sync/options';
import { localOrders } from '../../helpers/order-list';

const closing = closeAfterEach();

/**
 * A shop of 60 orders synced, and the orders whose buyer asked for an invoice, the newest first. The orders stream
 * read their invoices with them; the reads are forgotten, so every such order is due again as after a first load.
 */
async function shopWithOrders() {
  const market = closing(await startTestMarket({ orders: 60 }));
  const { core, accountId } = await signedInCore(market);
  closing(core);
  await core.sync.runOnce({ accountId, streams: ['orders'] });
  const db = localDb(core);
  db.prepare('DELETE FROM order_invoice_reads').run();
  const asking = db
    .prepare<[string], { id: string }>(
      `SELECT id FROM orders WHERE account_id = ? AND json_extract(raw, '$.invoice.required') = 1
         AND status <> 'CANCELLED' AND superseded_by IS NULL ORDER BY bought_at DESC`,
    )
    .all(accountId)
    .map((r) => r.id);
  return { market, core, accountId, db, asking };
}

describe('the orders stream reads the invoices of orders that asked for one', () => {
  it('a turn’s reads of orders, the newest first, until every such order was read; then none again', async () => {
    const { market, core, accountId, db, asking } = await shopWithOrders();
    expect(asking.length).toBeGreaterThan(5);
    const reads = () => market.control.requestLog({ path: '/invoices$' }).map((e) => e.path.split('/')[3]);

    // One turn of the reader: five requests, the newest orders first, and more to read.
    market.control.clearRequestLog();
    const turn = await invoicesReader.read({
      accountId,
      client: await core.accounts.client(accountId),
      db,
      clock: { now: () => Date.now() },
      signal: new AbortController().signal,
      options: { ...defaultSyncOptions, readsPerTurn: 5 },
    } as unknown as StreamContext);
    expect(turn).toEqual({ changed: expect.any(Boolean) as unknown, more: true });
    // A few are asked at once: they arrive in any order.
    expect(reads().sort()).toEqual(asking.slice(0, 5).sort());

    // The stream runs its turns until caught up: every other asking order read once, none twice.
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['orders'] });
    expect(reads().sort()).toEqual(asking.slice(5).sort());
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['orders'] });
    expect(reads()).toEqual([]);

    // Invoices already on the marketplace (older sent orders) are in the local copy: the filter leaves them out.
    const held = db
      .prepare<[string], { n: number }>(
        "SELECT count(*) AS n FROM order_invoices WHERE account_id = ? AND state = 'uploaded'",
      )
      .get(accountId)!.n;
    expect(held).toBeGreaterThan(0);
    const missing = localOrders(core, accountId, { invoiceMissing: true }).total;
    expect(missing).toBe(asking.length - held);
  });

  it('an order the marketplace no longer has (404) is passed over: the others are read, the stream does not fail', async () => {
    const { market, core, accountId, db, asking } = await shopWithOrders();
    const gone = asking[1]!;
    market.control.setFaults({
      rules: [{ kind: 'status', status: 404, share: 1, path: `^/order/checkout-forms/${gone}/invoices$` }],
    });
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['orders'] });
    expect(core.sync.accountStatus(accountId).streams.orders.lastError).toBeNull();
    const reads = () => market.control.requestLog({ path: '/invoices$' }).map((e) => e.path.split('/')[3]);
    expect(reads().sort()).toEqual([...asking].sort());
    const read = db
      .prepare<[string, string], { n: number }>(
        'SELECT count(*) AS n FROM order_invoice_reads WHERE account_id = ? AND order_id = ?',
      )
      .get(accountId, gone)!.n;
    expect(read).toBe(1);

    // Not asked again while the local copy holds the order unchanged.
    market.control.clearFaults();
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['orders'] });
    expect(reads()).toEqual([]);
  });
});
