import { messageCatalog } from '../kernel/messages';

/** What the seller reads about their changes, in the language of the app. */
export const outboxText = messageCatalog({
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
    changeNotFound: 'Change {id} does not exist.',
    notDiscardable: 'Only a change that waits or failed can be discarded.',
    notRetryable: 'Only a failed change can be tried again.',
    taskFailed: 'The marketplace did not apply the change: {message}',
    ratingUnknown: 'Rating {id} is not in the local copy yet. Wait for the sync or check the number.',
    answerLength: 'The answer must be 1 to 500 characters long.',
    removalClosed: 'The removal of this rating can no longer be requested (the time for it ended {until}).',
    removalLength: 'The reason for the removal must be 1 to 500 characters long.',
    removalUnavailable: 'The marketplace does not allow asking for the removal of this rating.',
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
    changeNotFound: 'Zmiana {id} nie istnieje.',
    notDiscardable: 'Odrzucić można tylko zmianę oczekującą lub nieudaną.',
    notRetryable: 'Ponowić można tylko nieudaną zmianę.',
    taskFailed: 'Platforma nie wprowadziła zmiany: {message}',
    ratingUnknown:
      'Oceny {id} nie ma jeszcze w lokalnej kopii. Poczekaj na synchronizację lub sprawdź numer.',
    answerLength: 'Odpowiedź musi mieć od 1 do 500 znaków.',
    removalClosed: 'Nie można już wnioskować o usunięcie tej oceny (termin minął {until}).',
    removalLength: 'Uzasadnienie wniosku o usunięcie musi mieć od 1 do 500 znaków.',
    removalUnavailable: 'Platforma nie pozwala wnioskować o usunięcie tej oceny.',
  },
});
