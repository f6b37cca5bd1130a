import { messageCatalog } from '../../kernel/messages';

/** What the seller reads about bins and the pick list, in the language of the app. */
export const pickingText = messageCatalog({
  en: {
    offerUnknown: 'Offer {id} is not in the local copy yet. Wait for the sync or check the number.',
    noHeader:
      'The file has no header row naming the offer column (offer id, external id or EAN) and the bin column.',
    noBinColumn: 'The file has no bin column (a header such as "bin" or "location").',
    empty: 'No order is waiting to be packed: the pick list is empty.',
    noPrinter: 'No printer can print the pick list: choose one in Printers → Profiles (packing slips).',
  },
  pl: {
    offerUnknown:
      'Oferty {id} nie ma jeszcze w lokalnej kopii. Poczekaj na synchronizację lub sprawdź numer.',
    noHeader:
      'Plik nie ma wiersza nagłówka z kolumną oferty (numer oferty, sygnatura lub EAN) i kolumną lokalizacji.',
    noBinColumn: 'Plik nie ma kolumny lokalizacji (nagłówek taki jak „lokalizacja” lub „bin”).',
    empty: 'Żadne zamówienie nie czeka na spakowanie: lista kompletacyjna jest pusta.',
    noPrinter:
      'Żadna drukarka nie wydrukuje listy kompletacyjnej: wybierz ją w Drukarki → Profile (listy pakowania).',
  },
});
