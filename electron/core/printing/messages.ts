import type { Language } from '../../../shared/settings';
import { messageCatalog } from '../kernel/messages';

/** What the seller reads when printing refuses something, in the language of the app. */
const texts = {
  en: {
    unknownFormat: 'This file is not a PDF, ZPL or EPL document, so it was not printed.',
    unreadablePdf: 'This PDF cannot be read, so it was not printed.',
    formatRefused:
      'The printer "{printer}" cannot print {format} documents. Nothing was sent: choose another printer for this profile.',
    noPrinter: 'No printer is chosen for {kind}. Choose one in Printers → Profiles.',
    printerNotFound: 'The printer "{printer}" is not available on this computer.',
    jobNotFound: 'Print job {id} does not exist.',
    jobBusy: 'Print job {id} is being sent to the printer right now and cannot be changed.',
    jobFinished: 'Print job {id} is already finished.',
    builtinPrinter: 'The built-in folder printer cannot be removed.',
    printerExists: 'This printer is already on the list.',
    zplPrefix:
      'This ZPL label changes its command characters ({command}), so Seller Desk cannot check it for commands that would change the printer. Nothing was sent.',
  },
  pl: {
    unknownFormat: 'Ten plik nie jest dokumentem PDF, ZPL ani EPL, więc nie został wydrukowany.',
    unreadablePdf: 'Tego pliku PDF nie da się odczytać, więc nie został wydrukowany.',
    formatRefused:
      'Drukarka „{printer}” nie drukuje dokumentów {format}. Nic nie zostało wysłane: wybierz dla tego profilu inną drukarkę.',
    noPrinter: 'Nie wybrano drukarki dla: {kind}. Wybierz ją w Drukarki → Profile.',
    printerNotFound: 'Drukarka „{printer}” nie jest dostępna na tym komputerze.',
    jobNotFound: 'Zadanie wydruku {id} nie istnieje.',
    jobBusy: 'Zadanie wydruku {id} jest właśnie wysyłane do drukarki i nie można go teraz zmienić.',
    jobFinished: 'Zadanie wydruku {id} jest już zakończone.',
    builtinPrinter: 'Wbudowanej drukarki do folderu nie można usunąć.',
    printerExists: 'Ta drukarka jest już na liście.',
    zplPrefix:
      'Ta etykieta ZPL zmienia znaki poleceń ({command}), więc Seller Desk nie może sprawdzić, czy nie zmienia ustawień drukarki. Nic nie zostało wysłane.',
  },
};

const kindNames: Record<Language, Record<string, string>> = {
  en: { label: 'labels', protocol: 'protocols', packingSlip: 'packing slips', testPage: 'test pages' },
  pl: {
    label: 'etykiety',
    protocol: 'protokoły',
    packingSlip: 'listy pakowania',
    testPage: 'strony testowe',
  },
};

/** Printing's texts: a document kind is written as a word, a format in capitals. */
const catalog = messageCatalog(texts, (name, value, language) => {
  if (name === 'kind') return kindNames[language][String(value)] ?? String(value);
  if (name === 'format') return String(value).toUpperCase();
  return String(value);
});

export const printingError = catalog.error;
