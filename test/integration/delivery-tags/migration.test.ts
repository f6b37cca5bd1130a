import { describe, expect, it } from 'vitest';
import { createDeliveryTagsRepo } from '../../../electron/core/domains/delivery-tags/delivery-tags-repo';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

describe('migration 056', () => {
  it('adds rate lists, tags, offer tags and variant sets, kept apart per account and gone with it', () => {
    const db = upgradedTo(56, (old) => {
      insertAccount(old);
      old
        .prepare(
          "INSERT INTO reference_data (account_id, kind, body, fetched_at) VALUES ('demo:1', 'delivery-methods', '{}', 1)",
        )
        .run();
    });
    expect(db.prepare('SELECT kind FROM reference_data').get()).toEqual({ kind: 'delivery-methods' });
    const repo = createDeliveryTagsRepo(db);
    expect(repo.replaceRateLists('demo:1', [{ id: 'r1', name: 'default', rates: '[]', raw: '{}' }], 1)).toBe(
      true,
    );
    expect(repo.replaceRateLists('demo:1', [{ id: 'r1', name: 'default', rates: '[]', raw: '{}' }], 2)).toBe(
      false,
    );
    expect(repo.replaceTags('demo:1', [{ id: 't1', name: 'Nowości', hidden: false }])).toBe(true);
    expect(repo.setOfferTags('demo:1', 'o1', ['t1'], 5)).toBe(true);
    expect(repo.setOfferTags('demo:1', 'o1', ['t1'], 6)).toBe(false);
    expect(repo.offerTags('demo:1', 'o1')).toEqual(['t1']);
    expect(repo.offerTags('demo:1', 'o2')).toBeNull();
    expect(repo.tags('demo:1')).toEqual([{ id: 't1', name: 'Nowości', hidden: false, offers: 1 }]);
    repo.replaceVariantSets(
      'demo:1',
      [{ id: 's1', name: 'Kubki', raw: '{}', offers: [{ id: 'o1', colorPattern: 'biały' }] }],
      1,
    );
    expect(repo.variantSets('demo:1')).toEqual([
      {
        id: 's1',
        name: 'Kubki',
        raw: '{}',
        offers: [{ id: 'o1', colorPattern: 'biały', name: null, status: null }],
      },
    ]);
    expect(() =>
      db
        .prepare(
          "INSERT INTO offer_tags (account_id, offer_id, tag_ids, read_at) VALUES ('demo:1', 'o3', 'x', 1)",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare("INSERT INTO seller_tags (account_id, id, name, position) VALUES ('nobody', 't', 't', 0)")
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    for (const table of [
      'shipping_rate_lists',
      'seller_tags',
      'offer_tags',
      'variant_sets',
      'variant_set_offers',
    ])
      expect(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
    db.close();
  });
});
