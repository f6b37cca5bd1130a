import { describe, expect, it } from 'vitest';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const operation = (wallet: string) => ({
  id: `op-${wallet}`,
  wallet,
});

const insertOperation = (db: ReturnType<typeof upgradedTo>, op: { id: string; wallet: string }) =>
  db
    .prepare(
      `INSERT INTO payment_operations (account_id, id, occurred_at, occurred_ms, type, op_group, wallet_type,
         currency, value_amount, value_cents, raw, stored_at)
       VALUES ('demo:1', ?, '2026-03-01T10:00:00Z', 1, 'CONTRIBUTION', 'INCOME', ?, 'PLN', '1.00', 100, '{}', 1)`,
    )
    .run(op.id, op.wallet);

const insertCategory = (db: ReturnType<typeof upgradedTo>, id: string, inputType: string) =>
  db
    .prepare(
      `INSERT INTO compatibility_categories (account_id, category_id, name, items_type, input_type, max_rows)
       VALUES ('demo:1', ?, 'Dywaniki', 'CAR', ?, 200)`,
    )
    .run(id, inputType);

describe('migration 072: values the marketplace adds are kept', () => {
  it('keeps every row and index, and then takes a wallet type and an input type it does not know', () => {
    const db = upgradedTo(72, (old) => {
      insertAccount(old);
      insertOperation(old, operation('AVAILABLE'));
      insertCategory(old, '4094', 'ID');
      expect(() => insertOperation(old, operation('NEW_WALLET'))).toThrow(/CHECK/);
    });
    expect(db.prepare('SELECT id, wallet_type AS w FROM payment_operations').all()).toEqual([
      { id: 'op-AVAILABLE', w: 'AVAILABLE' },
    ]);
    insertOperation(db, operation('NEW_WALLET'));
    insertCategory(db, '147663', 'NEW_INPUT');
    expect(
      db.prepare('SELECT category_id AS id, input_type AS t FROM compatibility_categories ORDER BY 1').all(),
    ).toEqual([
      { id: '147663', t: 'NEW_INPUT' },
      { id: '4094', t: 'ID' },
    ]);
    const indexes = db
      .prepare<[], { name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'payment_operations' AND sql IS NOT NULL ORDER BY name",
      )
      .all()
      .map((r) => r.name);
    expect(indexes).toEqual([
      'payment_operations_by_payment',
      'payment_operations_by_time',
      'payment_operations_by_wallet',
    ]);
    db.prepare('DELETE FROM accounts').run();
    expect(db.prepare('SELECT COUNT(*) AS n FROM payment_operations').get()).toEqual({ n: 0 });
  });
});
