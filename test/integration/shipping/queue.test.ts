import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import type { PackingRow } from '../../../shared/shipping';
import { foldText } from '../../../electron/core/db/search-text';
import { localDb } from '../../helpers/core';
import { shippableOrder, startedPackingCore } from '../../helpers/parcels';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';
const all = { offset: 0, limit: 500 };

let market: DemoMarket;
let core: Core;
let accountId: string;

beforeAll(async () => {
  ({ market, core, accountId } = await startedPackingCore((m) => {
    for (let i = 0; i < 6; i++) shippableOrder(m, i % 2 === 0 ? DPD : undefined);
  }));
}, 90_000);
afterAll(async () => {
  await core.close();
  await market.close();
});

const queue = (filter: Partial<Parameters<Core['shipping']['listQueue']>[0]> = {}) =>
  core.shipping.listQueue({ accountId, ...all, ...filter });

describe('the packing queue', () => {
  it('lists paid orders not yet sent, by the time they must leave, with their items, stock and problems', () => {
    const page = queue();
    expect(page.total).toBeGreaterThanOrEqual(6);
    expect(page.rows).toHaveLength(page.total);
    for (const row of page.rows) {
      expect(row.status).toBe('READY_FOR_PROCESSING');
      expect(['NEW', 'PROCESSING', 'READY_FOR_SHIPMENT', null]).toContain(row.fulfillmentStatus);
      expect(row.items.length).toBeGreaterThan(0);
      expect(row.items.reduce((n, i) => n + i.quantity, 0)).toBe(row.itemCount);
      expect(Array.isArray(row.problems)).toBe(true);
    }
    const times = page.rows.map((r) => r.dispatchBy).filter((t): t is string => t !== null);
    expect(times).toEqual([...times].sort());
    expect(page.rows.some((r) => r.items.some((i) => i.stock !== null))).toBe(true);
  });

  it('counts each filter value, and each filter shows as many orders as its count', () => {
    const counts = core.shipping.queueCounts(accountId);
    expect(counts.total).toBe(queue().total);
    expect(counts.pickupPoint + counts.door).toBe(counts.total);
    expect(counts.deliveryMethods.reduce((n, m) => n + m.count, 0)).toBe(counts.total);
    expect(queue({ destination: 'pickupPoint' }).total).toBe(counts.pickupPoint);
    expect(queue({ destination: 'pickupPoint' }).rows.every((r: PackingRow) => r.toPickupPoint)).toBe(true);
    expect(queue({ invoice: true }).total).toBe(counts.invoice);
    const method = counts.deliveryMethods[0]!;
    const byMethod = queue({ deliveryMethodId: [method.id] });
    expect(byMethod.total).toBe(method.count);
    expect(byMethod.rows.every((r) => r.deliveryMethodId === method.id)).toBe(true);
    expect(counts.carriers.length).toBeGreaterThan(0);
    for (const carrier of counts.carriers)
      expect(queue({ carrierId: [carrier.id] }).total).toBe(carrier.count);
    expect(queue().rows.filter((r) => r.problems.length > 0)).toHaveLength(counts.problems);
  });

  it('names each carrier of the counts as the marketplace does', async () => {
    const seller = await core.accounts.client(accountId);
    const listed = (
      (await seller.request({ method: 'GET', path: '/order/carriers' })).data as {
        carriers: { id: string; name: string }[];
      }
    ).carriers;
    const counts = core.shipping.queueCounts(accountId);
    expect(counts.carriers.map((c) => c.id)).toContain('DPD');
    for (const carrier of counts.carriers)
      expect(carrier.name).toBe(listed.find((c) => c.id === carrier.id)!.name);
    expect(counts.carriers.some((c) => c.name !== c.id)).toBe(true);
  });

  it('counts are remembered while nothing changes, and follow a change another connection commits', () => {
    const counts = core.shipping.queueCounts(accountId);
    expect(core.shipping.queueCounts(accountId)).toBe(counts);
    const row = queue().rows[0]!;
    // As the sync's writer thread writes: its own connection, seen here only through the file.
    const other = localDb(core);
    const { fulfillment_status: was } = other
      .prepare<[string, string], { fulfillment_status: string | null }>(
        'SELECT fulfillment_status FROM orders WHERE account_id = ? AND id = ?',
      )
      .get(accountId, row.id)!;
    const setStatus = other.prepare(
      'UPDATE orders SET fulfillment_status = ? WHERE account_id = ? AND id = ?',
    );
    setStatus.run('SENT', accountId, row.id);
    try {
      expect(core.shipping.queueCounts(accountId).total).toBe(counts.total - 1);
    } finally {
      setStatus.run(was, accountId, row.id);
    }
    expect(core.shipping.queueCounts(accountId).total).toBe(counts.total);
  });

  it('an order the sync writes anew is checked again: a street without a number becomes a problem', () => {
    const before = core.shipping.queueCounts(accountId).problems;
    const row = queue().rows.find((r) => r.problems.length === 0)!;
    const other = localDb(core);
    const { raw, synced_at: syncedAt } = other
      .prepare<[string, string], { raw: string; synced_at: number }>(
        'SELECT raw, synced_at FROM orders WHERE account_id = ? AND id = ?',
      )
      .get(accountId, row.id)!;
    const order = JSON.parse(raw) as { delivery: { address: { street: string } } };
    // As the sync writes an order: its JSON and the time, the street the same length (so only the time tells).
    const street = order.delivery.address.street;
    order.delivery.address.street = street.replace(/\d/g, 'x');
    const write = other.prepare('UPDATE orders SET raw = ?, synced_at = ? WHERE account_id = ? AND id = ?');
    write.run(JSON.stringify(order), syncedAt + 1, accountId, row.id);
    try {
      expect(core.shipping.queueCounts(accountId).problems).toBe(before + 1);
    } finally {
      write.run(raw, syncedAt + 2, accountId, row.id);
    }
    expect(core.shipping.queueCounts(accountId).problems).toBe(before);
  });

  it('a product code finds the one waiting order holding it, and says when several do', () => {
    const rows = queue().rows;
    const holders = new Map<string, string[]>();
    for (const row of rows) {
      for (const item of row.items) {
        if (item.externalId) holders.set(item.externalId, [...(holders.get(item.externalId) ?? []), row.id]);
      }
    }
    expect(holders.size).toBeGreaterThan(0);
    for (const [code, ids] of holders) {
      const unique = [...new Set(ids)];
      expect(core.shipping.resolveScan(accountId, code)).toEqual(
        unique.length === 1
          ? { kind: 'order', orderId: unique[0], by: 'product' }
          : { kind: 'ambiguous', orderIds: expect.arrayContaining(unique) as string[] },
      );
    }
  });

  /** A waiting order with one line item whose offer no other waiting order holds, and that offer's row. */
  const soleHolder = () => {
    const rows = queue().rows;
    const holders = (offerId: string) => rows.filter((r) => r.items.some((i) => i.offerId === offerId));
    const row = rows.find((r) => r.items.length === 1 && holders(r.items[0]!.offerId).length === 1)!;
    return { orderId: row.id, offerId: row.items[0]!.offerId };
  };

  it("an EAN in the offer's full JSON finds the one waiting order holding it, as the offer changes", () => {
    const { orderId, offerId } = soleHolder();
    const other = localDb(core);
    const detailOf = other.prepare<[string, string], { detail_raw: string | null }>(
      'SELECT detail_raw FROM offers WHERE account_id = ? AND id = ?',
    );
    const before = detailOf.get(accountId, offerId)!.detail_raw;
    const setDetail = other.prepare('UPDATE offers SET detail_raw = ? WHERE account_id = ? AND id = ?');
    const detail = (ean: string) =>
      JSON.stringify({
        id: offerId,
        productSet: [
          {
            product: {
              id: 'c2a9b3e4-0d1f-4b6a-9e8d-7f6a5b4c3d2e',
              parameters: [{ id: '225693', values: [ean] }],
            },
          },
        ],
      });
    // As the sync's writer thread writes an offer's full JSON: its own connection.
    setDetail.run(detail('5901234123457'), accountId, offerId);
    try {
      expect(core.shipping.resolveScan(accountId, ' 5901234123457 ')).toEqual({
        kind: 'order',
        orderId,
        by: 'product',
      });
      setDetail.run(detail('5907654321098'), accountId, offerId);
      expect(core.shipping.resolveScan(accountId, '5901234123457')).toEqual({ kind: 'notFound' });
      expect(core.shipping.resolveScan(accountId, '5907654321098')).toMatchObject({ orderId, by: 'product' });
    } finally {
      setDetail.run(before, accountId, offerId);
    }
    expect(core.shipping.resolveScan(accountId, '5907654321098')).toEqual({ kind: 'notFound' });
  });

  it('an external id finds its order by the code the offer has now, and by the one the order was bought with', () => {
    const rows = queue().rows;
    const row = rows.find(
      (r) =>
        r.items.length === 1 &&
        r.items[0]!.externalId !== null &&
        rows.filter((o) => o.items.some((i) => i.externalId === r.items[0]!.externalId)).length === 1,
    )!;
    const { offerId, externalId: bought } = row.items[0]!;
    const other = localDb(core);
    const setCode = other.prepare('UPDATE offers SET external_id = ? WHERE account_id = ? AND id = ?');
    expect(
      other
        .prepare<[string, string], { external_id: string | null }>(
          'SELECT external_id FROM offers WHERE account_id = ? AND id = ?',
        )
        .get(accountId, offerId)?.external_id,
    ).toBe(bought);
    // The seller renamed the code since: the offer has a new one (as the offers' writer indexes it), the order
    // keeps the one it was bought with.
    const { rowid, name } = other
      .prepare<[string, string], { rowid: number; name: string }>(
        'SELECT rowid, name FROM offers WHERE account_id = ? AND id = ?',
      )
      .get(accountId, offerId)!;
    const recode = (code: string) => {
      setCode.run(code, accountId, offerId);
      other.prepare('DELETE FROM offers_fts WHERE rowid = ?').run(rowid);
      other
        .prepare('INSERT INTO offers_fts (rowid, title, ids) VALUES (?, ?, ?)')
        .run(rowid, foldText(name), `${offerId} ${code}`.toLowerCase());
    };
    const renamed = 'SKU-RENAMED-1';
    recode(renamed);
    try {
      expect(core.shipping.resolveScan(accountId, bought!)).toEqual({
        kind: 'order',
        orderId: row.id,
        by: 'product',
      });
      expect(core.shipping.resolveScan(accountId, renamed.toLowerCase())).toEqual({ kind: 'notFound' });
      expect(core.shipping.resolveScan(accountId, renamed)).toEqual({
        kind: 'order',
        orderId: row.id,
        by: 'product',
      });
    } finally {
      recode(bought!);
    }
    expect(core.shipping.resolveScan(accountId, renamed)).toEqual({ kind: 'notFound' });
    expect(core.shipping.resolveScan(accountId, offerId)).toEqual({
      kind: 'order',
      orderId: row.id,
      by: 'product',
    });
  });

  it('an order leaves the queue once shipped; its waybill, id and buyer find it by scan', async () => {
    const row = queue({ deliveryMethodId: [DPD] }).rows.find((r) => r.problems.length === 0)!;
    const before = core.shipping.queueCounts(accountId).total;
    expect(core.shipping.resolveScan(accountId, row.id)).toEqual({
      kind: 'order',
      orderId: row.id,
      by: 'orderId',
    });
    const byLogin = core.shipping.resolveScan(accountId, row.buyerLogin.toUpperCase());
    expect(
      byLogin.kind === 'order' ? [byLogin.orderId] : byLogin.kind === 'ambiguous' ? byLogin.orderIds : [],
    ).toContain(row.id);
    const result = await core.shipping.ship({ accountId, orderId: row.id, additional: false });
    if (result.status !== 'shipped') throw new Error(JSON.stringify(result));
    await core.shipping.waitIdle();
    expect(queue().rows.some((r) => r.id === row.id)).toBe(false);
    expect(core.shipping.queueCounts(accountId).total).toBe(before - 1);
    expect(core.shipping.resolveScan(accountId, result.shipment.waybills[0]!)).toEqual({
      kind: 'order',
      orderId: row.id,
      by: 'waybill',
    });
    expect(core.shipping.resolveScan(accountId, 'NO-SUCH-CODE-42')).toEqual({ kind: 'notFound' });
    // Search syntax, or no letter or digit at all, is a code like any other.
    for (const code of ['"*-', 'waybills : AD*', '---', 'a%b_c\\'])
      expect(core.shipping.resolveScan(accountId, code)).toEqual({ kind: 'notFound' });

    const history = core.shipping.history(accountId, row.id);
    expect(history.map((h) => h.type).sort()).toEqual(['fulfillment', 'print', 'shipment']);
    // A reprint within a minute asks first; confirmed, it is queued.
    expect(await core.shipping.printLabel(result.shipment.id, false)).toMatchObject({
      status: 'confirmDuplicate',
    });
    expect(await core.shipping.printLabel(result.shipment.id, true)).toMatchObject({ status: 'queued' });
  });
});

