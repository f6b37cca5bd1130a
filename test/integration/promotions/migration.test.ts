import { describe, expect, it } from 'vitest';
import { createPromotionsRepo } from '../../../electron/core/domains/promotions/promotions-repo';
import { profileKept, seedAccountWithProfile, upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const promo = (id: string, offerIds: string[], raw = '{}') => ({
  id,
  type: 'MULTIPACK' as const,
  status: 'ACTIVE',
  label: 'MULTIPACK',
  raw,
  offerIds,
});

describe('migration 053', () => {
  it('adds promotions and the offers each names: by type, found by offer, gone with their account', () => {
    const db = upgradedTo(53, seedAccountWithProfile);
    expect(profileKept(db)).toEqual({ kind: 'me' });
    const repo = createPromotionsRepo(db);
    expect(repo.replace('demo:1', 'MULTIPACK', [promo('p1', ['o1']), promo('p2', ['o1', 'o2'])], 1)).toBe(
      true,
    );
    const byOffer = (offerId: string) =>
      db
        .prepare<[string], { promotion_id: string }>(
          'SELECT promotion_id FROM promotion_offers WHERE offer_id = ? ORDER BY promotion_id',
        )
        .all(offerId)
        .map((r) => r.promotion_id);
    expect(byOffer('o1')).toEqual(['p1', 'p2']);
    expect(() =>
      db
        .prepare(
          "INSERT INTO promotions (account_id, id, type, status, label, raw, stored_at) VALUES ('demo:1', 'x', 'GIFT', 'ACTIVE', 'x', '{}', 1)",
        )
        .run(),
    ).toThrow(/CHECK/);
    // A created promotion takes the marketplace's id: its offers follow it.
    repo.rename('demo:1', 'p2', 'p9');
    expect(byOffer('o2')).toEqual(['p9']);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM promotion_offers').get()).toEqual({ n: 0 });
    db.close();
  });

  it('a type is replaced whole, except promotions made here or with a change on its way', () => {
    const db = upgradedTo(53, (old) => insertAccount(old));
    const repo = createPromotionsRepo(db);
    repo.replace('demo:1', 'MULTIPACK', [promo('p1', ['o1']), promo('p2', ['o2'])], 1);
    repo.put('demo:1', promo('local-1', ['o3']), 1);
    db.prepare(
      `INSERT INTO outbox_changes (account_id, entity_type, entity_id, kind, fields, previous, state, created_at, updated_at)
       VALUES ('demo:1', 'promotion', 'p2', 'promotion.end', '{}', '{}', 'queued', 1, 1)`,
    ).run();
    repo.setStatus('demo:1', 'p2', 'INACTIVE');
    expect(repo.replace('demo:1', 'MULTIPACK', [promo('p2', ['o2'])], 2)).toBe(true);
    const ids = db
      .prepare<[], { id: string; status: string }>('SELECT id, status FROM promotions ORDER BY id')
      .all();
    expect(ids).toEqual([
      { id: 'local-1', status: 'ACTIVE' },
      { id: 'p2', status: 'INACTIVE' },
    ]);
    db.close();
  });
});
