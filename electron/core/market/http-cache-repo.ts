import type { Db } from '../db/open';
import type { ConditionalCache } from './client';

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
