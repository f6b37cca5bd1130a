import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import { orderDetail } from '../../../electron/core/domains/orders/order-detail';
import { createStatementCache, type StatementCache } from '../../../electron/core/db/statements';
import { dbFile } from '../../helpers/migrations';
import { insertAccount, insertOrder } from '../../helpers/rows';

describe('an order detail', () => {
  it('finds the orders merged into it through their index, not by reading every order of the account', () => {
    const db = openDatabase(dbFile());
    insertAccount(db);
    for (let i = 0; i < 200; i++) insertOrder(db, `other-${i}`, 'READY_FOR_PROCESSING', `buyer${i}`);
    for (const id of ['merged', 'b-part', 'a-part']) insertOrder(db, id, 'BOUGHT', 'jan');
    db.prepare("UPDATE orders SET superseded_by = 'merged' WHERE id IN ('a-part', 'b-part')").run();
    const cache = createStatementCache(db);
    const prepared: string[] = [];
    const statements = (<R>(sql: string) => {
      prepared.push(sql);
      return cache<R>(sql);
    }) as StatementCache;

    expect(orderDetail(statements, 'demo:1', 'merged')?.supersedes).toEqual(['a-part', 'b-part']);
    const supersedes = prepared.filter((sql) => sql.includes('superseded_by = ?'));
    expect(supersedes).toHaveLength(1);
    const plan = db
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${supersedes[0]}`)
      .all('demo:1', 'merged')
      .map((step) => step.detail);
    expect(plan.join('\n')).toContain('USING INDEX orders_superseded');
    db.close();
  });

  it.each([
    [
      'typed ids',
      {
        ids: [
          { type: 'PL_NIP', value: '5250001009' },
          { type: 'NEW_KIND', value: 'X1' },
        ],
        taxId: '5250001009',
      },
      [
        { type: 'PL_NIP', value: '5250001009' },
        { type: 'NEW_KIND', value: 'X1' },
      ],
    ],
    ['the deprecated taxId alone', { taxId: '5250001009' }, [{ type: null, value: '5250001009' }]],
    ['none', {}, []],
  ])('reads the buyer’s tax ids from %s', (_case, company, taxIds) => {
    const db = openDatabase(dbFile());
    insertAccount(db);
    insertOrder(db, 'o1', 'READY_FOR_PROCESSING', 'jan');
    const raw = {
      id: 'o1',
      invoice: {
        required: true,
        address: { company: { name: 'Firma', ...company, vatPayerStatus: 'ACTIVE' } },
      },
    };
    db.prepare('UPDATE orders SET raw = ?').run(JSON.stringify(raw));
    const detail = orderDetail(createStatementCache(db), 'demo:1', 'o1')!;
    expect(detail.invoice).toMatchObject({ required: true, taxIds, vatPayerStatus: 'ACTIVE' });
    db.close();
  });
});
