import { describe, expect, it } from 'vitest';
import { orderFromForm } from '../../../electron/core/domains/orders/order-records';
import { createOrdersRepo } from '../../../electron/core/domains/orders/orders-repo';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount, insertOrder } from '../../helpers/rows';

const form = (status: string, revision: string) =>
  orderFromForm({
    id: 'o1',
    status: 'READY_FOR_PROCESSING',
    fulfillment: { status },
    buyer: { login: 'buyer' },
    lineItems: [],
    revision,
  });

describe('migration 069: the packing station’s writes of orders', () => {
  it('keeps the orders it finds, unmarked, so the sync’s next answer replaces them', () => {
    const db = upgradedTo(69, (old) => {
      insertAccount(old);
      insertOrder(old, 'o1', 'READY_FOR_PROCESSING', 'buyer');
    });
    expect(db.prepare('SELECT id, station_changed_at AS at FROM orders').get()).toEqual({
      id: 'o1',
      at: null,
    });
    const orders = createOrdersRepo(db);
    expect(orders.upsert('demo:1', form('NEW', 'r1'), 5, { askedAt: 0 })).toBe(true);
    expect(orders.upsert('demo:1', form('PROCESSING', 'r2'), 10, { station: true })).toBe(true);
    expect(db.prepare('SELECT station_changed_at AS at FROM orders').get()).toEqual({ at: 10 });
    expect(orders.upsert('demo:1', form('NEW', 'r1'), 12, { askedAt: 9 })).toBe(false);
    expect(orders.state('demo:1', 'o1')?.revision).toBe('r2');
  });
});
