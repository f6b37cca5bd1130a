import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { RETURNS_PAGE, returnsRequestsPerTurn } from '../../../electron/core/domains/returns/returns-sync';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb, shiftedClock, signedInCore } from '../../helpers/core';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';

const closing = closeAfterEach();
const BETA = { Accept: 'application/vnd.allegro.beta.v1+json' };

async function synced() {
  const market: DemoMarket = closing(await startTestMarket());
  const clock = shiftedClock();
  const signed = await signedInCore(market, { clock });
  closing(signed.core);
  const api = apiClient(market.url, (await signIn(market.url)).access_token);
  return { market, clock, api, ...signed };
}

const requests = (market: DemoMarket) =>
  market.control.requestLog({ path: '^/(order/customer-returns|payments/refunds)' });

describe('customer returns in the local copy', () => {
  it("names each parcel's carrier as the marketplace's carriers list does", async () => {
    const { core, accountId, api } = await synced();
    await core.sync.runOnce({ accountId });
    const carriers = (await api.json<{ carriers: { id: string; name: string }[] }>('/order/carriers'))
      .carriers;
    const parcels = core.queries.returns
      .list({ accountId, status: null, offset: 0, limit: 500 })
      .rows.flatMap((r) => r.parcels);
    expect(parcels.length).toBeGreaterThan(0);
    for (const parcel of parcels)
      expect(parcel.carrierName).toBe(
        carriers.find((c) => c.id === parcel.carrierId)?.name ?? parcel.carrierId,
      );
    expect(parcels.some((p) => p.carrierName !== p.carrierId)).toBe(true);
  });

  it('the buyers stream reads the returns and refunds within five requests, and again only the recent ones', async () => {
    const { market, core, accountId, api } = await synced();
    const listed = (await (await api.get('/order/customer-returns', BETA)).json()) as {
      customerReturns: { orderId: string; status: string }[];
    };
    const refunded = listed.customerReturns.find((r) => r.status === 'IN_TRANSIT')!;
    const order = await api.json<{ payment: { id: string }; delivery: { cost: unknown } }>(
      `/order/checkout-forms/${refunded.orderId}`,
    );
    const refund = await api.post('/payments/refunds', {
      payment: { id: order.payment.id },
      order: { id: refunded.orderId },
      reason: 'REFUND',
      delivery: { value: order.delivery.cost },
    });
    expect(refund.status).toBe(200);
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['buyers'] });
    const first = requests(market);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(returnsRequestsPerTurn);
    const server = (await (await api.get('/order/customer-returns', BETA)).json()) as {
      customerReturns: { id: string; status: string; orderId: string }[];
    };
    const db = localDb(core);
    const local = db
      .prepare<[string], { id: string; status: string; order_id: string }>(
        'SELECT id, status, order_id FROM customer_returns WHERE account_id = ? ORDER BY created_at DESC',
      )
      .all(accountId);
    expect(local.map((r) => [r.id, r.status, r.order_id])).toEqual(
      server.customerReturns.map((r) => [r.id, r.status, r.orderId]),
    );
    expect(first.find((e) => e.path === '/order/customer-returns')!.query).toContain(`limit=${RETURNS_PAGE}`);
    expect(db.prepare('SELECT order_id FROM refunds WHERE account_id = ?').all(accountId)).toEqual([
      { order_id: refunded.orderId },
    ]);

    // A refund made on the marketplace and a rejection there show after the next turn, which asks only for
    // returns created lately and refunds since the last read.
    const open = server.customerReturns.find((r) => r.status === 'DELIVERED')!;
    const rejected = await api.post(
      `/order/customer-returns/${open.id}/rejection`,
      { rejection: { code: 'ITEM_FIXED' } },
      { ...BETA, 'Content-Type': BETA.Accept },
    );
    expect(rejected.status).toBe(200);
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['buyers'] });
    const again = requests(market);
    expect(again.find((e) => e.path === '/order/customer-returns')!.query).toContain('createdAt.gte');
    expect(again.find((e) => e.path === '/payments/refunds')!.query).toContain('occurredAt.gte');
    expect(
      db
        .prepare('SELECT status FROM customer_returns WHERE account_id = ? AND id = ?')
        .get(accountId, open.id),
    ).toEqual({ status: 'REJECTED' });
  });
});

describe('a long list of returns', () => {
  it('is read over several turns of at most five requests, each going on from where the last stopped', async () => {
    const { market, core, accountId } = await synced();
    const total = market.control.addCustomerReturns({ sellerId: MAIN_SELLER_ID, count: 450 })!;
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['buyers'] });
    const log = requests(market);
    // A turn ends with its read of refunds: the returns' pages between two of them are one turn's.
    const turns: string[][] = [[]];
    for (const e of log) {
      turns[turns.length - 1]!.push(e.query);
      if (e.path === '/payments/refunds') turns.push([]);
    }
    const done = turns.filter((t) => t.length > 0);
    expect(done.length).toBeGreaterThan(1);
    for (const turn of done) expect(turn.length).toBeLessThanOrEqual(returnsRequestsPerTurn);
    const offsets = log
      .filter((e) => e.path === '/order/customer-returns')
      .map((e) => new URLSearchParams(e.query).get('offset'));
    expect(offsets).toEqual(['0', '100', '200', '300', '400']);
    const db = localDb(core);
    expect(
      db.prepare('SELECT count(*) AS n FROM customer_returns WHERE account_id = ?').get(accountId),
    ).toEqual({
      n: total,
    });
  });
});
