import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { createReturnsRepo } from '../../../electron/core/domains/returns/returns-repo';
import type { Core } from '../../../electron/core/compose';
import { syncStreams, type AccountSyncStatus } from '../../../shared/sync-status';
import { localDb, shiftedClock, signedInCore, type TestCoreOptions } from '../../helpers/core';
import { upgradedWithRow } from '../../helpers/migrations';
import { startTestMarket } from '../../helpers/demo-market';

let open: { core: Core; market: DemoMarket }[] = [];
afterEach(async () => {
  for (const { core, market } of open) {
    await core.close();
    await market.close();
  }
  open = [];
});

async function synced(
  api: 'documents' | '2026',
  before?: (market: DemoMarket) => void,
  options: TestCoreOptions = {},
) {
  const market = await startTestMarket({ api });
  const { core, accountId } = await signedInCore(market, { ...options, api });
  open.push({ core, market });
  before?.(market);
  await core.sync.runOnce({ accountId });
  return { core, market, accountId, status: core.sync.accountStatus(accountId) };
}

/** The lists a sync read: GET paths without an id in them (every id of the demo shop has a digit). */
const listsRead = (market: DemoMarket): string[] => [
  ...new Set(
    market.control
      .requestLog()
      .filter(
        (e) => e.method === 'GET' && e.status === 200 && !/\d/.test(e.path) && !e.path.startsWith('/auth'),
      )
      .map((e) => e.path),
  ),
];

const streamErrors = (status: AccountSyncStatus) =>
  syncStreams.filter((s) => status.streams[s].lastError !== null).map((s) => status.streams[s].lastError);

describe('the two marketplace generations', () => {
  it('2026: the whole sync catches up without the resources Allegro removed, and asks for none of them', async () => {
    const { market, status } = await synced('2026');
    expect(streamErrors(status)).toEqual([]);
    expect(status.unoffered).toEqual([]);
    expect(syncStreams.every((s) => status.streams[s].ready)).toBe(true);
    const asked = market.control.requestLog().map((e) => e.path);
    expect(asked.filter((p) => /^\/(sale\/disputes|sale\/offer-variants|parcel-management)/.test(p))).toEqual(
      [],
    );
    expect(asked).toContain('/shipment-management/delivery-services');
  });

  it('documents: disputes, variant sets and the parcel-management services are read as before', async () => {
    const { market, status } = await synced('documents');
    expect(streamErrors(status)).toEqual([]);
    const asked = new Set(market.control.requestLog().map((e) => e.path));
    for (const path of ['/sale/disputes', '/sale/offer-variants', '/parcel-management/delivery-services'])
      expect(asked).toContain(path);
  });
});

describe('a list the marketplace does not serve', () => {
  // The lists a full sync reads, found by a first sync against the same shop: each one in turn answers 404.
  it.each(['documents', '2026'] as const)(
    '%s: is skipped and named, whichever list it is, and the rest of the local copy is whole',
    async (api) => {
      const whole = await synced(api);
      const lists = listsRead(whole.market);
      expect(lists.length).toBeGreaterThan(20);
      const counts = (s: AccountSyncStatus) =>
        Object.fromEntries(syncStreams.map((k) => [k, s.streams[k].count]));
      const full = counts(whole.status);
      for (const list of lists) {
        const run = await synced(api, (market) =>
          market.control.setFaults({
            rules: [{ kind: 'status', status: 404, share: 1, method: 'GET', path: `^${list}$` }],
          }),
        );
        const skipped = run.status.unoffered;
        expect(
          skipped.map((p) => p.request),
          list,
        ).toEqual([{ method: 'GET', path: list, status: 404 }]);
        expect(skipped[0]!.traceId, list).toMatch(/\S/);
        expect(streamErrors(run.status), list).toEqual([]);
        expect(
          syncStreams.every((s) => run.status.streams[s].ready),
          list,
        ).toBe(true);
        // Every stream but the skipped part's has all it has in a whole sync.
        const stream = skipped[0]!.stream;
        for (const other of syncStreams.filter((s) => s !== stream && s !== 'profile'))
          expect(run.status.streams[other].count, `${list}: ${other}`).toBe(full[other]);
        await run.core.close();
        await run.market.close();
        open = open.filter((o) => o.core !== run.core);
      }
    },
    600_000,
  );

  it('is asked again a day later, and leaves the status once it is served again', async () => {
    const clock = shiftedClock();
    const rule = {
      kind: 'status' as const,
      status: 410,
      share: 1,
      method: 'GET',
      path: '^/sale/user-ratings$',
    };
    const { core, market, accountId, status } = await synced(
      'documents',
      (m) => m.control.setFaults({ rules: [rule] }),
      { clock },
    );
    expect(status.unoffered.map((p) => [p.part, p.stream, p.request.status])).toEqual([
      ['ratings', 'ratings', 410],
    ]);
    expect(Date.parse(status.unoffered[0]!.retryAt) - Date.parse(status.unoffered[0]!.since)).toBe(
      86_400_000,
    );
    market.control.clearFaults();
    const asked = () => market.control.requestLog({ path: '^/sale/user-ratings$' }).length;
    const before = asked();
    await core.sync.runOnce({ accountId, streams: ['ratings'] });
    expect(asked(), 'within the day the part is not asked').toBe(before);
    clock.shift(86_400_000);
    await core.sync.runOnce({ accountId, streams: ['ratings'] });
    expect(asked()).toBeGreaterThan(before);
    const after = core.sync.accountStatus(accountId);
    expect(after.unoffered).toEqual([]);
    expect(after.streams.ratings.count).toBe(market.control.ratings({ sellerId: MAIN_SELLER_ID }).length);
  });

  it("is not one item that is gone: a 404 for one dispute's messages marks nothing", async () => {
    const { status, market } = await synced('documents', (m) =>
      m.control.setFaults({
        rules: [
          { kind: 'status', status: 404, share: 1, method: 'GET', path: '^/sale/disputes/[^/]+/messages$' },
        ],
      }),
    );
    expect(market.control.requestLog({ path: '^/sale/disputes/[^/]+/messages$' }).length).toBeGreaterThan(0);
    expect(status.unoffered).toEqual([]);
    expect(status.streams.buyers.lastError).toBeNull();
  });
});

