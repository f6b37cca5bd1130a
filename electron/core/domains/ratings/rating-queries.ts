import type { RatingListQuery } from '../../../../shared/contract/ratings';
import type { Page } from '../../../../shared/page';
import type { FieldError } from '../../../../shared/errors';
import type { ChangeState } from '../../../../shared/outbox';
import type { RatingChangeMark, RatingRow } from '../../../../shared/ratings';
import { arr, at, bool, int, obj, str } from '../../market/records/json';
import { parseJson, type StatementCache } from '../../db/statements';
import { ftsQuery } from '../../db/search-text';

const orderBy: Record<RatingListQuery['sort'], string> = {
  '-lastChangedAt': 'last_changed_at DESC, id DESC',
  lastChangedAt: 'last_changed_at ASC, id ASC',
  '-createdAt': 'created_at DESC, id DESC',
  createdAt: 'created_at ASC, id ASC',
};

interface Stored {
  raw: string;
  answer_change: string | null;
  removal_change: string | null;
}

// The latest change of a kind of the rating, as JSON (a discarded one does not count).
const latestChange = (kind: string) => `(SELECT json_object('id', c.id, 'state', c.state, 'errors', c.errors)
  FROM outbox_changes c WHERE c.account_id = ratings.account_id AND c.entity_type = 'rating'
    AND c.entity_id = ratings.id AND c.kind = '${kind}' AND c.state <> 'discarded' ORDER BY c.id DESC LIMIT 1)`;

function changeMark(json: string | null): RatingChangeMark | null {
  if (json === null) return null;
  const c = JSON.parse(json) as { id: number; state: ChangeState; errors: string };
  const state = c.state === 'sent' || c.state === 'failed' ? c.state : 'waiting';
  const errors = JSON.parse(c.errors) as FieldError[];
  return { changeId: c.id, state, message: state === 'failed' ? (errors[0]?.userMessage ?? null) : null };
}

function toRow(accountId: string, stored: Stored): RatingRow {
  const { raw } = stored;
  const r = obj(parseJson(raw)) ?? {};
  const rates = obj(r.rates);
  const answer = obj(r.answer);
  const comment = r.comment;
  const removal = obj(r.removal);
  const request = obj(removal?.request);
  return {
    id: str(r.id) ?? '',
    accountId,
    createdAt: str(r.createdAt) ?? '',
    lastChangedAt: str(r.lastChangedAt),
    recommended: bool(r.recommended) ?? false,
    buyerLogin: str(at(r, 'buyer.login')),
    comment: str(comment) ?? str(obj(comment)?.text),
    rates: rates
      ? {
          delivery: int(rates.delivery),
          deliveryCost: int(rates.deliveryCost),
          description: int(rates.description),
          service: int(rates.service),
        }
      : null,
    answer: answer
      ? { createdAt: str(answer.createdAt), message: str(answer.message) ?? str(answer.text) ?? '' }
      : null,
    orderId: str(at(r, 'order.id')),
    offers: arr(at(r, 'order.offers'))
      .map(obj)
      .filter((o) => o !== null && str(o.id) !== null)
      .map((o) => ({ id: str(o!.id)!, title: str(o!.title) })),
    removalPossibleTo: str(removal?.possibleTo),
    removalRequested: request !== null,
    removalRequest: request
      ? { createdAt: str(request.createdAt), message: str(request.message) ?? '' }
      : null,
    excludedFromAverageRates: bool(r.excludedFromAverageRates) ?? false,
    answerChange: changeMark(stored.answer_change),
    removalChange: changeMark(stored.removal_change),
  };
}

const withChanges = `raw, ${latestChange('rating.answer')} AS answer_change,
  ${latestChange('rating.removal')} AS removal_change`;

/** One rating of the local copy with its latest changes, as the list shows it; null when it is not there. */
export function getRating(statements: StatementCache, accountId: string, ratingId: string): RatingRow | null {
  const stored = statements<Stored>(`SELECT ${withChanges} FROM ratings WHERE account_id = ? AND id = ?`).get(
    accountId,
    ratingId,
  );
  return stored ? toRow(accountId, stored) : null;
}

export function listRatings(
  statements: StatementCache,
  accountId: string,
  q: RatingListQuery,
): Page<RatingRow> {
  const where = ['account_id = ?'];
  const args: unknown[] = [accountId];
  if (q.recommended !== undefined) {
    where.push('recommended = ?');
    args.push(q.recommended ? 1 : 0);
  }
  if (q.answered !== undefined) {
    where.push('answered = ?');
    args.push(q.answered ? 1 : 0);
  }
  // A shop has a few thousand ratings at most: the matches are read against the account's rows at once.
  const match = ftsQuery(q.search);
  if (match !== null) {
    where.push('rowid IN (SELECT rowid FROM ratings_fts WHERE ratings_fts MATCH ?)');
    args.push(match);
  }
  const filter = where.join(' AND ');
  const total = statements<{ n: number }>(`SELECT count(*) AS n FROM ratings WHERE ${filter}`).get(
    ...args,
  )!.n;
  const rows =
    total === 0 || q.offset >= total
      ? []
      : statements<Stored>(
          `SELECT ${withChanges} FROM ratings WHERE ${filter} ORDER BY ${orderBy[q.sort]} LIMIT ? OFFSET ?`,
        )
          .all(...args, q.limit, q.offset)
          .map((row) => toRow(accountId, row));
  return { rows, total };
}
