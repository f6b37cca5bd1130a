import { describe, expect, it } from 'vitest';
import { createConditionsRepo } from '../../../electron/core/domains/after-sales/conditions-repo';
import { profileKept, seedAccountWithProfile, upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const policy = (id: string, name: string) => ({ id, name, raw: JSON.stringify({ id, name }) });

describe('migration 047', () => {
  it('adds the after-sales conditions: kept with the reference data, by kind, gone with their account', () => {
    const db = upgradedTo(47, seedAccountWithProfile);
    expect(profileKept(db)).toEqual({ kind: 'me' });
    const repo = createConditionsRepo(db);
    expect(
      repo.replace('demo:1', 'return-policy', [policy('p2', 'zwroty'), policy('p1', 'Default')], 1),
    ).toBe(true);
    expect(repo.list('demo:1', 'return-policy').map((c) => c.name)).toEqual(['Default', 'zwroty']);
    expect(repo.list('demo:1', 'warranty')).toEqual([]);
    expect(() =>
      db
        .prepare(
          "INSERT INTO after_sales_conditions (account_id, kind, id, name, raw, stored_at) VALUES ('demo:1', 'gift', 'x', 'x', '{}', 1)",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO after_sales_conditions (account_id, kind, id, name, raw, stored_at) VALUES ('nobody', 'warranty', 'x', 'x', '{}', 1)",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(repo.count('demo:1')).toBe(0);
    db.close();
  });

  it('a kind is replaced whole: an unchanged row is not rewritten, an unlisted one goes unless the list was cut short', () => {
    const db = upgradedTo(47, (old) => insertAccount(old));
    const repo = createConditionsRepo(db);
    const storedAt = (id: string) =>
      db
        .prepare<[string], { stored_at: number }>('SELECT stored_at FROM after_sales_conditions WHERE id = ?')
        .get(id)?.stored_at;
    repo.replace('demo:1', 'implied-warranty', [policy('a', 'A'), policy('b', 'B')], 1);
    expect(repo.replace('demo:1', 'implied-warranty', [policy('a', 'A'), policy('b', 'B')], 2)).toBe(false);
    expect(storedAt('a')).toBe(1);
    expect(repo.replace('demo:1', 'implied-warranty', [policy('a', 'A2')], 3, false)).toBe(true);
    expect(repo.list('demo:1', 'implied-warranty').map((c) => [c.id, c.name])).toEqual([
      ['a', 'A2'],
      ['b', 'B'],
    ]);
    expect(storedAt('a')).toBe(3);
    expect(repo.replace('demo:1', 'implied-warranty', [policy('a', 'A2')], 4)).toBe(true);
    expect(repo.list('demo:1', 'implied-warranty').map((c) => c.id)).toEqual(['a']);
    db.close();
  });
});
