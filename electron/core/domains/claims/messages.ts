import { messageCatalog } from '../../kernel/messages';

/** What the seller reads about claims refused before they are stored, in the language of the app. */
export const claimText = messageCatalog({
  en: {
    orderUnknown: 'Order {id} is not in the local copy.',
    lineItemUnknown: 'This order has no such item.',
    claimUnknown: 'Claim {id} is not in the local copy.',
    quantity: 'Claim 1 to {max} items: the buyer bought {max}.',
    paid: 'The order was paid and not returned: a commission refund can be claimed only for an order that was not paid or was returned.',
    tooEarly: 'The buyer still has time to pay: claim {days} days after the purchase at the earliest.',
    tooLate: 'A commission refund can be claimed up to {days} days after the purchase.',
    claimed: 'This item already has a claim.',
    merged: 'The buyer merged this order into another one: claim from that order.',
    claimWaiting: 'This claim is not on the marketplace yet: wait until it is sent, or discard it.',
    notWithdrawable: 'Only a claim still being processed can be withdrawn.',
  },
  pl: {
    orderUnknown: 'Zamówienia {id} nie ma w lokalnej kopii.',
    lineItemUnknown: 'W tym zamówieniu nie ma takiej pozycji.',
    claimUnknown: 'Wniosku {id} nie ma w lokalnej kopii.',
    quantity: 'Wnioskuj o 1 do {max} szt.: kupujący kupił {max}.',
    paid: 'Zamówienie zostało opłacone i nie zostało zwrócone: o zwrot prowizji można wnioskować tylko dla zamówienia nieopłaconego lub zwróconego.',
    tooEarly: 'Kupujący ma jeszcze czas na zapłatę: wniosek można złożyć najwcześniej {days} dni po zakupie.',
    tooLate: 'O zwrot prowizji można wnioskować do {days} dni od zakupu.',
    claimed: 'Ta pozycja ma już wniosek.',
    merged: 'Kupujący połączył to zamówienie z innym: złóż wniosek z tamtego zamówienia.',
    claimWaiting: 'Tego wniosku jeszcze nie ma w serwisie: poczekaj, aż zostanie wysłany, albo go odrzuć.',
    notWithdrawable: 'Wycofać można tylko wniosek, który jest jeszcze rozpatrywany.',
  },
});
