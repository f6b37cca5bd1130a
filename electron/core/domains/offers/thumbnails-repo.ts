import type { Db } from '../../db/open';

/** A kept image of an offer: the file's path relative to the data folder. */
export interface KeptThumbnail {
  offerId: string;
  url: string;
  file: string;
}

/** The offers' kept images (`offer_thumbnails`, migration 082), one row per image address. */
export function createThumbnailsRepo(db: Db) {
  // The addresses offers of a signed-in account show that have no file and may be tried now (never tried, or their
  // pause is over), among the offers of a range of rowids: a pass walks the offers a range at a time, so no one read
  // holds the thread that answers the window for long. A signed-out account's copy stays; nothing is asked for it.
  const wanted = db.prepare<[number, number, number], { url: string }>(
    `SELECT o.image_url AS url FROM offers o
     JOIN accounts a ON a.id = o.account_id AND a.status = 'signedIn'
     LEFT JOIN offer_thumbnails t ON t.url = o.image_url
     WHERE o.rowid > ? AND o.rowid <= ? AND o.image_url IS NOT NULL
       AND (t.url IS NULL OR (t.file IS NULL AND t.next_try_at <= ?))`,
  );
  const lastRowid = db.prepare<[], { last: number | null }>('SELECT max(rowid) AS last FROM offers');
  // Addresses no offer of any account shows any more (an offer gone, its image changed, its account removed).
  const unshown = db.prepare<[], { url: string; file: string | null }>(
    `SELECT url, file FROM offer_thumbnails
     WHERE url IN (SELECT url FROM offer_thumbnails EXCEPT SELECT image_url FROM offers)`,
  );
  const forget = db.prepare('DELETE FROM offer_thumbnails WHERE url = ?');
  // ON CONFLICT DO UPDATE rather than REPLACE: a retry keeps counting its tries.
  const kept = db.prepare(
    `INSERT INTO offer_thumbnails (url, file, tries, next_try_at, failure, fetched_at)
     VALUES (@url, @file, 0, 0, NULL, @now)
     ON CONFLICT (url) DO UPDATE SET file = excluded.file, tries = 0, next_try_at = 0, failure = NULL,
       fetched_at = excluded.fetched_at`,
  );
  const failed = db.prepare<{ url: string; failure: string; now: number }, { tries: number }>(
    `INSERT INTO offer_thumbnails (url, file, tries, next_try_at, failure, fetched_at)
     VALUES (@url, NULL, 1, @now, @failure, @now)
     ON CONFLICT (url) DO UPDATE SET file = NULL, tries = tries + 1, failure = excluded.failure,
       fetched_at = excluded.fetched_at
     RETURNING tries`,
  );
  const pauseUntil = db.prepare('UPDATE offer_thumbnails SET next_try_at = ? WHERE url = ?');
  const ofOffers = db.prepare<[string, string], KeptThumbnail>(
    `SELECT o.id AS offerId, t.url, t.file FROM offers o
     JOIN offer_thumbnails t ON t.url = o.image_url
     WHERE o.account_id = ? AND t.file IS NOT NULL AND o.id IN (SELECT value FROM json_each(?))`,
  );
  const lost = db.prepare(
    'UPDATE offer_thumbnails SET file = NULL, tries = 0, next_try_at = 0 WHERE url = ? AND file = ?',
  );

  return {
    /** The addresses to download now of the offers with rowids in (after, upTo]; one may come more than once. */
    wanted: (after: number, upTo: number, now: number): string[] =>
      wanted.all(after, upTo, now).map((r) => r.url),
    lastRowid: (): number => lastRowid.get()!.last ?? 0,
    /** Rows of addresses no offer shows, removed; answers their files (to delete after). */
    removeUnshown(): string[] {
      return db.transaction(() => {
        const rows = unshown.all();
        for (const row of rows) forget.run(row.url);
        return rows.flatMap((row) => (row.file ? [row.file] : []));
      })();
    },
    kept(url: string, file: string, now: number): void {
      kept.run({ url, file, now });
    },
    /** A failed download recorded; answers how many times in a row it failed. */
    failed(url: string, failure: string, now: number, pauseFor: (tries: number) => number): number {
      return db.transaction(() => {
        const { tries } = failed.get({ url, failure, now })!;
        pauseUntil.run(now + pauseFor(tries), url);
        return tries;
      })();
    },
    /** A kept file found missing or damaged: downloaded again at the next pass. */
    lost(url: string, file: string): void {
      lost.run(url, file);
    },
    /** The kept images of these offers of one account (those with none are left out). */
    ofOffers: (accountId: string, offerIds: readonly string[]): KeptThumbnail[] =>
      ofOffers.all(accountId, JSON.stringify(offerIds)),
  };
}

export type ThumbnailsRepo = ReturnType<typeof createThumbnailsRepo>;