describe('a company buyer’s tax ids', () => {
  // 2026: `invoice.address.company.ids[]` with types and the VAT payer status; `taxId` only repeats one of them.
  it.each(['documents', '2026'] as const)(
    '%s: shown with their types, as the marketplace sent them',
    async (api) => {
      const { core, accountId } = await synced(api);
      const sent = localDb(core)
        .prepare<[], { id: string; raw: string }>('SELECT id, raw FROM orders')
        .all()
        .map((row) => ({ id: row.id, company: (JSON.parse(row.raw) as Company).invoice?.address?.company }))
        .filter((o) => o.company);
      expect(sent.length).toBeGreaterThan(0);
      for (const { id, company } of sent) {
        const detail = core.queries.orders.get(accountId, id).invoice!;
        const ids = company!.ids ?? [];
        expect(detail.taxIds).toEqual(ids.length > 0 ? ids : [{ type: null, value: company!.taxId }]);
        expect(detail.vatPayerStatus).toBe(company!.vatPayerStatus ?? null);
      }
    },
  );
});

interface Company {
  invoice?: {
    address?: {
      company?: { ids?: { type: string; value: string }[]; taxId?: string; vatPayerStatus?: string };
    };
  };
}

describe('a return parcel carried by another carrier (2026)', () => {
  it('keeps the carrier’s own number beside the marketplace’s', async () => {
    const { core, accountId } = await synced('2026');
    const rows = localDb(core)
      .prepare<[], { raw: string }>('SELECT raw FROM customer_returns')
      .all()
      .map((r) => JSON.parse(r.raw) as { id: string; parcels?: { transportingWaybill?: string }[] });
    const carried = rows.filter((r) => r.parcels?.some((p) => p.transportingWaybill));
    expect(carried.length).toBeGreaterThan(0);
    const shown = createReturnsRepo(localDb(core)).listReturns(accountId, null, 0, 500).rows;
    for (const sent of carried) {
      const parcels = shown.find((r) => r.id === sent.id)!.parcels;
      expect(parcels.map((p) => p.transportingWaybill)).toEqual(
        sent.parcels!.map((p) => p.transportingWaybill ?? null),
      );
      expect(parcels.every((p) => !p.transportingWaybill || p.transportingCarrierId)).toBe(true);
    }
  });
});

describe('a scan of a returned box', () => {
  it('opens its return by the marketplace’s waybill or the carrier’s own number, in any case', async () => {
    const { core, accountId } = await synced('2026');
    const returns = createReturnsRepo(localDb(core)).listReturns(accountId, null, 0, 500).rows;
    const carried = returns.find((r) => r.parcels.some((p) => p.transportingWaybill))!;
    const parcel = carried.parcels.find((p) => p.transportingWaybill)!;
    const match = { kind: 'return', returnId: carried.id, orderId: carried.orderId };
    expect(core.shipping.resolveScan(accountId, parcel.transportingWaybill!)).toEqual(match);
    expect(core.shipping.resolveScan(accountId, ` ${parcel.transportingWaybill!.toLowerCase()} `)).toEqual(
      match,
    );
    expect(core.shipping.resolveScan(accountId, parcel.waybill)).toEqual(match);
    expect(core.shipping.resolveScan(accountId, 'NO-SUCH-BOX-1')).toEqual({ kind: 'notFound' });
  });
});

describe('migration 077: the numbers of returned boxes', () => {
  it('takes the waybills of the returns already in the copy, and goes with its return', () => {
    const db = upgradedWithRow(
      77,
      `INSERT INTO customer_returns (account_id, id, order_id, status, created_at, waybill, raw, stored_at)
           VALUES ('demo:1', 'r1', 'o1', 'IN_TRANSIT', 1, 'W1', ?, 1)`,
      JSON.stringify({ parcels: [{ waybill: 'Ab12' }, { waybill: ' ' }] }),
    );
    expect(db.prepare('SELECT code, return_id AS r FROM return_parcel_codes').all()).toEqual([
      { code: 'ab12', r: 'r1' },
    ]);
    db.prepare('DELETE FROM customer_returns').run();
    expect(db.prepare('SELECT COUNT(*) AS n FROM return_parcel_codes').get()).toEqual({ n: 0 });
  });
});
