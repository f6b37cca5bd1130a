import type { OfferDescription } from '../../../../shared/outbox';
import type { TranslationType } from '../../../../shared/translations';
import { arr, obj, str } from '../../market/records/json';

/** One language of an offer's translations as the local copy keeps it. */
export interface TranslationRecord {
  language: string;
  title: { text: string; type: TranslationType } | null;
  description: { sections: OfferDescription['sections']; type: TranslationType } | null;
}

const typeOf = (value: unknown): TranslationType | null =>
  value === 'AUTO' || value === 'MANUAL' ? value : null;

/**
 * The translations of GET /sale/offers/{id}/translations: every language but the BASE content (the offer's own,
 * kept with the offer); an element of another type or without content is left out, a language left with none too.
 */
export function translationsFrom(body: unknown): TranslationRecord[] {
  const records: TranslationRecord[] = [];
  for (const item of arr(obj(body)?.translations)) {
    const entry = obj(item);
    const language = str(entry?.language);
    if (!entry || language === null) continue;
    const title = obj(entry.title);
    const titleType = typeOf(title?.type);
    const titleText = str(title?.translation);
    const description = obj(entry.description);
    const descriptionType = typeOf(description?.type);
    const sections = obj(description?.translation)?.sections;
    const record: TranslationRecord = {
      language,
      title: titleType && titleText !== null ? { text: titleText, type: titleType } : null,
      description:
        descriptionType && Array.isArray(sections)
          ? { sections: sections as OfferDescription['sections'], type: descriptionType }
          : null,
    };
    if (record.title || record.description) records.push(record);
  }
  return records;
}
