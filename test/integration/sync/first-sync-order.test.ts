import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { defaultConcurrency } from '../../../electron/core/market/budget/account-concurrency';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';
import { localDb, signedInCore } from '../../helpers/core';
import { watchInFlight } from '../../helpers/in-flight';

/** The packing queue's orders (paid, not sent) whose tracking numbers are read at their revision, by id. */
const packableSql = `SELECT id, shipments_raw FROM orders WHERE account_id = ? AND status = 'READY_FOR_PROCESSING'
  AND superseded_by IS NULL AND coalesce(fulfillment_status, 'NEW') IN ('NEW', 'PROCESSING', 'READY_FOR_SHIPMENT')
  AND (line_items_sent NOT IN ('SOME', 'ALL') OR shipments_revision = coalesce(revision, '')) ORDER BY id`;

let market: DemoMarket;
/** The marketplace's orders waiting to be packed, one of them with a tracking number already given. */
let waiting: string[];
let sent: { id: string; waybill: string };
beforeAll(async () => {
  // Every answer a little late, as from a distant marketplace: reads that go at once overlap.
  market = await startTestMarket({ offers: 300, orders: 300, ratings: 40, latencyMs: 30 });
  waiting = market.control
    .orders({ sellerId: MAIN_SELLER_ID })
    .filter(
      (o) =>
        o.status === 'READY_FOR_PROCESSING' &&
        ['NEW', 'PROCESSING', 'READY_FOR_SHIPMENT'].includes(o.fulfillment),
    )
    .map((o) => o.id)
    .sort();
  const api = apiClient(market.url, (await signIn(market.url)).access_token);
  sent = { id: waiting[0]!, waybill: 'WAITING-1' };
  const answer = await api.post(`/order/checkout-forms/${sent.id}/shipments`, {
    carrierId: 'OTHER',
    carrierName: 'Kurier',
    waybill: sent.waybill,
  });
  expect(answer.status).toBe(201);
});
afterAll(() => market.close());

describe('a first sync in the order a seller needs it', () => {
  it('brings the orders waiting to be packed, with their tracking numbers, before it lists any offer', async () => {
    const { core, accountId } = await signedInCore(market);
    const db = localDb(core);
    const packable = db.prepare<[string], { id: string; shipments_raw: string | null }>(packableSql);
    const offers = db.prepare<[string], { n: number }>(
      'SELECT count(*) AS n FROM offers WHERE account_id = ?',
    );
    let atReady: { offers: number; packable: string[]; waybills: string | null } | null = null;
    try {
      expect(waiting.length).toBeGreaterThan(1);
      await core.sync.runOnce({
        accountId,
        onStatus: (status) => {
          if (atReady || !status.accounts[0]?.packingReady) return;
          const rows = packable.all(accountId);
          atReady = {
            offers: offers.get(accountId)!.n,
            packable: rows.map((r) => r.id),
            waybills: rows.find((r) => r.id === sent.id)?.shipments_raw ?? null,
          };
        },
      });
      expect(atReady).toMatchObject({ offers: 0, packable: waiting });
      expect(atReady!.waybills).toContain(sent.waybill);
      // Then everything else: every part is whole, and the packing queue still holds the same orders.
      expect(core.sync.accountStatus(accountId)).toMatchObject({ firstSyncDone: true, packingReady: true });
      expect(offers.get(accountId)!.n).toBeGreaterThan(0);
      expect(packable.all(accountId).map((r) => r.id)).toEqual(waiting);
    } finally {
      await core.close();
    }
  });

  it('reads several parts at once, never more of them in flight than the account has places', async () => {
    const { core, accountId } = await signedInCore(market);
    const inFlight = watchInFlight();
    try {
      market.control.clearRequestLog();
      await core.sync.runOnce({ accountId });
      expect(inFlight.most()).toBeGreaterThan(1);
      expect(inFlight.most()).toBeLessThanOrEqual(defaultConcurrency.max);
      expect(market.control.requestLog({ seller: MAIN_SELLER_ID }).filter((e) => e.status === 429)).toEqual(
        [],
      );
    } finally {
      inFlight.stop();
      await core.close();
    }
  });
});
