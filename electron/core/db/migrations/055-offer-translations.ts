import { migration } from './migration';

/**
 * Each offer's translations as the marketplace last answered them, a row per language (the offer's own language,
 * its BASE content, is the offer itself and is not kept here): the title and the description (sections JSON), each
 * marked AUTO or MANUAL, or null when the language has no such element. `offer_translation_reads` says when an
 * offer's translations were last read, so "none" and "never read" differ offline; an offer's rows go with it.
 */
export const m055OfferTranslations = migration(
  '055-offer-translations',
  `
CREATE TABLE offer_translation_reads (
  account_id TEXT NOT NULL,
  offer_id TEXT NOT NULL,
  fetched_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, offer_id),
  FOREIGN KEY (account_id, offer_id) REFERENCES offers (account_id, id) ON DELETE CASCADE
) STRICT;

CREATE TABLE offer_translations (
  account_id TEXT NOT NULL,
  offer_id TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language GLOB '[a-z][a-z]*-[A-Z][A-Z]'),
  title TEXT,
  title_type TEXT CHECK (title_type IN ('AUTO', 'MANUAL')),
  description TEXT,
  description_type TEXT CHECK (description_type IN ('AUTO', 'MANUAL')),
  PRIMARY KEY (account_id, offer_id, language),
  FOREIGN KEY (account_id, offer_id) REFERENCES offer_translation_reads (account_id, offer_id) ON DELETE CASCADE,
  CHECK ((title IS NULL) = (title_type IS NULL)),
  CHECK ((description IS NULL) = (description_type IS NULL))
) STRICT;
`,
);
