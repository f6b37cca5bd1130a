import { describe, expect, it } from 'vitest';
import { createClaimsRepo, type StoredClaim } from '../../../electron/core/domains/claims/claims-repo';
import type { Db } from '../../../electron/core/db/open';
import { reopenedNewest, upgradedTo } from '../../helpers/migrations';
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
  buyerLogin: null,
  lineItemId,
  offerId: 'o1',
  createdAt: '2026-03-01T10:00:00.000Z',
  orderId: null,
  raw: JSON.stringify({ id, status }),
});

/** Account demo:1 with order `order-1` of this buyer, holding line item `li-1`. */
function orderWithLineItem(db: Db, buyerLogin: string): void {
  insertAccount(db);
  insertOrder(db, 'order-1', 'READY_FOR_PROCESSING', buyerLogin);
  db.prepare(
    "INSERT INTO order_line_items (account_id, line_item_id, order_id, offer_id) VALUES ('demo:1', 'li-1', 'order-1', 'o1')",
  ).run();
}

describe('migration 062', () => {
  it('adds refund claims found by their line item’s order, kept from the sync while a change is on its way', () => {
    const migrated = upgradedTo(62, (old) => {
      orderWithLineItem(old, 'buyer');
    });
    expect(migrated.prepare('SELECT id FROM orders').get()).toEqual({ id: 'order-1' });
    const db = reopenedNewest(migrated);
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

describe('migration 082', () => {
  it('keeps a login with each claim: that of its order in the local copy, none for a claim whose order is not there', () => {
    const db = upgradedTo(82, (old) => {
      orderWithLineItem(old, 'kasia_k');
      const insert = old.prepare(
        `INSERT INTO refund_claims (account_id, id, status, line_item_id, buyer_id, quantity, raw, stored_at)
         VALUES ('demo:1', ?, 'GRANTED', ?, 'b1', 1, '{}', 1)`,
      );
      insert.run('c1', 'li-1');
      insert.run('c2', 'li-old');
    });
    const rows = db
      .prepare('SELECT id, status, buyer_id, buyer_login, buyer_sought_at FROM refund_claims ORDER BY id')
      .all();
    expect(rows).toEqual([
      { id: 'c1', status: 'GRANTED', buyer_id: 'b1', buyer_login: 'kasia_k', buyer_sought_at: null },
      { id: 'c2', status: 'GRANTED', buyer_id: 'b1', buyer_login: null, buyer_sought_at: null },
    ]);
    // Only the claim without a login waits for its buyer to be found.
    const repo = createClaimsRepo(db);
    expect(repo.awaitingBuyer('demo:1', 10).map((c) => c.id)).toEqual(['c2']);
    repo.setBuyer('demo:1', 'c2', { soughtAt: 5 });
    expect(repo.awaitingBuyer('demo:1', 10)).toEqual([]);
    // The marketplace's next answer for a claim does not take away the login found for it.
    repo.storeListed('demo:1', [{ ...claim('c1', 'li-1', 'GRANTED'), raw: '{"changed":true}' }], 6);
    expect(repo.get('demo:1', 'c1')?.buyer_login).toBe('kasia_k');
    db.close();
  });
});
