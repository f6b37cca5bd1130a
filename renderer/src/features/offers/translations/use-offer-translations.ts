import { useEffect, useState } from 'react';
import type { OfferTranslations } from '../../../../../shared/translations';
import { api, onEvent } from '../../../api/client';

export interface TranslationsState {
  data: OfferTranslations | null;
  /** The marketplace could not be read when the offer opened: the local copy is shown. */
  offline: boolean;
}

/**
 * The open offer's translations: the local copy at once, then read from the marketplace (the detail opened online);
 * asked again when the local copy or the outbox changes.
 */
export function useOfferTranslations(offerId: string): TranslationsState {
  // Kept with the offer it is of: another offer opened shows nothing of the last one's while its own load.
  const [state, setState] = useState<TranslationsState & { offerId: string | null }>({
    offerId: null,
    data: null,
    offline: false,
  });
  useEffect(() => {
    let live = true;
    const show = (data: OfferTranslations, offline?: boolean) => {
      if (live)
        setState((prev) => ({
          offerId,
          data,
          offline: offline ?? (prev.offerId === offerId && prev.offline),
        }));
    };
    const local = () =>
      api.translations.get({ offerId }).then(
        (data) => show(data),
        () => undefined,
      );
    void local();
    api.translations.refresh({ offerId }).then(
      (data) => show(data, false),
      () => {
        if (live)
          setState((prev) => ({ offerId, data: prev.offerId === offerId ? prev.data : null, offline: true }));
      },
    );
    const off = onEvent('changed', ({ tables }) => {
      if (tables.includes('offer_translations') || tables.includes('outbox')) void local();
    });
    return () => {
      live = false;
      off();
    };
  }, [offerId]);
  return state.offerId === offerId ? state : { data: null, offline: false };
}
