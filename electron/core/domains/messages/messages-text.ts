import { messageCatalog } from '../../kernel/messages';

/** What the seller reads about replies refused before they are stored, in the language of the app. */
export const messagesText = messageCatalog({
  en: {
    threadUnknown: 'Thread {id} is not in the local copy.',
    textLength: 'Write a message of 1 to {max} characters.',
    filesCount: 'Attach at most {max} files.',
    fileType: '{name}: only images (PNG, GIF, BMP, TIFF, JPEG) and PDF files can be attached.',
    fileSize: '{name} is larger than 5 MB.',
    attachmentUnknown: 'This attachment cannot be downloaded.',
    orderNeeded:
      'The marketplace takes a message only about an order: choose one of the orders of {login}. None is in the local copy yet? Sync the orders first.',
    orderOfOther: 'Order {id} is not an order of {login}.',
    orderUnknown: 'Order {id} is not in the local copy.',
  },
  pl: {
    threadUnknown: 'Wątku {id} nie ma w lokalnej kopii.',
    textLength: 'Napisz wiadomość o długości od 1 do {max} znaków.',
    filesCount: 'Załącz najwyżej {max} plików.',
    fileType: '{name}: można załączyć tylko obrazy (PNG, GIF, BMP, TIFF, JPEG) i pliki PDF.',
    fileSize: 'Plik {name} jest większy niż 5 MB.',
    attachmentUnknown: 'Tego załącznika nie można pobrać.',
    orderNeeded:
      'Allegro przyjmuje wiadomość tylko w sprawie zamówienia: wybierz jedno z zamówień {login}. Nie ma żadnego w lokalnej kopii? Najpierw zsynchronizuj zamówienia.',
    orderOfOther: 'Zamówienie {id} nie jest zamówieniem {login}.',
    orderUnknown: 'Zamówienia {id} nie ma w lokalnej kopii.',
  },
});
