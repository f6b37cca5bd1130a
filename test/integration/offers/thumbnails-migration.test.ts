import { describe, expect, it } from 'vitest';
import { createThumbnailsRepo } from '../../../electron/core/domains/offers/thumbnails-repo';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

describe('migration 084', () => {
  it('keeps the offers, and wants each image address they show once until a file is kept for it', () => {
    const db = upgradedTo(84, (old) => {
      insertAccount(old);
      const offer = old.prepare(
        `INSERT INTO offers (account_id, id, name, name_key, image_url, synced_at)
         VALUES ('demo:1', ?, 'Kubek', 'kubek', ?, 1)`,
      );
      offer.run('1', 'https://img.example/a.jpg');
      offer.run('2', 'https://img.example/a.jpg');
      offer.run('3', null);
    });
    expect(db.prepare('SELECT count(*) AS n FROM offers').get()).toEqual({ n: 3 });
    const repo = createThumbnailsRepo(db);
    expect(repo.wanted(0, repo.lastRowid(), 0)).toEqual([
      'https://img.example/a.jpg',
      'https://img.example/a.jpg',
    ]);
    repo.kept('https://img.example/a.jpg', 'thumbnails/abc', 5);
    expect(repo.wanted(0, repo.lastRowid(), 0)).toEqual([]);
    expect(repo.ofOffers('demo:1', ['1', '2', '3']).map((t) => t.offerId)).toEqual(['1', '2']);
    db.prepare("UPDATE offers SET image_url = 'https://img.example/b.jpg'").run();
    expect(repo.removeUnshown()).toEqual(['thumbnails/abc']);
    expect(() =>
      db.prepare("INSERT INTO offer_thumbnails (url, tries) VALUES ('x', 'many')").run(),
    ).toThrow();
  });
});
