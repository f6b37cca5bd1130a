import { describe, expect, it } from 'vitest';
import { createBatchRepo } from '../../../electron/core/domains/offers/batch-repo';
import { createChangeRepo, type NewChange } from '../../../electron/core/outbox/change-repo';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const edit = (entityId: string, fields: NewChange['fields']): NewChange => ({
  accountId: 'demo:1',
  entityType: 'offer',
  entityId,
  kind: 'offer.edit',
  batchId: null,
  fields,
  previous: {},
  request: fields,
});

describe('migration 044: the outbox', () => {
  it('keeps the accounts it finds, and its tables hold their invariants', () => {
    const db = upgradedTo(44, (old) => insertAccount(old));
    expect(db.prepare('SELECT id FROM accounts').all()).toEqual([{ id: 'demo:1' }]);
    const changes = createChangeRepo(db);
    const batches = createBatchRepo(db);

    // One entity's changes go in order: only the oldest open one is due, and one per entity.
    const first = changes.insert(edit('o-1', { stock: 1 }), 100);
    const second = changes.insert(edit('o-1', { stock: 2, name: 'Nowa' }), 100);
    const other = changes.insert(edit('o-2', { stock: 5 }), 100);
    expect(changes.due(100, 10).map((c) => c.id)).toEqual([first, other]);
    expect(changes.openFields('demo:1', 'offer', 'o-1')).toEqual({ stock: 2, name: 'Nowa' });

    // Guarded moves: a change leaves a state once; the next one of the entity is due when it is settled.
    expect(changes.move(first, 'queued', 'sending', 200)).toBe(true);
    expect(changes.move(first, 'queued', 'sending', 200)).toBe(false);
    expect(changes.due(200, 10).map((c) => c.id)).toEqual([first, other]);
    expect(changes.move(first, 'sending', 'sent', 300)).toBe(true);
    expect(changes.get(first)).toMatchObject({ state: 'sent', done_at: 300, next_at: null });
    expect(changes.due(300, 10).map((c) => c.id)).toEqual([second, other]);
    // A change waiting for its time is not due before it.
    expect(changes.move(other, 'queued', 'queued', 300, { next: 5000, attempts: 1 })).toBe(true);
    expect(changes.due(400, 10).map((c) => c.id)).toEqual([second]);
    expect(changes.wake(400)).toBeGreaterThan(0);
    expect(changes.due(400, 10).map((c) => c.id)).toEqual([second, other]);

    // A batch waits for the older open changes of its offers, then goes as one.
    const batch = batches.insert(
      'demo:1',
      'publication',
      'c0ffee00-0000-4000-8000-000000000001',
      { x: 1 },
      500,
    );
    changes.insert(
      { ...edit('o-1', { status: 'ENDED' }), kind: 'offer.publication', batchId: batch, request: null },
      500,
    );
    expect(batches.due(500, 10)).toEqual([]);
    changes.move(second, 'queued', 'failed', 600, {
      errors: [{ path: 'name', code: 'X', userMessage: 'nie' }],
    });
    expect(batches.due(600, 10).map((b) => b.id)).toEqual([batch]);
    // Batch changes are not due on their own.
    expect(changes.due(600, 10).map((c) => c.kind)).toEqual(['offer.edit']);

    // A command id is used once; a change's kind and batch agree; states are the known ones.
    expect(() => batches.insert('demo:1', 'price', 'c0ffee00-0000-4000-8000-000000000001', {}, 1)).toThrow(
      /UNIQUE/,
    );
    expect(() =>
      db
        .prepare(
          `INSERT INTO outbox_changes (account_id, entity_type, entity_id, kind, fields, previous, state, created_at,
           updated_at) VALUES ('demo:1', 'offer', 'o-3', 'offer.price', '{}', '{}', 'queued', 1, 1)`,
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() => db.prepare(`UPDATE outbox_changes SET state = 'lost' WHERE id = ?`).run(first)).toThrow(
      /CHECK/,
    );

    // Removing the account removes its changes, batches with them.
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM outbox_changes').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM outbox_batches').get()).toEqual({ n: 0 });
    db.close();
  });
});
