import { describe, expect, it } from 'vitest';
import { localDb } from '../../helpers/core';
import { paidOrder, pickingOffers, withEan } from '../../helpers/picking';
import { stationsClosedAfterEach } from '../../helpers/station';

const station = stationsClosedAfterEach();
const EAN = '5901234123457';

/** Three paid orders of five offers: two sharing an EAN, two sharing an external id, one with neither. */
async function morning() {
  const s = await station({ streams: [] });
  const { a, b, c, d, e } = await pickingOffers(s.market, s.api, 'SHELF-MUG-1');
  const o1 = paidOrder(s.market, [
    [a, 1],
    [c, 2],
  ]);
  const o2 = paidOrder(s.market, [
    [b, 2],
    [d, 1],
    [e, 1],
  ]);
  const o3 = paidOrder(s.market, [
    [e, 3],
    [a, 1],
  ]);
  await s.core.sync.runOnce({ accountId: s.accountId });
  const db = localDb(s.core);
  // The EAN comes with an offer's full read, as the offer detail writes it; c, d and e are told apart without one.
  const full = db.prepare('UPDATE offers SET detail_raw = ? WHERE account_id = ? AND id = ?');
  for (const id of [a, b]) full.run(withEan(EAN), s.accountId, id);
  db.prepare(`DELETE FROM offer_codes WHERE offer_id IN (?, ?, ?)`).run(c, d, e);
  return { ...s, offers: { a, b, c, d, e }, orders: [o1, o2, o3] };
}

describe('the pick list', () => {
  it('adds up the items by EAN across offers, else by external id, else by offer, with the orders of each', async () => {
    const { core, accountId, offers, orders } = await morning();
    const [o1, o2, o3] = orders as [string, string, string];
    const list = core.picking.list(accountId, orders);
    expect(list.orders).toBe(3);
    const byId = new Map(list.lines.map((line) => [line.id, line]));
    expect([...byId.keys()].sort()).toEqual(
      [`ean:${EAN}`, 'externalId:SHELF-MUG-1', `offerId:${offers.e}`].sort(),
    );
    expect(byId.get(`ean:${EAN}`)).toMatchObject({ by: 'ean', ean: EAN, quantity: 4 });
    expect(byId.get(`ean:${EAN}`)!.offerIds.sort()).toEqual([offers.a, offers.b].sort());
    expect(byId.get(`ean:${EAN}`)!.orderIds.sort()).toEqual([o1, o2, o3].sort());
    expect(byId.get('externalId:SHELF-MUG-1')).toMatchObject({ quantity: 3, externalId: 'SHELF-MUG-1' });
    expect(byId.get('externalId:SHELF-MUG-1')!.orderIds.sort()).toEqual([o1, o2].sort());
    expect(byId.get(`offerId:${offers.e}`)).toMatchObject({ quantity: 4, ean: null, externalId: null });
    expect(byId.get(`offerId:${offers.e}`)!.orderIds.sort()).toEqual([o2, o3].sort());

    // Without ticked orders: the whole packing queue, these three among them.
    const whole = core.picking.list(accountId);
    const queue = core.shipping.listQueue({ accountId, offset: 0, limit: 500 });
    expect(whole.orders).toBe(queue.total);
    const items = queue.rows.reduce((n, row) => n + row.items.reduce((m, i) => m + i.quantity, 0), 0);
    expect(whole.lines.reduce((n, line) => n + line.quantity, 0)).toBe(items);
  });

  it('is sorted by bin in natural order, the lines without a bin last and by title', async () => {
    const { core, accountId, offers } = await morning();
    core.picking.setBin(accountId, offers.c, 'A-10');
    core.picking.setBin(accountId, offers.b, 'a-2');
    const list = core.picking.list(accountId);
    const binned = list.lines.filter((line) => line.bin !== null);
    expect(binned.map((line) => [line.bin, line.id])).toEqual([
      ['a-2', `ean:${EAN}`],
      ['A-10', 'externalId:SHELF-MUG-1'],
    ]);
    expect(list.lines.slice(0, 2)).toEqual(binned);
    const titles = list.lines.slice(2).map((line) => line.title);
    expect(titles).toEqual([...titles].sort((x, y) => x.localeCompare(y, 'pl', { sensitivity: 'base' })));

    // A bin cleared is no bin; a bin of an offer the copy lacks is refused.
    core.picking.setBin(accountId, offers.c, '  ');
    expect(core.picking.bin(accountId, offers.c)).toEqual({ offerId: offers.c, bin: null });
    expect(() => core.picking.setBin(accountId, '999999999', 'B-1')).toThrow(/not in the local copy/);
  });
});
