import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../electron/core/app/core';
import type { DemoMarket } from '../../../electron/demo-market';
import type { PackingRow } from '../../../shared/shipping';
import { localDb, signedInCore } from '../../helpers/core';
import { shippableOrder, startParcelMarket } from '../../helpers/parcels';

const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';
const all = { offset: 0, limit: 500 };

let market: DemoMarket;
let core: Core;
let accountId: string;

beforeAll(async () => {
  market = await startParcelMarket();
  for (let i = 0; i < 6; i++) shippableOrder(market, i % 2 === 0 ? DPD : undefined);
  ({ core, accountId } = await signedInCore({ url: market.url }));
  core.start();
  await vi.waitFor(() => expect(core.sync.status().accounts[0]?.firstSyncDone).toBe(true), {
    timeout: 60_000,
    interval: 100,
  });
  const folder = (await core.printing.listPrinters()).find((p) => p.builtin)!.id;
  core.printing.saveProfile({ ...core.printing.profile('label'), printerId: folder, autoPrint: true });
}, 90_000);
afterAll(async () => {
  await core.close();
  await market.close();
});

const queue = (filter: Partial<Parameters<Core['shipping']['listQueue']>[0]> = {}) =>
  core.shipping.listQueue({ ...all, ...filter });

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
    const result = await core.shipping.ship({ orderId: row.id, additional: false });
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
