import type { OfferDescription } from '../../../../shared/outbox';
import type { OfferTranslation, OfferTranslations, TranslationFields } from '../../../../shared/translations';
import type { Db } from '../../db/open';
import { iso } from '../../kernel/time/iso';
import type { TranslationRecord } from './translation-records';
import type { TranslationsRepo } from './translations-repo';

type Fields = TranslationFields & { description?: OfferDescription };

/** A language with one change applied: an edit sets manual elements, a delete takes the manual ones away. */
export function applied(
  record: TranslationRecord | undefined,
  kind: string,
  fields: Fields,
): TranslationRecord {
  const language = fields.language ?? record?.language ?? '';
  const next: TranslationRecord = record ? { ...record } : { language, title: null, description: null };
  if (kind === 'translation.edit') {
    if (fields.title !== undefined) next.title = { text: fields.title, type: 'MANUAL' };
    if (fields.description !== undefined)
      next.description = { sections: fields.description.sections, type: 'MANUAL' };
  }
  if (kind === 'translation.delete') {
    // Only a manual element goes; the automatic one the marketplace shows again comes with the next read.
    const gone = (element: 'title' | 'description') => fields.deleted === 'all' || fields.deleted === element;
    if (gone('title') && next.title?.type === 'MANUAL') next.title = null;
    if (gone('description') && next.description?.type === 'MANUAL') next.description = null;
  }
  return next;
}

/**
 * What the seller sees of an offer's translations: the local copy with the waiting changes of the offer's
 * translations laid over it, in the order they were made, each touched language marked as waiting.
 */
export function createTranslationView(db: Db, repo: TranslationsRepo) {
  const open = db.prepare<[string, string], { kind: string; fields: string }>(
    `SELECT kind, fields FROM outbox_changes WHERE account_id = ? AND entity_type = 'translation'
       AND entity_id = ? AND state IN ('queued', 'sending', 'confirming') ORDER BY id`,
  );
  return (accountId: string, offerId: string): OfferTranslations => {
    const byLanguage = new Map<string, TranslationRecord>(
      repo.list(accountId, offerId).map((record) => [record.language, record]),
    );
    const waiting = new Set<string>();
    for (const change of open.all(accountId, offerId)) {
      const fields = JSON.parse(change.fields) as Fields;
      if (!fields.language) continue;
      byLanguage.set(fields.language, applied(byLanguage.get(fields.language), change.kind, fields));
      waiting.add(fields.language);
    }
    const translations: OfferTranslation[] = [...byLanguage.values()]
      .filter((record) => record.title || record.description || waiting.has(record.language))
      .sort((a, b) => a.language.localeCompare(b.language))
      .map((record) => ({ ...record, waiting: waiting.has(record.language) }));
    return { offerId, fetchedAt: iso(repo.fetchedAt(accountId, offerId)), translations };
  };
}
