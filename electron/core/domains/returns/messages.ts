import { messageCatalog } from '../../kernel/messages';

/** What the seller reads about returns and refunds refused before they are stored, in the language of the app. */
export const returnText = messageCatalog({
  en: {
    returnUnknown: 'Return {id} is not in the local copy.',
    notRejectable: 'This return can no longer be rejected.',
    rejectionWaiting: 'A rejection of this return is already on its way.',
    reasonRequired: 'Give the reason for rejecting the refund (up to 250 characters).',
    reasonLength: 'The reason may have at most 250 characters.',
    orderUnknown: 'Order {id} is not in the local copy.',
    notPaid: 'This order has no finished payment to refund.',
    lineItemUnknown: 'Line item {id} is not in the order.',
    quantity: 'At most {max} of “{name}” can still be refunded.',
    delivery: 'At most {max} of the delivery can still be refunded.',
    nothing: 'Choose items or the delivery to refund.',
    commentLength: 'The comment may have at most 250 characters.',
  },
  pl: {
    returnUnknown: 'Zwrotu {id} nie ma w lokalnej kopii.',
    notRejectable: 'Tego zwrotu nie można już odrzucić.',
    rejectionWaiting: 'Odmowa tego zwrotu jest już w drodze.',
    reasonRequired: 'Podaj powód odmowy zwrotu wpłaty (do 250 znaków).',
    reasonLength: 'Powód może mieć najwyżej 250 znaków.',
    orderUnknown: 'Zamówienia {id} nie ma w lokalnej kopii.',
    notPaid: 'To zamówienie nie ma zakończonej płatności do zwrotu.',
    lineItemUnknown: 'Pozycji {id} nie ma w zamówieniu.',
    quantity: 'Z pozycji „{name}” można jeszcze zwrócić najwyżej {max} szt.',
    delivery: 'Za dostawę można jeszcze zwrócić najwyżej {max}.',
    nothing: 'Wybierz pozycje lub dostawę do zwrotu.',
    commentLength: 'Komentarz może mieć najwyżej 250 znaków.',
  },
});
