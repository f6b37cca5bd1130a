import { describe, expect, it } from 'vitest';
import { createClaimsRepo, type StoredClaim } from '../../../electron/core/domains/claims/claims-repo';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount, insertOrder } from '../../helpers/rows';

const claim = (
  id: string,
  lineItemId: string,
  status: StoredClaim['status'] = 'IN_PROGRESS',
): StoredClaim => ({
  id,
  status,
  type: 'MANUAL',
  quantity: 1,
  commission: { amount: '4.20', currency: 'PLN' },
  buyerId: 'b1',
  lineItemId,
  offerId: 'o1',
  createdAt: '2026-03-01T10:00:00.000Z',
  orderId: null,
  raw: JSON.stringify({ id, status }),
});

describe('migration 062', () => {
  it('adds refund claims found by their line item’s order, kept from the sync while a change is on its way', () => {
    const db = upgradedTo(62, (old) => {
      insertAccount(old);
      insertOrder(old, 'order-1', 'READY_FOR_PROCESSING', 'buyer');
      old
        .prepare(
          "INSERT INTO order_line_items (account_id, line_item_id, order_id, offer_id) VALUES ('demo:1', 'li-1', 'order-1', 'o1')",
        )
        .run();
    });
    expect(db.prepare('SELECT id FROM orders').get()).toEqual({ id: 'order-1' });
    const repo = createClaimsRepo(db);
    expect(repo.storeListed('demo:1', [claim('c1', 'li-1'), claim('c2', 'li-9', 'CANCELLED')], 1)).toBe(true);
    expect(repo.get('demo:1', 'c1')?.order_id).toBe('order-1');
    expect(repo.get('demo:1', 'c2')?.order_id).toBeNull();
    // The same answer again changes nothing.
    expect(repo.storeListed('demo:1', [claim('c1', 'li-1')], 2)).toBe(false);
    expect(repo.countingFor('demo:1', 'li-1')).toBe(1);
    expect(repo.countingFor('demo:1', 'li-9')).toBe(0);

    // A withdrawal on its way: an older read does not undo it.
    repo.setStatus('demo:1', 'c1', 'CANCELLED');
    db.prepare(
      `INSERT INTO outbox_changes (account_id, entity_type, entity_id, kind, fields, previous, state, created_at, updated_at)
       VALUES ('demo:1', 'claim', 'c1', 'claim.withdraw', '{}', '{}', 'queued', 1, 1)`,
    ).run();
    expect(repo.storeListed('demo:1', [claim('c1', 'li-1')], 3)).toBe(false);
    expect(repo.get('demo:1', 'c1')?.status).toBe('CANCELLED');

    expect(() =>
      db
        .prepare(
          "INSERT INTO refund_claims (account_id, id, status, line_item_id, quantity, raw, stored_at) VALUES ('demo:1', 'x', 'IN_PROGRESS', 'li', 0, '{}', 1)",
        )
        .run(),
    ).toThrow(/CHECK/);
    repo.setReadingOffset('demo:1', 500);
    expect(repo.readingOffset('demo:1')).toBe(500);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM refund_claims').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM refund_claims_reading').get()).toEqual({ n: 0 });
    db.close();
  });
});
