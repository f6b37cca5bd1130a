import type { ErrorCode } from '../../../shared/errors';
import type { Language } from '../../../shared/settings';
import { AppError } from '../app/errors';

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
  },
} satisfies Record<Language, Record<string, string>>;

export type PrintMessage = keyof (typeof texts)['en'];

const kindNames: Record<Language, Record<string, string>> = {
  en: { label: 'labels', protocol: 'protocols', packingSlip: 'packing slips', testPage: 'test pages' },
  pl: {
    label: 'etykiety',
    protocol: 'protokoły',
    packingSlip: 'listy pakowania',
    testPage: 'strony testowe',
  },
};

function fill(text: string, vars: Record<string, string | number>, language: Language): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = vars[name];
    if (value === undefined) return match;
    if (name === 'kind') return kindNames[language][String(value)] ?? String(value);
    if (name === 'format') return String(value).toUpperCase();
    return String(value);
  });
}

/** An AppError whose message is English (logs, the command line) and whose userMessage is the seller's. */
export function printingError(
  code: ErrorCode,
  key: PrintMessage,
  language: Language,
  vars: Record<string, string | number> = {},
): AppError {
  return new AppError(code, fill(texts.en[key], vars, 'en'), {
    userMessage: fill(texts[language][key], vars, language),
  });
}
