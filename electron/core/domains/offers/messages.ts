import { messageCatalog } from '../../kernel/messages';

/** What the seller reads about their offers' changes, in the language of the app. */
export const offerText = messageCatalog({
  en: {
    offerUnknown: 'Offer {id} is not in the local copy yet. Wait for the sync or check the number.',
    offerGone: 'Offer {id} no longer exists on the marketplace.',
    finishedOtherwise:
      'The marketplace finished the change of offer {id}, but the offer now holds other values (changed elsewhere meanwhile?). Check it and try again if needed.',
    nothingToChange: 'The change sets nothing new.',
    nameLength: 'The title must be 1 to {max} characters long.',
    priceInvalid: 'The price must be an amount above zero with at most two decimals, such as 19.99.',
    stockInvalid: 'The stock must be a whole number from 0 to {max}.',
    descriptionTooLong: 'The description must take at most {max} bytes.',
    sectionItems: 'Every section of the description must hold 1 or {max} items.',
    textEmpty: 'A text of the description must not be empty.',
    imageUnknown: "A picture in the description must be one of the offer's images.",
    itemType: 'The description may hold only texts and pictures.',
    taskFailed: 'The marketplace did not apply the change: {message}',
  },
  pl: {
    offerUnknown:
      'Oferty {id} nie ma jeszcze w lokalnej kopii. Poczekaj na synchronizację lub sprawdź numer.',
    offerGone: 'Oferta {id} nie istnieje już na platformie.',
    finishedOtherwise:
      'Platforma zakończyła zmianę oferty {id}, ale oferta ma teraz inne wartości (zmieniona w międzyczasie gdzie indziej?). Sprawdź ją i w razie potrzeby ponów.',
    nothingToChange: 'Zmiana niczego nie zmienia.',
    nameLength: 'Tytuł musi mieć od 1 do {max} znaków.',
    priceInvalid: 'Cena musi być kwotą większą od zera, z najwyżej dwoma miejscami po przecinku, np. 19,99.',
    stockInvalid: 'Liczba sztuk musi być liczbą całkowitą od 0 do {max}.',
    descriptionTooLong: 'Opis może zajmować najwyżej {max} bajtów.',
    sectionItems: 'Każda sekcja opisu musi mieć 1 lub {max} elementy.',
    textEmpty: 'Tekst w opisie nie może być pusty.',
    imageUnknown: 'Zdjęcie w opisie musi być jednym ze zdjęć oferty.',
    itemType: 'Opis może zawierać tylko teksty i zdjęcia.',
    taskFailed: 'Platforma nie wprowadziła zmiany: {message}',
  },
});
