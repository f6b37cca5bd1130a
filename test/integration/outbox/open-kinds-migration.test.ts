import { describe, expect, it } from 'vitest';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const insert = (kind: string, entityType: string, batchId: number | null = null) =>
  `INSERT INTO outbox_changes (account_id, entity_type, entity_id, kind, batch_id, fields, previous, state,
     created_at, updated_at) VALUES ('demo:1', '${entityType}', 'e-1', '${kind}', ${batchId ?? 'NULL'}, '{}', '{}',
     'queued', 1, 1)`;

describe('migration 050: the outbox takes any kind of change', () => {
  it('keeps the changes it finds, takes new kinds, and still keeps batch kinds to batches', () => {
    const db = upgradedTo(50, (old) => {
      insertAccount(old);
      old.exec(insert('offer.edit', 'offer'));
      old.exec(insert('rating.answer', 'rating'));
      expect(() => old.exec(insert('promotion.create', 'promotion'))).toThrow(/CHECK/);
    });
    expect(db.prepare('SELECT id, kind FROM outbox_changes ORDER BY id').all()).toEqual([
      { id: 1, kind: 'offer.edit' },
      { id: 2, kind: 'rating.answer' },
    ]);
    db.exec(insert('promotion.create', 'promotion'));
    db.exec(insert('after-sales.edit', 'after-sales'));
    expect(() => db.exec(insert('Offer Edit', 'offer'))).toThrow(/CHECK/);
    expect(() => db.exec(insert('offer.edit', 'Offer'))).toThrow(/CHECK/);
    expect(() => db.exec(insert('offer.price', 'offer'))).toThrow(/CHECK/);
    const indexes = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE tbl_name = 'outbox_changes' AND type = 'index' ORDER BY name",
      )
      .pluck()
      .all();
    expect(indexes).toEqual(['outbox_changes_by_batch', 'outbox_changes_by_entity', 'outbox_changes_open']);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM outbox_changes').get()).toEqual({ n: 0 });
  });
});
