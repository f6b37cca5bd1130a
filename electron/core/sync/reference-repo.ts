import type { Db } from '../db/open';
import { arr, obj, str } from '../market/records/json';

export function createReferenceRepo(db: Db) {
  // ON CONFLICT DO UPDATE, not REPLACE: the same row is rewritten in place; nothing cascades from it either way.
  const put = db.prepare(
    `INSERT INTO reference_data (account_id, kind, body, fetched_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, kind) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at`,
  );
  const get = db.prepare<[string, string], { body: string; fetched_at: number }>(
    'SELECT body, fetched_at FROM reference_data WHERE account_id = ? AND kind = ?',
  );
  const count = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM reference_data WHERE account_id = ?',
  );
  // Distinct categories first, so each is looked up once however many offers it has.
  const staleCategories = db.prepare<{ account: string; since: number }, { id: string }>(
    `SELECT c.id FROM (
       SELECT DISTINCT category_id AS id FROM offers WHERE account_id = @account AND category_id IS NOT NULL
     ) c
     WHERE c.id <> '' AND (
       NOT EXISTS (SELECT 1 FROM reference_data r WHERE r.account_id = @account AND r.kind = 'category:' || c.id
                   AND r.fetched_at >= @since)
       OR NOT EXISTS (SELECT 1 FROM reference_data r WHERE r.account_id = @account
                      AND r.kind = 'category-parameters:' || c.id AND r.fetched_at >= @since))
     ORDER BY c.id`,
  );
  return {
    put: (accountId: string, kind: string, body: unknown, now: number) =>
      void put.run(accountId, kind, JSON.stringify(body), now),
    get(accountId: string, kind: string): { body: unknown; fetchedAt: number } | null {
      const row = get.get(accountId, kind);
      return row ? { body: JSON.parse(row.body) as unknown, fetchedAt: row.fetched_at } : null;
    },
    count: (accountId: string): number => count.get(accountId)!.n,
    /** A carrier as the marketplace names it (`/order/carriers`); its id when the synced list does not hold it. */
    carrierName(accountId: string, carrierId: string): string {
      const row = get.get(accountId, 'carriers');
      const carriers = row ? arr(obj(JSON.parse(row.body))?.carriers).map(obj) : [];
      return str(carriers.find((c) => str(c?.id) === carrierId)?.name) ?? carrierId;
    },
    /** Categories of the account's offers whose category or parameters were not read since `since`. */
    staleCategories: (accountId: string, since: number): string[] =>
      staleCategories.all({ account: accountId, since }).map((row) => row.id),
  };
}

export type ReferenceRepo = ReturnType<typeof createReferenceRepo>;
