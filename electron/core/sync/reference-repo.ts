import type { Db } from '../db/open';

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
  return {
    put: (accountId: string, kind: string, body: unknown, now: number) =>
      void put.run(accountId, kind, JSON.stringify(body), now),
    get(accountId: string, kind: string): { body: unknown; fetchedAt: number } | null {
      const row = get.get(accountId, kind);
      return row ? { body: JSON.parse(row.body) as unknown, fetchedAt: row.fetched_at } : null;
    },
    count: (accountId: string): number => count.get(accountId)!.n,
  };
}

export type ReferenceRepo = ReturnType<typeof createReferenceRepo>;
