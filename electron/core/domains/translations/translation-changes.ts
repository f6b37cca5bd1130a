import type { Change, OfferDescription } from '../../../../shared/outbox';
import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { Language } from '../../../../shared/settings';
import {
  baseLanguage,
  languageTagPattern,
  type TranslationElement,
  type TranslationFields,
} from '../../../../shared/translations';
import { cleanDescription } from '../../../../shared/offer-description';
import type { OffersRepo } from '../offers/offers-repo';
import { checkOfferFields } from '../offers/offer-rules';
import { translationText } from './messages';
import { createTranslationView } from './translation-view';
import type { TranslationsRepo } from './translations-repo';
import { queueChange } from '../queue-change';

export interface TranslationChangeDeps extends ChangeBuilderDeps {
  offers: OffersRepo;
  translations: TranslationsRepo;
}

export interface TranslationEdit {
  language: string;
  title?: string;
  description?: OfferDescription;
}

/** The body of PATCH /sale/offers/{id}/translations/{language}: only the elements given. */
export const editBody = (edit: { title?: string; description?: OfferDescription }) => ({
  ...(edit.title !== undefined ? { title: { translation: edit.title } } : {}),
  ...(edit.description !== undefined ? { description: { translation: edit.description } } : {}),
});

/**
 * Manual translations of an offer: an edit (title and/or description in one language) or a delete (one element or
 * the whole manual translation) is checked, stored in the outbox and shown over the local copy at once; the worker
 * sends it (translation-step.ts). The entity is the offer, so its translation changes go in the order made.
 */
export function createTranslationChanges(deps: TranslationChangeDeps) {
  const { db, changes } = deps;
  const shown = createTranslationView(db, deps.translations);

  function checkLanguage(language: string, seller: Language): void {
    if (!languageTagPattern.test(language) || language === baseLanguage)
      throw translationText.error('VALIDATION_FAILED', 'languageInvalid', seller);
  }

  function store(
    accountId: string,
    offerId: string,
    kind: 'translation.edit' | 'translation.delete',
    fields: TranslationFields & { description?: OfferDescription },
    request: unknown,
  ): Change {
    const seller = deps.language();
    const id = db.transaction(() => {
      if (!deps.offers.fieldsOf(accountId, offerId))
        throw translationText.error('NOT_FOUND', 'offerUnknown', seller, { id: offerId });
      const before = shown(accountId, offerId).translations.find((t) => t.language === fields.language);
      const previous: TranslationFields & { description?: OfferDescription } = { language: fields.language };
      if (before?.title) previous.title = before.title.text;
      if (before?.description) previous.description = { sections: before.description.sections };
      if (kind === 'translation.delete') {
        const manual = (element: TranslationElement) => before?.[element]?.type === 'MANUAL';
        const wanted =
          fields.deleted === 'all' ? manual('title') || manual('description') : manual(fields.deleted!);
        // Asked offline for a translation never read, the marketplace decides; known to be absent, it is refused here.
        if (!wanted && deps.translations.fetchedAt(accountId, offerId) !== null)
          throw translationText.error('NOT_FOUND', 'nothingToDelete', seller, { language: fields.language! });
      }
      return queueChange(
        changes,
        { accountId, entityType: 'translation', entityId: offerId, kind, fields, previous, request },
        deps.now(),
      );
    })();
    deps.changed(['offer_translations', 'outbox']);
    deps.wake();
    return deps.view(id);
  }

  /** A manual translation's title and/or description in one language (a new language or an existing one). */
  function editTranslation(accountId: string, offerId: string, edit: TranslationEdit): Change {
    const seller = deps.language();
    checkLanguage(edit.language, seller);
    if (edit.title === undefined && edit.description === undefined)
      throw translationText.error('VALIDATION_FAILED', 'nothingGiven', seller);
    const description = edit.description === undefined ? undefined : cleanDescription(edit.description);
    checkOfferFields(
      { ...(edit.title !== undefined ? { name: edit.title } : {}), ...(description ? { description } : {}) },
      seller,
      deps.offers.imagesOf(accountId, offerId),
    );
    const wanted = {
      ...(edit.title !== undefined ? { title: edit.title } : {}),
      ...(description ? { description } : {}),
    };
    return store(
      accountId,
      offerId,
      'translation.edit',
      { language: edit.language, ...wanted },
      editBody(wanted),
    );
  }

  /** Deletes a manual translation's title, description or both (`element` left out). */
  function deleteTranslation(
    accountId: string,
    offerId: string,
    language: string,
    element?: TranslationElement,
  ): Change {
    checkLanguage(language, deps.language());
    return store(
      accountId,
      offerId,
      'translation.delete',
      { language, deleted: element ?? 'all' },
      element ? { element } : {},
    );
  }

  return { editTranslation, deleteTranslation, view: shown };
}

export type TranslationChanges = ReturnType<typeof createTranslationChanges>;
