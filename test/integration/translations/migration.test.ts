import { describe, expect, it } from 'vitest';
import { createTranslationsRepo } from '../../../electron/core/domains/translations/translations-repo';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const insertOffer = (db: Parameters<typeof insertAccount>[0], id: string) =>
  db
    .prepare(
      "INSERT INTO offers (account_id, id, name, name_key, synced_at) VALUES ('demo:1', ?, 'Kubek', 'kubek', 1)",
    )
    .run(id);

describe('migration 055', () => {
  it('keeps offers’ translations per language, replaced whole, gone with their offer', () => {
    const db = upgradedTo(55, (old) => {
      insertAccount(old);
      insertOffer(old, '100');
    });
    const repo = createTranslationsRepo(db);
    expect(repo.fetchedAt('demo:1', '100')).toBeNull();
    expect(repo.replace('demo:1', '999', [], 5)).toBe(false);
    const title = { text: 'Mug', type: 'MANUAL' as const };
    const description = {
      sections: [{ items: [{ type: 'TEXT', content: '<p>Hrnek</p>' }] }],
      type: 'AUTO' as const,
    };
    expect(
      repo.replace(
        'demo:1',
        '100',
        [
          { language: 'en-US', title, description: null },
          { language: 'cs-CZ', title: null, description },
        ],
        7,
      ),
    ).toBe(true);
    expect(repo.fetchedAt('demo:1', '100')).toBe(7);
    expect(repo.list('demo:1', '100')).toEqual([
      { language: 'cs-CZ', title: null, description },
      { language: 'en-US', title, description: null },
    ]);
    repo.replace('demo:1', '100', [{ language: 'de-DE', title, description: null }], 8);
    expect(repo.list('demo:1', '100').map((t) => t.language)).toEqual(['de-DE']);
    expect(() =>
      db
        .prepare(
          "INSERT INTO offer_translations (account_id, offer_id, language, title, title_type) VALUES ('demo:1', '100', 'english', 'x', 'AUTO')",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO offer_translations (account_id, offer_id, language, title, title_type) VALUES ('demo:1', '100', 'sk-SK', 'x', 'BASE')",
        )
        .run(),
    ).toThrow(/CHECK/);
    db.prepare("DELETE FROM offers WHERE id = '100'").run();
    expect(repo.list('demo:1', '100')).toEqual([]);
    expect(repo.fetchedAt('demo:1', '100')).toBeNull();
    db.close();
  });
});
