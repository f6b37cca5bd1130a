import { messageCatalog } from '../../kernel/messages';

/** What the seller reads about a dispute reply refused before it is stored, in the language of the app. */
export const disputeText = messageCatalog({
  en: {
    disputeUnknown: 'Dispute {id} is not in the local copy.',
    disputeClosed: 'This dispute is closed: the marketplace takes no more messages in it.',
    empty: 'Write a reply or attach a file.',
    tooLong: 'A reply is at most {max} characters.',
    fileTooBig: 'The file is larger than {max} MB.',
    fileName: 'The file must be an image (PNG, JPEG, GIF, BMP, TIFF) or a PDF.',
  },
  pl: {
    disputeUnknown: 'Dyskusji {id} nie ma w lokalnej kopii.',
    disputeClosed: 'Ta dyskusja jest zamknięta: serwis nie przyjmuje w niej wiadomości.',
    empty: 'Napisz odpowiedź albo dołącz plik.',
    tooLong: 'Odpowiedź może mieć najwyżej {max} znaków.',
    fileTooBig: 'Plik jest większy niż {max} MB.',
    fileName: 'Plik musi być obrazem (PNG, JPEG, GIF, BMP, TIFF) albo plikiem PDF.',
  },
});
