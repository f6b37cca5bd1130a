import { messageCatalog } from '../../kernel/messages';

/** What the seller reads about translations, in the language of the app. */
export const translationText = messageCatalog({
  en: {
    offerUnknown: 'Offer {id} is not in the local copy yet. Wait for the sync or check the number.',
    languageInvalid: 'The language must be a tag such as en-US, other than the offer’s own language (pl-PL).',
    nothingGiven: 'Give a translated title or description.',
    nothingToDelete: 'The offer has no manual translation of this in {language}.',
  },
  pl: {
    offerUnknown:
      'Oferty {id} nie ma jeszcze w lokalnej kopii. Poczekaj na synchronizację lub sprawdź numer.',
    languageInvalid: 'Język musi być oznaczeniem takim jak en-US, innym niż język oferty (pl-PL).',
    nothingGiven: 'Podaj przetłumaczony tytuł lub opis.',
    nothingToDelete: 'Oferta nie ma ręcznego tłumaczenia tego elementu na {language}.',
  },
});
