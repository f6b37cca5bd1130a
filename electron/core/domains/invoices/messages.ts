import { messageCatalog } from '../../kernel/messages';

/** What the seller reads about an invoice refused before it is queued, in the language of the app. */
export const invoiceText = messageCatalog({
  en: {
    orderUnknown: 'Order {id} is not in the local copy.',
    notPdf: 'The file is not a PDF.',
    tooBig: 'The file is too large: an invoice may have at most 3 MB.',
    empty: 'The file is empty.',
    name: 'The file needs a name ending in .pdf, of at most {max} characters.',
    number: 'The invoice number may have at most {max} characters.',
    duplicate: 'This order already has invoice {number}.',
    fileGone: 'The copy of the invoice file is gone from the data folder: attach the PDF again.',
  },
  pl: {
    orderUnknown: 'Zamówienia {id} nie ma w lokalnej kopii.',
    notPdf: 'Plik nie jest plikiem PDF.',
    tooBig: 'Plik jest za duży: faktura może mieć najwyżej 3 MB.',
    empty: 'Plik jest pusty.',
    name: 'Plik musi mieć nazwę kończącą się na .pdf, o długości najwyżej {max} znaków.',
    number: 'Numer faktury może mieć najwyżej {max} znaków.',
    duplicate: 'To zamówienie ma już fakturę {number}.',
    fileGone: 'Kopii pliku faktury nie ma już w folderze danych: dołącz PDF ponownie.',
  },
});
