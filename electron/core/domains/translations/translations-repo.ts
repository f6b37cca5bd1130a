import type { OfferDescription } from '../../../../shared/outbox';
import type { Db } from '../../db/open';
import type { TranslationRecord } from './translation-records';

interface Row {
  language: string;
  title: string | null;
  title_type: 'AUTO' | 'MANUAL' | null;
  description: string | null;
  description_type: 'AUTO' | 'MANUAL' | null;
}

/**
 * The offers' translations in the local copy (migration 055). An offer's languages are replaced whole by each
 * read of them; the seller's waiting changes are not written here but laid over at reading (translation-view.ts),
 * so a discarded or refused change needs no undoing.
 */
export function createTranslationsRepo(db: Db) {
  const offerKnown = db.prepare<[string, string], { n: number }>(
    'SELECT count(*) AS n FROM offers WHERE account_id = ? AND id = ?',
  );
  const markRead = db.prepare(
    `INSERT INTO offer_translation_reads (account_id, offer_id, fetched_at) VALUES (?, ?, ?)
     ON CONFLICT (account_id, offer_id) DO UPDATE SET fetched_at = excluded.fetched_at`,
  );
  const clear = db.prepare('DELETE FROM offer_translations WHERE account_id = ? AND offer_id = ?');
  const insert = db.prepare(
    `INSERT INTO offer_translations (account_id, offer_id, language, title, title_type, description,
       description_type) VALUES (@accountId, @offerId, @language, @title, @titleType, @description, @descriptionType)
     ON CONFLICT (account_id, offer_id, language) DO UPDATE SET title = excluded.title,
       title_type = excluded.title_type, description = excluded.description,
       description_type = excluded.description_type`,
  );
  const readAt = db.prepare<[string, string], { fetched_at: number }>(
    'SELECT fetched_at FROM offer_translation_reads WHERE account_id = ? AND offer_id = ?',
  );
  const rows = db.prepare<[string, string], Row>(
    `SELECT language, title, title_type, description, description_type FROM offer_translations
     WHERE account_id = ? AND offer_id = ? ORDER BY language`,
  );

  const write = (accountId: string, offerId: string, record: TranslationRecord) =>
    insert.run({
      accountId,
      offerId,
      language: record.language,
      title: record.title?.text ?? null,
      titleType: record.title?.type ?? null,
      description: record.description ? JSON.stringify({ sections: record.description.sections }) : null,
      descriptionType: record.description?.type ?? null,
    });

  const list = (accountId: string, offerId: string): TranslationRecord[] =>
    rows.all(accountId, offerId).map((row) => ({
      language: row.language,
      title: row.title !== null && row.title_type ? { text: row.title, type: row.title_type } : null,
      description:
        row.description !== null && row.description_type
          ? {
              sections: (JSON.parse(row.description) as { sections: OfferDescription['sections'] }).sections,
              type: row.description_type,
            }
          : null,
    }));

  return {
    /** Stores what the marketplace answered for the offer; false when the offer is not in the local copy. */
    replace(accountId: string, offerId: string, records: TranslationRecord[], now: number): boolean {
      return db.transaction(() => {
        if (offerKnown.get(accountId, offerId)!.n === 0) return false;
        markRead.run(accountId, offerId, now);
        clear.run(accountId, offerId);
        for (const record of records) write(accountId, offerId, record);
        return true;
      })();
    },
    /** One language as the marketplace now holds it after a change it confirmed (before it is read again). */
    put(accountId: string, offerId: string, record: TranslationRecord): void {
      if (readAt.get(accountId, offerId) === undefined) return;
      if (!record.title && !record.description)
        db.prepare(
          'DELETE FROM offer_translations WHERE account_id = ? AND offer_id = ? AND language = ?',
        ).run(accountId, offerId, record.language);
      else write(accountId, offerId, record);
    },
    /** When the offer's translations were last read (ms), or null: never. */
    fetchedAt: (accountId: string, offerId: string): number | null =>
      readAt.get(accountId, offerId)?.fetched_at ?? null,
    list,
  };
}

export type TranslationsRepo = ReturnType<typeof createTranslationsRepo>;
