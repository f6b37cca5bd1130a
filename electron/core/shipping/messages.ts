import type { Language } from '../../../shared/settings';
import type { FieldError } from '../../../shared/errors';
import type { PrinterStop } from '../../../shared/shipping';
import { messageCatalog } from '../kernel/messages';

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
      'The marketplace did not give the sender address for this parcel. Fill it in under Settings, "Sender and drop-off".',
    noLabel: 'This parcel has no stored label yet.',
    labelVoid: 'This parcel is cancelled: its label is void and is not printed again.',
    noService: 'The marketplace offers no parcel service for the delivery method "{method}".',
    notCancellable: 'Only a parcel the marketplace made can be cancelled.',
    notRetryable: 'This parcel has nothing left to try again.',
    noDropOff: 'The delivery method "{method}" takes no drop-off point: its carrier collects the parcels.',
    pickupPending:
      'The marketplace has not finished the pickup request yet. Ask for the same pickup again later to see its result; no second courier is ordered.',
    pickupNotReceived:
      'The pickup request did not reach the marketplace. Ask for the same pickup again when the connection is back; the same request is sent.',
    labelOnWebsite:
      'This parcel was made on the marketplace’s website, and the marketplace gives its label only there. Print it from the website.',
    printFailed: 'The label is stored but was not printed: {message}',
    rejected: 'The marketplace refused the parcel: {message}',
    printerStop: 'The label printer "{printer}" cannot print: {reasons}. Nothing was created.',
    noAnswer: 'it did not answer (is it switched on and connected?)',
    paperOut: 'it is out of paper (put paper in)',
    ribbonOut: 'its ribbon ran out (put a ribbon in)',
    headOpen: 'its head is open (close the head)',
    paused: 'it is paused (resume the printer)',
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
      'Platforma nie podała adresu nadawcy tej paczki. Uzupełnij go w Ustawieniach, w części „Nadawca i nadanie”.',
    noLabel: 'Ta przesyłka nie ma jeszcze zapisanej etykiety.',
    labelVoid: 'Ta przesyłka jest anulowana: jej etykieta jest nieważna i nie zostanie wydrukowana ponownie.',
    noService: 'Platforma nie oferuje usługi wysyłki dla metody dostawy „{method}”.',
    notCancellable: 'Anulować można tylko przesyłkę utworzoną przez platformę.',
    notRetryable: 'W tej przesyłce nie ma już nic do ponowienia.',
    noDropOff: 'Metoda dostawy „{method}” nie ma punktu nadania: przewoźnik sam odbiera paczki.',
    pickupPending:
      'Platforma nie zakończyła jeszcze zamawiania kuriera. Zamów ten sam odbiór ponownie później, aby zobaczyć wynik; drugi kurier nie zostanie zamówiony.',
    pickupNotReceived:
      'Zamówienie kuriera nie dotarło do platformy. Zamów ten sam odbiór ponownie po powrocie połączenia; zostanie wysłane to samo zamówienie.',
    labelOnWebsite:
      'Ta przesyłka została utworzona na stronie platformy, a jej etykietę platforma wydaje tylko tam. Wydrukuj ją ze strony.',
    printFailed: 'Etykieta jest zapisana, ale nie została wydrukowana: {message}',
    rejected: 'Platforma odrzuciła przesyłkę: {message}',
    printerStop: 'Drukarka etykiet „{printer}” nie może drukować: {reasons}. Nic nie zostało utworzone.',
    noAnswer: 'nie odpowiada (czy jest włączona i podłączona?)',
    paperOut: 'brak papieru (włóż papier)',
    ribbonOut: 'skończyła się taśma (załóż taśmę)',
    headOpen: 'otwarta głowica (zamknij głowicę)',
    paused: 'jest wstrzymana (wznów drukarkę)',
  },
};

export type ShippingMessage = keyof (typeof texts)['en'];

const catalog = messageCatalog(texts);

export const shippingText = catalog.text;
export const shippingError = catalog.error;

/** Why the label printer stopped a parcel before it was made, as one sentence. */
export const printerStopText = (
  stop: { printer: { label: string }; problems: readonly PrinterStop[] },
  language: Language,
): string =>
  shippingText('printerStop', language, {
    printer: stop.printer.label,
    reasons: stop.problems.map((problem) => shippingText(problem, language)).join(', '),
  });

/** A problem of the flow itself shown at the parcel, in the seller's language. */
export const flowError = (
  code: string,
  key: ShippingMessage,
  language: Language,
  values: Record<string, string | number> = {},
): FieldError => ({ path: null, code, userMessage: shippingText(key, language, values) });
