import type { RatingRecord } from './rating-records';
import type { Db } from '../../db/open';
import { obj, str } from '../../market/records/json';
import { createRatingOverlay, patchedRaw, type RatingPatch } from './rating-overlay';

/** What a change of the seller starts from: the rating's answer, removal request and until when one may go. */
export interface RatingState {
  answer: string | null;
  removal: string | null;
  removalPossibleTo: string | null;
}

/**
 * The ratings cache. ON CONFLICT DO UPDATE, not REPLACE, keeps the row (and its pass mark) in place.
 * What the marketplace says is written with the seller's waiting answer or removal request laid over it
 * (outbox/rating-overlay.ts).
 */
export function createRatingsRepo(db: Db) {
  const overlay = createRatingOverlay(db);
  const upsert = db.prepare(
    `INSERT INTO ratings (account_id, id, created_at, last_changed_at, recommended, answered, buyer_login, raw,
       seen_pass, synced_at)
     VALUES (@accountId, @id, @createdAt, @lastChangedAt, @recommended, @answered, @buyerLogin, @raw, @pass, @now)
     ON CONFLICT (account_id, id) DO UPDATE SET created_at = excluded.created_at,
       last_changed_at = excluded.last_changed_at, recommended = excluded.recommended,
       answered = excluded.answered, buyer_login = excluded.buyer_login, raw = excluded.raw,
       seen_pass = max(seen_pass, excluded.seen_pass), synced_at = excluded.synced_at`,
  );
  const changedAt = db.prepare<[string, string], { last_changed_at: string | null; raw: string }>(
    'SELECT last_changed_at, raw FROM ratings WHERE account_id = ? AND id = ?',
  );
  const removeUnseen = db.prepare('DELETE FROM ratings WHERE account_id = ? AND seen_pass < ?');
  const count = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM ratings WHERE account_id = ?');
  const rawOf = db.prepare<[string, string], { raw: string }>(
    'SELECT raw FROM ratings WHERE account_id = ? AND id = ?',
  );
  const setRaw = db.prepare(
    'UPDATE ratings SET raw = @raw, answered = @answered WHERE account_id = @accountId AND id = @id',
  );
  const latest = db.prepare<[string], { at: string | null }>(
    'SELECT max(last_changed_at) AS at FROM ratings WHERE account_id = ?',
  );

  return {
    upsert(accountId: string, marketplace: RatingRecord, now: number, pass = 0): void {
      const r = overlay.active(accountId) ? overlay.apply(accountId, marketplace) : marketplace;
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
    /**
     * Whether the local copy already holds this rating as the marketplace lists it: the same change time and the same
     * body. The time alone is not enough: a rating changed twice within one instant (rated, then answered) keeps it.
     */
    holds(accountId: string, record: RatingRecord): boolean {
      const row = changedAt.get(accountId, record.id);
      return row !== undefined && row.last_changed_at === record.lastChangedAt && row.raw === record.raw;
    },
    /** The rating's answer and removal request as the local copy holds them; null when it is unknown. */
    stateOf(accountId: string, id: string): RatingState | null {
      const row = rawOf.get(accountId, id);
      if (!row) return null;
      const body = obj(JSON.parse(row.raw)) ?? {};
      const answer = obj(body.answer);
      const removal = obj(body.removal);
      const request = obj(removal?.request);
      return {
        answer: answer ? (str(answer.message) ?? str(answer.text)) : null,
        removal: request ? str(request.message) : null,
        removalPossibleTo: str(removal?.possibleTo),
      };
    },
    /** Writes an answer or a removal request (the seller's, or the marketplace's once it confirmed them). */
    patch(accountId: string, id: string, patch: RatingPatch): void {
      const row = rawOf.get(accountId, id);
      if (!row) return;
      const raw = patchedRaw(row.raw, patch);
      setRaw.run({ accountId, id, raw, answered: obj(obj(JSON.parse(raw))?.answer) !== null ? 1 : 0 });
    },
    /** After a complete pass: ratings it did not list are gone from the marketplace. */
    removeUnseen: (accountId: string, pass: number): number => removeUnseen.run(accountId, pass).changes,
    count: (accountId: string): number => count.get(accountId)!.n,
    latestChange: (accountId: string): string | null => latest.get(accountId)!.at,
  };
}

export type RatingsRepo = ReturnType<typeof createRatingsRepo>;
