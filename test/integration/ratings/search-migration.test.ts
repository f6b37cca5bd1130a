import { describe, expect, it } from 'vitest';
import type { Db } from '../../../electron/core/db/open';
import { createStatementCache } from '../../../electron/core/db/statements';
import { listRatings } from '../../../electron/core/domains/ratings/rating-queries';
import { createRatingsRepo } from '../../../electron/core/domains/ratings/ratings-repo';
import { ratingListSchema } from '../../../shared/contract/ratings';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const raw = (id: string, login: string, comment: unknown, extra: object = {}) =>
  JSON.stringify({
    id,
    createdAt: '2026-11-01T10:00:00Z',
    lastChangedAt: '2026-11-01T10:00:00Z',
    recommended: true,
    buyer: { login },
    comment,
    order: { id: `order-${id}`, offers: [{ id: `9${id}`, title: 'Kubek czerwony' }] },
    ...extra,
  });

function insertRating(db: Db, accountId: string, id: string, login: string, comment: unknown): void {
  db.prepare(
    `INSERT INTO ratings (account_id, id, created_at, last_changed_at, recommended, answered, buyer_login, raw,
       synced_at) VALUES (?, ?, '2026-11-01T10:00:00Z', '2026-11-01T10:00:00Z', 1, 0, ?, ?, 1)`,
  ).run(accountId, id, login, raw(id, login, comment));
}

/** The ids of the account's ratings the search finds. */
const found = (db: Db, accountId: string, search: string) =>
  listRatings(createStatementCache(db), accountId, ratingListSchema.parse({ search }))
    .rows.map((row) => row.id)
    .sort();

describe('migration 081: ratings searched as the seller types', () => {
  it('indexes the ratings already there and keeps the index equal to them under every write', () => {
    const db = upgradedTo(82, (old) => {
      insertAccount(old);
      insertAccount(old, 'demo:2', 'other');
      insertRating(old, 'demo:1', '1', 'łucja_kowal', 'Szybka wysyłka, polecam');
      insertRating(old, 'demo:1', '2', 'jan_nowak', { text: 'Towar zgodny z opisem' });
      insertRating(old, 'demo:2', '3', 'łucja_kowal', 'Szybka wysyłka');
    });
    // The login with its ł as typed without it, the comment in either shape, the order and its offers.
    expect(found(db, 'demo:1', 'lucja')).toEqual(['1']);
    expect(found(db, 'demo:1', 'wysył')).toEqual(['1']);
    expect(found(db, 'demo:1', 'zgodny opis')).toEqual(['2']);
    expect(found(db, 'demo:1', 'order-2')).toEqual(['2']);
    expect(found(db, 'demo:1', 'kubek czerw')).toEqual(['1', '2']);
    expect(found(db, 'demo:2', 'lucja')).toEqual(['3']);

    // The seller's answer is found once written; a rating the marketplace changed is found by its new words only.
    const repo = createRatingsRepo(db);
    repo.patch('demo:1', '2', { answer: { createdAt: null, message: 'Dziękujemy za zakupy' } });
    expect(found(db, 'demo:1', 'dziękujemy')).toEqual(['2']);
    insertRating(db, 'demo:1', '4', 'ewa_zielinska', 'Paczka uszkodzona');
    expect(found(db, 'demo:1', 'uszkodz')).toEqual(['4']);
    db.prepare("UPDATE ratings SET raw = ? WHERE id = '4'").run(
      raw('4', 'ewa_zielinska', 'Wszystko w porządku'),
    );
    expect(found(db, 'demo:1', 'uszkodz')).toEqual([]);
    expect(found(db, 'demo:1', 'porządku')).toEqual(['4']);

    // A removed rating, and every rating of a removed account, leave the index.
    db.prepare("DELETE FROM ratings WHERE id = '1'").run();
    db.prepare("DELETE FROM accounts WHERE id = 'demo:2'").run();
    expect(
      db.prepare('SELECT count(*) AS n FROM ratings_fts WHERE ratings_fts MATCH \'"lucja"*\'').get(),
    ).toEqual({
      n: 0,
    });
  });
});
