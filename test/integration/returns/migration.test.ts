import { describe, expect, it } from 'vitest';
import { createReturnsRepo } from '../../../electron/core/domains/returns/returns-repo';
import { reopenedNewest, upgradedTo } from '../../helpers/migrations';
import { insertAccount, insertOrder } from '../../helpers/rows';

const aReturn = (id: string, orderId: string, createdAt: string, status = 'DELIVERED') => ({
  id,
  orderId,
  status,
  createdAt,
  referenceNumber: '1234/Z01',
  buyerLogin: 'kupiec',
  items: [
    {
      offerId: 'o1',
      name: 'Kubek',
      quantity: 1,
      price: { amount: '20.00', currency: 'PLN' },
      reason: 'MISTAKE',
      comment: null,
    },
  ],
  parcels: [
    { waybill: 'W1', carrierId: 'DPD', createdAt, transportingWaybill: null, transportingCarrierId: null },
  ],
  rejection: null,
});

describe('migration 061', () => {
  it('adds returns and refunds: newest first, by order, kept through the upgrade, gone with their account', () => {
    const upgraded = upgradedTo(61, (old) => {
      insertAccount(old);
      insertOrder(old, 'ord-1', 'READY_FOR_PROCESSING', 'kupiec');
    });
    expect(upgraded.prepare('SELECT id FROM orders').get()).toEqual({ id: 'ord-1' });
    // The repository is written against the newest tables.
    const db = reopenedNewest(upgraded);
    const repo = createReturnsRepo(db);
    expect(
      repo.putReturns(
        'demo:1',
        [
          aReturn('r1', 'ord-1', '2026-03-01T10:00:00.000Z'),
          aReturn('r2', 'ord-2', '2026-03-02T10:00:00.000Z', 'CREATED'),
        ],
        1,
      ),
    ).toBe(true);
    // The same answer again changes nothing.
    expect(repo.putReturns('demo:1', [aReturn('r1', 'ord-1', '2026-03-01T10:00:00.000Z')], 2)).toBe(false);
    expect(repo.listReturns('demo:1', null, 0, 10).rows.map((r) => r.id)).toEqual(['r2', 'r1']);
    expect(repo.listReturns('demo:1', 'CREATED', 0, 10)).toMatchObject({ total: 1, rows: [{ id: 'r2' }] });
    expect(repo.returnsOfOrder('demo:1', 'ord-1').map((r) => r.id)).toEqual(['r1']);
    repo.putRefund(
      'demo:1',
      {
        id: 'local-1',
        paymentId: 'p1',
        orderId: 'ord-1',
        returnId: 'r1',
        status: 'NEW',
        reason: 'REFUND',
        total: { amount: '20.00', currency: 'PLN' },
        createdAt: '2026-03-03T10:00:00.000Z',
      },
      { reason: 'REFUND' },
      1,
    );
    repo.renameRefund('demo:1', 'local-1', 'f1');
    expect(repo.refundsOfOrder('demo:1', 'ord-1')).toMatchObject([
      { id: 'f1', returnId: 'r1', waiting: false, total: { amount: '20.00' } },
    ]);
    expect(repo.count('demo:1')).toBe(3);
    expect(() =>
      db
        .prepare(
          "INSERT INTO refunds (account_id, id, payment_id, order_id, status, total, currency, created_at, raw, stored_at) VALUES ('demo:1', 'x', 'p', 'o', 'NEW', '1', 'PLN', 1, 'not json', 1)",
        )
        .run(),
    ).toThrow(/CHECK/);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(repo.count('demo:1')).toBe(0);
    db.close();
  });

  it('a return whose rejection waits in the outbox is left as the seller set it by a later read', () => {
    const db = reopenedNewest(upgradedTo(61, (old) => insertAccount(old)));
    const repo = createReturnsRepo(db);
    repo.putReturns('demo:1', [aReturn('r1', 'ord-1', '2026-03-01T10:00:00.000Z')], 1);
    repo.setRejection('demo:1', 'r1', 'REJECTED', { code: 'ITEM_FIXED', reason: null });
    db.prepare(
      `INSERT INTO outbox_changes (account_id, entity_type, entity_id, kind, fields, previous, state, created_at, updated_at)
       VALUES ('demo:1', 'return', 'r1', 'return.reject', '{}', '{}', 'queued', 1, 1)`,
    ).run();
    expect(repo.putReturns('demo:1', [aReturn('r1', 'ord-1', '2026-03-01T10:00:00.000Z')], 2)).toBe(false);
    expect(repo.getReturn('demo:1', 'r1')).toMatchObject({
      status: 'REJECTED',
      waiting: true,
      rejection: { code: 'ITEM_FIXED' },
    });
    db.close();
  });
});
