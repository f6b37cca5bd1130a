import type { PrintJob } from '../../shared/printing';
import type { Language } from '../../shared/settings';
import type { AddressProblem, AddressProblemCode } from '../../shared/shipping';
import type { FieldError } from '../../shared/errors';
import { AppError } from '../core/kernel/errors';
import type { Core } from '../core/compose';
import { findPrinter } from './commands/print';
import { UsageError, type OptionValues } from './command';

/** The address check's findings as the seller reads them (the renderer words them at each field). */
const problemTexts: Record<Language, Record<AddressProblemCode, string>> = {
  en: {
    streetNumberMissing: 'the street has no building number',
    phoneInvalid: 'the phone number needs 9 to 14 digits',
    postCodeInvalid: 'the post code does not fit the country',
    pickupPointMissing: 'the delivery method needs a pickup point and none is chosen',
    required: 'a required field is empty',
  },
  pl: {
    streetNumberMissing: 'ulica nie ma numeru budynku',
    phoneInvalid: 'numer telefonu musi mieć od 9 do 14 cyfr',
    postCodeInvalid: 'kod pocztowy nie pasuje do kraju',
    pickupPointMissing: 'metoda dostawy wymaga punktu odbioru, a żaden nie jest wybrany',
    required: 'wymagane pole jest puste',
  },
};

export const problemText = (problem: AddressProblem, language: Language): string =>
  `${problem.path}: ${problemTexts[language][problem.code]}`;

/** The failure of a parcel as one error for the command line's single error path. */
export function parcelFailure(
  orderId: string,
  problems: AddressProblem[],
  errors: FieldError[],
  language: Language,
): AppError {
  const lines = [
    ...problems.map((p) => problemText(p, language)),
    ...errors.map((e) => (e.path ? `${e.path}: ${e.userMessage}` : e.userMessage)),
  ];
  const head =
    language === 'pl'
      ? `Paczka dla zamówienia ${orderId} nie została utworzona`
      : `No parcel was made for order ${orderId}`;
  return new AppError('VALIDATION_FAILED', `No parcel for ${orderId}: ${lines.join('; ')}`, {
    userMessage: `${head}: ${lines.join('; ') || '?'}`,
  });
}

/** `--printer NAME` resolved to a printer id; only together with `--print`. */
export async function chosenPrinter(core: Core, values: OptionValues): Promise<string | undefined> {
  const wanted = values.printer;
  if (wanted === undefined) return undefined;
  if (typeof wanted !== 'string' || !wanted) throw new UsageError('--printer needs a NAME');
  if (values.print !== true) throw new UsageError('--printer goes with --print');
  return findPrinter(await core.printing.listPrinters(), wanted).id;
}

export const printedOk = (job: PrintJob): boolean => job.state === 'done' || job.state === 'sent';

/** The lines scripts read once a parcel is made and once its label is out (`ship`, `sync --once`). */
export const parcelCreatedLine = (orderId: string, waybills: string[]): string =>
  `Parcel created for ${orderId}: waybill ${waybills.join(', ') || '-'}`;
export const labelPrintedLine = (label: PrintJob): string => `Label printed on ${label.printerLabel}`;
