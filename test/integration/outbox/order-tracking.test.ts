import { describe, expect, it, vi } from 'vitest';
import { MAIN_SELLER_ID } from '../../../electron/demo-market';
import { stationsClosedAfterEach } from '../../helpers/station';

const openStation = stationsClosedAfterEach();

/** A station whose local copy holds a paid order of three line items, added before its first sync. */
async function stationWithOrder() {
  const station = await openStation({ streams: [] });
  const { market, core, accountId } = station;
  const offers = market.control
    .offers({ sellerId: MAIN_SELLER_ID })
    .filter((o) => o.status === 'ACTIVE' && o.stock > 5)
    .slice(0, 3)
    .map((o) => ({ offerId: o.id, quantity: 1 }));
  const order = market.control.addOrder({ stage: 'READY_FOR_PROCESSING', offers });
  await core.sync.runOnce({ accountId });
  return { ...station, order, lineItemIds: order.lineItems.map((li) => li.id) };
}

describe('tracking numbers and the status set by hand, through the outbox', () => {
  it('a tracking number whose answer was lost is found by reading the order back, never added twice', async () => {
    const { core, market, accountId, order, lineItemIds } = await stationWithOrder();
    const path = `^/order/checkout-forms/${order.id}/shipments$`;
    market.control.addFault({ kind: 'drop', share: 1, path, method: 'POST', count: 1 });
    const [change] = core.actions.orders.track(accountId, order.id, {
      carrierId: 'DPD',
      waybill: 'LOST-1',
      lineItemIds: lineItemIds.slice(0, 2),
    });
    // Shown at once in the order's detail, waiting in the changes' words.
    expect(core.queries.orders.tracking(accountId, order.id).changes).toEqual([
      expect.objectContaining({ id: change!.id, status: 'waiting', kind: 'order.tracking' }),
    ]);
    core.start();
    // The lost answer leaves it waiting (it may have landed); its next try reads the order back first.
    await vi.waitFor(
      async () => {
        const settled = await core.outbox.settled(change!.id);
        if (settled.state !== 'sent') throw new Error(`still ${settled.state}`);
      },
      { timeout: 30_000 },
    );
    expect(market.control.order({ id: order.id })!.shipments.map((s) => s.lineItemIds)).toEqual([
      lineItemIds.slice(0, 2),
    ]);
    const posts = market.control.requestLog({ path }).filter((e) => e.method === 'POST');
    expect(posts).toHaveLength(1);
    // Read back into the local copy: the order's own tracking number, and nothing waiting any more.
    expect(core.queries.orders.get(accountId, order.id).shipments).toEqual([
      expect.objectContaining({ waybill: 'LOST-1', carrierId: 'DPD', lineItemIds: lineItemIds.slice(0, 2) }),
    ]);
    expect(core.queries.orders.tracking(accountId, order.id).changes).toEqual([]);
  });

  it('the status is set at the revision read; an order changed meanwhile (409) is read again and the status set', async () => {
    const { core, market, accountId, order } = await stationWithOrder();
    const path = `^/order/checkout-forms/${order.id}/fulfillment$`;
    market.control.addFault({ kind: 'status', status: 409, share: 1, path, method: 'PUT', count: 1 });
    const [change] = core.actions.orders.setStatus(accountId, order.id, 'SENT');
    core.start();
    expect((await core.outbox.settled(change!.id)).state).toBe('sent');
    expect(market.control.order({ id: order.id })!.fulfillment).toBe('SENT');
    expect(core.queries.orders.get(accountId, order.id).fulfillmentStatus).toBe('SENT');
    const puts = market.control.requestLog({ path }).filter((e) => e.method === 'PUT');
    expect(puts).toHaveLength(2);
  });

  it('refuses before storing: an unknown order, OTHER without a name, a line item not in the order, RETURNED', async () => {
    const { core, accountId, order } = await stationWithOrder();
    const track = (input: Parameters<typeof core.actions.orders.track>[2], orderId = order.id) => {
      try {
        core.actions.orders.track(accountId, orderId, input);
        return null;
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };
    expect(track({ carrierId: 'DPD', waybill: 'W' }, 'no-such-order')).toBe('NOT_FOUND');
    expect(track({ carrierId: 'OTHER', waybill: 'W' })).toBe('VALIDATION_FAILED');
    expect(track({ carrierId: 'OTHER', carrierName: 'x'.repeat(31), waybill: 'W' })).toBe(
      'VALIDATION_FAILED',
    );
    expect(track({ carrierId: 'TELEPORT', waybill: 'W' })).toBe('VALIDATION_FAILED');
    expect(track({ carrierId: 'DPD', waybill: 'W', lineItemIds: ['nope'] })).toBe('VALIDATION_FAILED');
    expect(track({ carrierId: 'DPD', waybill: 'x'.repeat(65) })).toBe('VALIDATION_FAILED');
    expect(() => core.actions.orders.setStatus(accountId, order.id, 'RETURNED')).toThrow();
    expect(core.outbox.list({ accountIds: [accountId], limit: 10 })).toEqual([]);
  });
});
