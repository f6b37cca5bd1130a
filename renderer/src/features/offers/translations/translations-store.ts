import type { OfferTranslation, TranslationElement } from '../../../../../shared/translations';
import { api } from '../../../api/client';
import { notifyError } from '../../../app/notify';

/** Saves the seller's own wording of one language's title or description. */
export const editTranslation = (
  offerId: string,
  language: string,
  fields: { title?: string; description?: OfferTranslation['description'] },
) =>
  api.translations.edit({
    offerId,
    language,
    ...(fields.title !== undefined ? { title: fields.title } : {}),
    ...(fields.description ? { description: { sections: fields.description.sections } } : {}),
  });

/** Deletes one language's manual translation, or only one element of it; a refusal is shown as a notice. */
export const removeTranslation = (offerId: string, language: string, element?: TranslationElement) =>
  api.translations.delete({ offerId, language, ...(element ? { element } : {}) }).catch(notifyError);
