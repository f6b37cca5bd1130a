import { describe, expect, it } from 'vitest';
import { createCompatibilityRepo } from '../../../electron/core/domains/compatibility/compatibility-repo';
import { profileKept, seedAccountWithProfile, upgradedTo } from '../../helpers/migrations';

const rule = {
  categoryId: '620',
  name: 'Części samochodowe',
  itemsType: 'CAR',
  inputType: 'ID' as const,
  maxRows: 2000,
  maxCharactersPerLine: null,
};

describe('migration 054', () => {
  it('adds the compatibility reference data: rules, makes and vehicles per account, gone with their account', () => {
    const db = upgradedTo(54, seedAccountWithProfile);
    expect(profileKept(db)).toEqual({ kind: 'me' });
    const repo = createCompatibilityRepo(db);
    repo.replaceCategories('demo:1', [rule]);
    expect(repo.category('demo:1', '620')).toEqual(rule);
    repo.replaceGroups('demo:1', 'CAR', [
      { id: 'b', text: 'BMW' },
      { id: 'a', text: 'audi' },
    ]);
    expect(repo.groups('demo:1', 'CAR').map((g) => g.text)).toEqual(['audi', 'BMW']);
    repo.replaceVehicles('demo:1', 'CAR', 'b', [
      { id: '7', groupId: 'b', text: 'BMW 3 (E90) 2004/12-2011/12 320 d 177KM/130kW', raw: '{}' },
    ]);
    expect(repo.vehicles('demo:1', 'CAR', 'b')).toEqual([
      {
        id: '7',
        groupId: 'b',
        text: 'BMW 3 (E90) 2004/12-2011/12 320 d 177KM/130kW',
        model: '3 (E90)',
        type: '2004/12-2011/12 320 d 177KM/130kW',
      },
    ]);
    expect(repo.vehicleText('demo:1', '7')).toMatch(/^BMW 3/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO compatibility_categories (account_id, category_id, name, items_type, input_type, max_rows) VALUES ('demo:1', 'x', 'x', 'CAR', 'LIST', 1)",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() => repo.replaceGroups('nobody', 'CAR', [{ id: 'a', text: 'A' }])).toThrow(/FOREIGN KEY/);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(repo.categories('demo:1')).toEqual([]);
    expect(repo.groups('demo:1', 'CAR')).toEqual([]);
    expect(repo.vehicleText('demo:1', '7')).toBeNull();
    db.close();
  });
});
