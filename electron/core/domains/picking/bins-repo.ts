import type { Db } from '../../db/open';
import { placeholders } from '../../db/statements';

/**
 * The offers' bin locations (migration 083). An empty bin takes the row away, so "no bin" has one form. Upserts use
 * `ON CONFLICT DO UPDATE`: the row has no dependants today, and an update keeps it so should one come.
 */
export function createBinsRepo(db: Db, now: () => number) {
  const get = db.prepare<[string, string], { bin: string }>(
    'SELECT bin FROM offer_bins WHERE account_id = ? AND offer_id = ?',
  );
  const upsert = db.prepare<[string, string, string, number]>(
    `INSERT INTO offer_bins (account_id, offer_id, bin, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (account_id, offer_id) DO UPDATE SET bin = excluded.bin, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare<[string, string]>('DELETE FROM offer_bins WHERE account_id = ? AND offer_id = ?');
  const write = (accountId: string, offerId: string, bin: string) => {
    const value = bin.trim();
    if (value) upsert.run(accountId, offerId, value, now());
    else remove.run(accountId, offerId);
  };
  const writeMany = db.transaction((accountId: string, entries: { offerId: string; bin: string }[]) => {
    for (const entry of entries) write(accountId, entry.offerId, entry.bin);
  });

  return {
    get: (accountId: string, offerId: string): string | null => get.get(accountId, offerId)?.bin ?? null,
    set: (accountId: string, offerId: string, bin: string): void => write(accountId, offerId, bin),
    /** Many bins in one transaction: a file's rows land all together or not at all. */
    setMany: (accountId: string, entries: { offerId: string; bin: string }[]): void =>
      writeMany(accountId, entries),
    /** The bins of these offers (those that have one). */
    of(accountId: string, offerIds: string[]): Map<string, string> {
      const found = new Map<string, string>();
      // In slices: SQLite takes a bounded number of parameters in one statement.
      for (let i = 0; i < offerIds.length; i += 500) {
        const slice = offerIds.slice(i, i + 500);
        const rows = db
          .prepare<unknown[], { offer_id: string; bin: string }>(
            `SELECT offer_id, bin FROM offer_bins WHERE account_id = ? AND offer_id IN (${placeholders(slice.length)})`,
          )
          .all(accountId, ...slice);
        for (const row of rows) found.set(row.offer_id, row.bin);
      }
      return found;
    },
  };
}

export type BinsRepo = ReturnType<typeof createBinsRepo>;