describe('parcel templates', () => {
  it('the default one exists; a method gets its own, used for its orders; one per method', () => {
    const [standard] = core.shipping.listTemplates();
    expect(standard).toMatchObject({ deliveryMethodId: null });
    const own = core.shipping.saveTemplate({
      name: 'DPD big box',
      deliveryMethodId: DPD,
      packageType: 'PACKAGE',
      lengthCm: 60,
      widthCm: 40,
      heightCm: 40,
      weightKg: 5,
      insurance: { kind: 'fixed', amount: '300.00' },
      cashOnDelivery: true,
      textOnLabel: 'Uwaga: szkło',
    });
    const order = queue({ deliveryMethodId: [DPD] }).rows[0]!;
    const planned = core.shipping.draft(accountId, order.id);
    expect(planned.templateId).toBe(own.id);
    expect(planned.draft.packages).toEqual([
      { type: 'PACKAGE', lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 5 },
    ]);
    expect(planned.draft.insurance).toEqual({ amount: '300.00', currency: 'PLN' });
    expect(planned.draft.textOnLabel).toBe('Uwaga: szkło');
    expect(() => core.shipping.saveTemplate({ ...own, id: undefined, name: 'Another' })).toThrow(
      expect.objectContaining({ code: 'CONFLICT' }),
    );
    expect(core.shipping.draft(accountId, order.id, standard!.id).templateId).toBe(standard!.id);
    core.shipping.deleteTemplate(own.id);
    expect(() => core.shipping.deleteTemplate(own.id)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(core.shipping.draft(accountId, order.id).templateId).toBe(standard!.id);
  });

  it('a cash-on-delivery order gets cash on delivery of its amount', () => {
    const cod = shippableOrder(market, DPD, 'CASH_ON_DELIVERY');
    return core.shipping.take(accountId, cod.id).then(() => {
      const { draft } = core.shipping.draft(accountId, cod.id);
      const detail = core.queries.orders.get(accountId, cod.id);
      expect(draft.cashOnDelivery).toEqual(detail.totalToPay);
    });
  });
});
