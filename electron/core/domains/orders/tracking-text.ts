import { messageCatalog } from '../../kernel/messages';

/** What the seller reads about a tracking number or a status refused before it is stored, in the app's language. */
export const trackingText = messageCatalog({
  en: {
    orderUnknown: 'Order {id} is not in the local copy.',
    waybill: 'Enter the tracking number: 1 to {max} characters.',
    carrierMissing: 'Choose the carrier.',
    carrierUnknown:
      'The marketplace does not list the carrier {id}: choose one of its carriers, or OTHER with a name.',
    carrierName: "With OTHER, enter the carrier's name: 1 to {max} characters.",
    lineItemUnknown: 'This order has no item {id}.',
    status: 'The status {status} cannot be set by hand.',
    trackingRefused: 'The tracking number was not added, so the order was not marked as sent either.',
  },
  pl: {
    orderUnknown: 'Zamówienia {id} nie ma w lokalnej kopii.',
    waybill: 'Wpisz numer przesyłki: od 1 do {max} znaków.',
    carrierMissing: 'Wybierz przewoźnika.',
    carrierUnknown: 'Serwis nie zna przewoźnika {id}: wybierz jednego z jego listy albo OTHER z nazwą.',
    carrierName: 'Przy OTHER wpisz nazwę przewoźnika: od 1 do {max} znaków.',
    lineItemUnknown: 'W tym zamówieniu nie ma pozycji {id}.',
    status: 'Statusu {status} nie można ustawić ręcznie.',
    trackingRefused:
      'Numer przesyłki nie został dodany, więc zamówienie nie zostało też oznaczone jako wysłane.',
  },
});
