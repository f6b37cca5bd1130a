import type { OfferTranslations } from '../../../../../shared/translations';
import { api } from '../../../api/client';
import { createDetailRead } from '../../../stores/detail-read';

/**
 * The open offer's translations: the local copy at once, then read from the marketplace (the detail opened online);
 * asked again when the local copy or the outbox changes.
 */
export const useOfferTranslations = createDetailRead<OfferTranslations>({
  tables: ['offer_translations', 'outbox'],
  read: (offerId) => api.translations.get({ offerId }),
  fetch: (offerId) => api.translations.refresh({ offerId }),
});
