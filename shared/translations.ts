import type { OfferDescription } from './outbox';

/** Who wrote a translated element: the marketplace on its own (AUTO) or the seller (MANUAL). */
export type TranslationType = 'AUTO' | 'MANUAL';

/** An element a manual translation may be deleted of; none named deletes both. */
export const translationElements = ['title', 'description'] as const;
export type TranslationElement = (typeof translationElements)[number];

/** The offers' own language: its content is the offer itself, never a translation. */
export const baseLanguage = 'pl-PL';

/** The languages the picker offers for a new translation (the marketplace's, and a few more it may accept). */
export const translationLanguages = ['en-US', 'cs-CZ', 'sk-SK', 'hu-HU', 'uk-UA', 'de-DE'] as const;

/** A BCP 47 tag as the marketplace writes them: `en-US`, `cs-CZ`. */
export const languageTagPattern = /^[a-z]{2,3}-[A-Z]{2}$/;

/** An offer's translation into one language, as the local copy holds it with the seller's waiting changes on top. */
export interface OfferTranslation {
  language: string;
  title: { text: string; type: TranslationType } | null;
  description: { sections: OfferDescription['sections']; type: TranslationType } | null;
  /** A change of this language waits in the outbox (its values are shown). */
  waiting: boolean;
}

export interface OfferTranslations {
  offerId: string;
  /** When the translations were last read from the marketplace (ISO); null: never, nothing to show offline. */
  fetchedAt: string | null;
  translations: OfferTranslation[];
}

/** What a change of a translation sets: the language, a manual title and/or description, or what is deleted. */
export interface TranslationFields {
  language?: string;
  title?: string;
  /** Deleted: one element, or `all` for the whole manual translation. */
  deleted?: TranslationElement | 'all';
}
