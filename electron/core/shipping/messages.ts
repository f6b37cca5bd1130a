import type { ErrorCode } from '../../../shared/errors';
import type { Language } from '../../../shared/settings';
import type { FieldError } from '../../../shared/shipping';
import { AppError } from '../app/errors';

/** What the seller reads about parcels, in the language of the app. */
const texts = {
  en: {
    orderNotFound: 'Order {id} is not in the local copy yet. Wait for the sync or check the number.',
    shipmentNotFound: 'Parcel {id} does not exist.',
    templateNotFound: 'Parcel template {id} does not exist.',
    templateTaken: 'Another template is already used for this delivery method.',
    orderCancelled:
      'The buyer cancelled order {id} after its label was made. Do not send the parcel: cancel it in its history.',
    alreadyShipped: 'Order {id} already has a waybill ({waybills}); no second parcel was made.',
    takenElsewhere: 'Order {id} is being packed on another station. Check there before packing it here.',
    takeCancelled: 'The buyer cancelled order {id}. Do not pack it.',
    takeShipped: 'Order {id} already has a waybill ({waybills}). Check it before packing it again.',
    noSender:
      'The marketplace did not give the sender address for this parcel. Make one parcel on the marketplace first, or check the account.',
    noLabel: 'This parcel has no stored label yet.',
    noService: 'The marketplace offers no parcel service for the delivery method "{method}".',
    notCancellable: 'Only a parcel the marketplace made can be cancelled.',
    notRetryable: 'This parcel has nothing left to try again.',
    printFailed: 'The label is stored but was not printed: {message}',
    rejected: 'The marketplace refused the parcel: {message}',
  },
  pl: {
    orderNotFound:
      'Zamówienia {id} nie ma jeszcze w lokalnej kopii. Poczekaj na synchronizację lub sprawdź numer.',
    shipmentNotFound: 'Przesyłka {id} nie istnieje.',
    templateNotFound: 'Szablon paczki {id} nie istnieje.',
    templateTaken: 'Dla tej metody dostawy jest już inny szablon.',
    orderCancelled:
      'Kupujący anulował zamówienie {id} po utworzeniu etykiety. Nie wysyłaj paczki: anuluj ją w historii zamówienia.',
    alreadyShipped:
      'Zamówienie {id} ma już numer przesyłki ({waybills}); druga paczka nie została utworzona.',
    takenElsewhere:
      'Zamówienie {id} jest pakowane na innym stanowisku. Sprawdź tam, zanim spakujesz je tutaj.',
    takeCancelled: 'Kupujący anulował zamówienie {id}. Nie pakuj go.',
    takeShipped:
      'Zamówienie {id} ma już numer przesyłki ({waybills}). Sprawdź je, zanim spakujesz je ponownie.',
    noSender:
      'Platforma nie podała adresu nadawcy tej paczki. Utwórz najpierw jedną paczkę na platformie albo sprawdź konto.',
    noLabel: 'Ta przesyłka nie ma jeszcze zapisanej etykiety.',
    noService: 'Platforma nie oferuje usługi wysyłki dla metody dostawy „{method}”.',
    notCancellable: 'Anulować można tylko przesyłkę utworzoną przez platformę.',
    notRetryable: 'W tej przesyłce nie ma już nic do ponowienia.',
    printFailed: 'Etykieta jest zapisana, ale nie została wydrukowana: {message}',
    rejected: 'Platforma odrzuciła przesyłkę: {message}',
  },
} satisfies Record<Language, Record<string, string>>;

export type ShippingMessage = keyof (typeof texts)['en'];

export function shippingText(
  key: ShippingMessage,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return texts[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** An error for the bridge: English in `message` (logs), the seller's language in `userMessage`. */
export function shippingError(
  code: ErrorCode,
  key: ShippingMessage,
  language: Language,
  values: Record<string, string | number> = {},
): AppError {
  return new AppError(code, shippingText(key, 'en', values), {
    userMessage: shippingText(key, language, values),
  });
}

/** A problem of the flow itself shown at the parcel, in the seller's language. */
export const flowError = (
  code: string,
  key: ShippingMessage,
  language: Language,
  values: Record<string, string | number> = {},
): FieldError => ({ path: null, code, userMessage: shippingText(key, language, values) });
