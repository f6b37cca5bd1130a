import { describe, expect, it } from 'vitest';
import { createPaymentOperationsRepo } from '../../../electron/core/domains/payments/payment-operations-repo';
import { paymentOperationsFrom } from '../../../electron/core/domains/payments/payment-operation-records';
import { createPaymentQueries } from '../../../electron/core/domains/payments/payment-queries';
import { orderFromForm } from '../../../electron/core/domains/orders/order-records';
import { createOrdersRepo } from '../../../electron/core/domains/orders/orders-repo';
import { reopenedNewest, upgradedTo, upgradedWithRow } from '../../helpers/migrations';
import { insertAccount, insertOrder } from '../../helpers/rows';

const page = {
  paymentOperations: [
    {
      type: 'CONTRIBUTION',
      group: 'INCOME',
      wallet: { paymentOperator: 'PAYU', type: 'WAITING', balance: { amount: '120.00', currency: 'PLN' } },
      value: { amount: '120.00', currency: 'PLN' },
      occurredAt: '2026-03-01T10:00:00Z',
      payment: { id: 'p-1' },
      participant: { id: 'b1', login: 'kupujacy', firstName: 'Anna', lastName: 'Nowak' },
    },
    // Not a wallet the local copy knows: left out, but counted as read.
    {
      type: 'BLOCKADE',
      group: 'BLOCKADES',
      wallet: { type: 'FROZEN' },
      value: { amount: '1', currency: 'PLN' },
    },
  ],
  count: 2,
  totalCount: 2,
};

describe('migration 059', () => {
  it('adds payment operations and their read passes, kept per account and gone with it', () => {
    const db = upgradedWithRow(
      59,
      `INSERT INTO orders (account_id, id, status, buyer_login, buyer_login_key, raw, synced_at)
           VALUES ('demo:1', 'o1', 'READY_FOR_PROCESSING', 'kupujacy', 'kupujacy', '{"payment":{"id":"p-1"}}', 1)`,
    );
    const parsed = paymentOperationsFrom(page);
    expect(parsed.count).toBe(2);
    expect(parsed.operations).toHaveLength(1);
    // The same operation written with or without fractional seconds is one operation.
    const again = paymentOperationsFrom({
      paymentOperations: [{ ...page.paymentOperations[0], occurredAt: '2026-03-01T10:00:00.000Z' }],
    });
    expect(again.operations[0]!.id).toBe(parsed.operations[0]!.id);

    const repo = createPaymentOperationsRepo(db);
    const pass = { since: '2026-01-01T00:00:00.000Z', until: '2026-03-02T00:00:00.000Z', offset: 50 };
    expect(repo.storePage('demo:1', 'WAITING', parsed.operations, pass, 1)).toBe(true);
    expect(repo.storePage('demo:1', 'WAITING', parsed.operations, pass, 2)).toBe(false);
    repo.storePage('demo:1', 'WAITING', again.operations, pass, 2);
    expect(repo.count('demo:1')).toBe(1);
    expect(repo.pass('demo:1', 'WAITING')).toEqual(pass);
    expect(repo.newestAt('demo:1', 'WAITING')).toBe('2026-03-01T10:00:00.000Z');
    expect(repo.newestAt('demo:1', 'AVAILABLE')).toBeNull();
    // The order is found by its payment through the index on the orders' JSON.
    const plan = db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT id FROM orders WHERE account_id = 'demo:1' AND json_extract(raw, '$.payment.id') = 'p-1'",
      )
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/orders_by_payment/);
    repo.storePage('demo:1', 'WAITING', [], null, 3);
    expect(repo.pass('demo:1', 'WAITING')).toBeNull();
    expect(() =>
      db
        .prepare(
          "INSERT INTO payment_operation_reads (account_id, wallet_type, since, until, next_offset) VALUES ('demo:1', 'FROZEN', 'a', 'b', 0)",
        )
        .run(),
    ).toThrow(/CHECK/);
    repo.storePage('demo:1', 'AVAILABLE', [], pass, 4);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    for (const table of ['payment_operations', 'payment_operation_reads'])
      expect(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
    db.close();
  });

  it("066 keeps each order's payment id in an indexed column, filled from the JSON and by every write", () => {
    let db = upgradedTo(66, (old) => {
      insertAccount(old);
      const raws: Record<string, string> = {
        o1: JSON.stringify({ payment: { id: 'p-1', type: 'ONLINE' } }),
        o2: JSON.stringify({ payment: { id: 7 } }),
        o3: JSON.stringify({ payment: null }),
        o4: '{}',
      };
      for (const [id, raw] of Object.entries(raws)) {
        insertOrder(old, id, 'READY_FOR_PROCESSING', 'kupujacy');
        old.prepare('UPDATE orders SET raw = ? WHERE id = ?').run(raw, id);
      }
    });
    const paymentIds = () => db.prepare('SELECT id, payment_id FROM orders ORDER BY id').all();
    // A number is no payment id.
    expect(paymentIds()).toEqual([
      { id: 'o1', payment_id: 'p-1' },
      { id: 'o2', payment_id: null },
      { id: 'o3', payment_id: null },
      { id: 'o4', payment_id: null },
    ]);

    // The orders' writes fill it: a new order, and one whose payment changed since.
    db = reopenedNewest(db);
    const orders = createOrdersRepo(db);
    const form = (id: string, payment: string) => ({
      id,
      status: 'READY_FOR_PROCESSING',
      buyer: { login: 'kupujacy' },
      payment: { id: payment },
      lineItems: [],
    });
    orders.upsert('demo:1', orderFromForm(form('o5', 'p-5')), 1);
    orders.upsert('demo:1', orderFromForm(form('o1', 'p-1b')), 2);
    expect(paymentIds()).toEqual([
      { id: 'o1', payment_id: 'p-1b' },
      { id: 'o2', payment_id: null },
      { id: 'o3', payment_id: null },
      { id: 'o4', payment_id: null },
      { id: 'o5', payment_id: 'p-5' },
    ]);

    // An operation finds its order through the column's index, without reading any order's JSON.
    const operation = (paymentId: string) => ({
      ...page.paymentOperations[0],
      payment: { id: paymentId },
      occurredAt: `2026-03-0${paymentId.length}T10:00:00Z`,
    });
    const parsed = paymentOperationsFrom({ paymentOperations: [operation('p-5'), operation('p-1b')] });
    createPaymentOperationsRepo(db).storePage('demo:1', 'WAITING', parsed.operations, null, 3);
    const queries = createPaymentQueries(db);
    expect(queries.ofPayment('demo:1', 'p-5').map((row) => row.orderId)).toEqual(['o5']);
    expect(queries.ofPayment('demo:1', 'p-1b').map((row) => row.orderId)).toEqual(['o1']);
    const plan = db
      .prepare("EXPLAIN QUERY PLAN SELECT id FROM orders WHERE account_id = 'demo:1' AND payment_id = 'p-5'")
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/orders_by_payment/);
    db.close();
  });
});
