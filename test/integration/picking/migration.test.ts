import { describe, expect, it } from 'vitest';
import { upgradedWithRow } from '../../helpers/migrations';

describe('migration 083: the offers’ bins', () => {
  it('adds the bins beside the offers already there, kept when an offer leaves the copy, gone with the account', () => {
    const db = upgradedWithRow(
      83,
      `INSERT INTO offers (account_id, id, name, name_key, synced_at) VALUES ('demo:1', '101', 'Kubek', 'kubek', 1)`,
    );
    db.prepare(
      "INSERT INTO offer_bins (account_id, offer_id, bin, updated_at) VALUES ('demo:1', '101', 'A-03-2', 5)",
    ).run();
    expect(() =>
      db
        .prepare(
          "INSERT INTO offer_bins (account_id, offer_id, bin, updated_at) VALUES ('demo:1', '102', '', 5)",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO offer_bins (account_id, offer_id, bin, updated_at) VALUES ('demo:1', '103', 'B', 'x')",
        )
        .run(),
    ).toThrow(/cannot store TEXT value in INTEGER column/);
    // A re-list that drops the offer and brings it back must not lose where its goods lie.
    db.prepare("DELETE FROM offers WHERE id = '101'").run();
    expect(db.prepare('SELECT offer_id, bin FROM offer_bins').all()).toEqual([
      { offer_id: '101', bin: 'A-03-2' },
    ]);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM offer_bins').get()).toEqual({ n: 0 });
  });
});
