import type { RatingRecord } from '../market/records/rating';
import type { Db } from '../db/open';

/** The ratings cache. ON CONFLICT DO UPDATE, not REPLACE, keeps the row (and its pass mark) in place. */
export function createRatingsRepo(db: Db) {
  const upsert = db.prepare(
    `INSERT INTO ratings (account_id, id, created_at, last_changed_at, recommended, answered, buyer_login, raw,
       seen_pass, synced_at)
     VALUES (@accountId, @id, @createdAt, @lastChangedAt, @recommended, @answered, @buyerLogin, @raw, @pass, @now)
     ON CONFLICT (account_id, id) DO UPDATE SET created_at = excluded.created_at,
       last_changed_at = excluded.last_changed_at, recommended = excluded.recommended,
       answered = excluded.answered, buyer_login = excluded.buyer_login, raw = excluded.raw,
       seen_pass = max(seen_pass, excluded.seen_pass), synced_at = excluded.synced_at`,
  );
  const changedAt = db.prepare<[string, string], { last_changed_at: string | null }>(
    'SELECT last_changed_at FROM ratings WHERE account_id = ? AND id = ?',
  );
  const removeUnseen = db.prepare('DELETE FROM ratings WHERE account_id = ? AND seen_pass < ?');
  const count = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM ratings WHERE account_id = ?');
  const latest = db.prepare<[string], { at: string | null }>(
    'SELECT max(last_changed_at) AS at FROM ratings WHERE account_id = ?',
  );

  return {
    upsert(accountId: string, r: RatingRecord, now: number, pass = 0): void {
      upsert.run({
        accountId,
        id: r.id,
        createdAt: r.createdAt,
        lastChangedAt: r.lastChangedAt,
        recommended: r.recommended ? 1 : 0,
        answered: r.answered ? 1 : 0,
        buyerLogin: r.buyerLogin,
        raw: r.raw,
        pass,
        now,
      });
    },
    /** The last change time stored for a rating; undefined when the rating is not in the cache. */
    lastChangedAt(accountId: string, id: string): string | null | undefined {
      const row = changedAt.get(accountId, id);
      return row ? row.last_changed_at : undefined;
    },
    /** After a complete pass: ratings it did not list are gone from the marketplace. */
    removeUnseen: (accountId: string, pass: number): number => removeUnseen.run(accountId, pass).changes,
    count: (accountId: string): number => count.get(accountId)!.n,
    latestChange: (accountId: string): string | null => latest.get(accountId)!.at,
  };
}

export type RatingsRepo = ReturnType<typeof createRatingsRepo>;
