import { messageCatalog } from '../../kernel/messages';

/** What the seller reads about their answers to ratings and removal requests, in the language of the app. */
export const ratingText = messageCatalog({
  en: {
    ratingUnknown: 'Rating {id} is not in the local copy yet. Wait for the sync or check the number.',
    answerLength: 'The answer must be 1 to 500 characters long.',
    removalClosed: 'The removal of this rating can no longer be requested (the time for it ended {until}).',
    removalLength: 'The reason for the removal must be 1 to 500 characters long.',
    removalUnavailable: 'The marketplace does not allow asking for the removal of this rating.',
  },
  pl: {
    ratingUnknown:
      'Oceny {id} nie ma jeszcze w lokalnej kopii. Poczekaj na synchronizację lub sprawdź numer.',
    answerLength: 'Odpowiedź musi mieć od 1 do 500 znaków.',
    removalClosed: 'Nie można już wnioskować o usunięcie tej oceny (termin minął {until}).',
    removalLength: 'Uzasadnienie wniosku o usunięcie musi mieć od 1 do 500 znaków.',
    removalUnavailable: 'Platforma nie pozwala wnioskować o usunięcie tej oceny.',
  },
});
