import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import type { PackingSettings } from '../../../shared/settings';
import { shippableOrder, startedPackingCore } from '../../helpers/parcels';

let market: DemoMarket;
let core: Core;
let accountId: string;
const orders: string[] = [];

beforeAll(async () => {
  ({ market, core, accountId } = await startedPackingCore((m) => {
    for (let i = 0; i < 4; i++) orders.push(shippableOrder(m).id);
  }));
}, 90_000);
afterAll(async () => {
  await core.close();
  await market.close();
});

const packing = (settings: Partial<PackingSettings>) =>
  core.settings.update({ packing: { ...core.settings.get().packing, ...settings } });
const scan = (code: string, more: { packHere?: boolean; checking?: boolean } = {}) =>
  core.shipping.scan({ accountId, code, ...more });

describe('one scan at the packing station, decided in the core', () => {
  it('of an order, with the seller creating parcels: opens it, with its packing view, and makes nothing', async () => {
    packing({ autoShip: false, checkItems: false });
    const answer = await scan(orders[0]!);
    expect(answer).toMatchObject({
      kind: 'order',
      orderId: orders[0],
      by: 'orderId',
      next: { step: 'open' },
    });
    if (answer.kind !== 'order') throw new Error('no order');
    expect(answer.view).toMatchObject({ orderId: orders[0], shipments: [], takenElsewhere: false });
    expect(answer.view.order.id).toBe(orders[0]);
    expect(answer.view.draft).toEqual(core.shipping.draft(accountId, orders[0]!).draft);
    expect(core.shipping.shipments(accountId, orders[0]!)).toEqual([]);
  });

  it('of an order whose items are checked: answers its lines and the codes that mean each', async () => {
    packing({ autoShip: true, checkItems: true });
    const answer = await scan(orders[1]!);
    if (answer.kind !== 'order' || answer.next.step !== 'check') throw new Error('not checked');
    const order = answer.view.order;
    expect(answer.next.items).toHaveLength(order.lineItems.length);
    answer.next.items.forEach((item, i) => {
      expect(item).toMatchObject({ title: order.lineItems[i]!.offerName, scanned: 0 });
      expect(item.codes).toContain(order.lineItems[i]!.offerId);
    });
    expect(core.shipping.shipments(accountId, orders[1]!)).toEqual([]);
  });

  it('while items are checked, a code that is no order is a wrong item; another order opens', async () => {
    packing({ autoShip: false, checkItems: true });
    expect(await scan('no-such-code-42', { checking: true })).toEqual({ kind: 'wrongItem' });
    expect(await scan(orders[2]!, { checking: true })).toMatchObject({ kind: 'order', orderId: orders[2] });
    expect(await scan('no-such-code-42')).toEqual({ kind: 'notFound' });
  });

  it('of an order, with a scan that ships: has shipped it and answers the view after the parcel', async () => {
    packing({ autoShip: true, checkItems: false });
    const answer = await scan(orders[3]!);
    if (answer.kind !== 'order' || answer.next.step !== 'ship') throw new Error('not shipped');
    expect(answer.next.result.status).toBe('shipped');
    expect(answer.view.shipments).toHaveLength(1);
  });

  it('the packing view read again is null while nothing of the order changed, and new once it did', async () => {
    const first = core.shipping.packingView(accountId, orders[0]!)!;
    expect(core.shipping.packingView(accountId, orders[0]!, undefined, first.version)).toBeNull();
    const other = core.shipping.packingView(accountId, orders[3]!)!;
    expect(other.version).not.toBe(first.version);
    await core.shipping.ship({ accountId, orderId: orders[0]!, additional: false });
    expect(
      core.shipping.packingView(accountId, orders[0]!, undefined, first.version)?.shipments,
    ).toHaveLength(1);
  });
});
