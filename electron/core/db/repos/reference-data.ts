import type { ConditionalCache } from '../../market/client';
import type { Db } from '../open';

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

/**
 * The conditional-GET cache in SQLite. Only addresses of known accounts are kept (the foreign key): a sign-in in
 * progress has no account yet, and its reads are simply not cached.
 */
export function createHttpCache(db: Db, now: () => number): ConditionalCache {
  const get = db.prepare<[string, string], { last_modified: string; body: string }>(
    'SELECT last_modified, body FROM http_cache WHERE account_id = ? AND url = ?',
  );
  // ON CONFLICT DO UPDATE, not REPLACE: one row per address, rewritten in place.
  const put = db.prepare(
    `INSERT INTO http_cache (account_id, url, last_modified, body, stored_at)
     SELECT @accountId, @url, @lastModified, @body, @now WHERE EXISTS (SELECT 1 FROM accounts WHERE id = @accountId)
     ON CONFLICT (account_id, url) DO UPDATE SET last_modified = excluded.last_modified, body = excluded.body,
       stored_at = excluded.stored_at`,
  );
  return {
    get(accountId, url) {
      const row = get.get(accountId, url);
      return row ? { lastModified: row.last_modified, body: row.body } : null;
    },
    put(accountId, url, lastModified, body) {
      put.run({ accountId, url, lastModified, body, now: now() });
    },
  };
}
