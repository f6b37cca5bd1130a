import { describe, expect, it } from 'vitest';
import { createPaymentOperationsRepo } from '../../../electron/core/payments/payment-operations-repo';
import { paymentOperationsFrom } from '../../../electron/core/market/records/payment-operation';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

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
    const db = upgradedTo(59, (old) => {
      insertAccount(old);
      old
        .prepare(
          `INSERT INTO orders (account_id, id, status, buyer_login, buyer_login_key, raw, synced_at)
           VALUES ('demo:1', 'o1', 'READY_FOR_PROCESSING', 'kupujacy', 'kupujacy', '{"payment":{"id":"p-1"}}', 1)`,
        )
        .run();
    });
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
});
