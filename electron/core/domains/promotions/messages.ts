import { messageCatalog } from '../../kernel/messages';

/** What the seller reads about promotion changes refused before they are stored, in the language of the app. */
export const promotionText = messageCatalog({
  en: {
    promotionUnknown: 'Promotion {id} is not in the local copy.',
    promotionWaiting: 'This promotion is not on the marketplace yet: wait until it is sent, or discard it.',
    promotionEnded: 'This promotion has ended.',
    onlyBundle: 'Only the discount of a bundle can be changed here.',
    offersCount: 'Pick 1 to {max} offers.',
    offerUnknown: 'Offer {id} is not in the local copy.',
    nameLength: 'The price list needs a name of 1 to {max} characters.',
    thresholdsCount: 'Give 1 to {max} thresholds.',
    quantity: 'A threshold’s quantity must be a whole number from {min} to {max}.',
    percentage: 'A discount must be a whole percentage from 1 to 99.',
    rising: 'A threshold with more units must give a higher discount.',
    packSize: 'A multipack is 2 to 10 units.',
    packDiscount: 'For {quantity} units the discount must be above {min}% and at most 100%.',
    discount: 'The discount must be an amount above zero with at most two decimals, such as 9.99.',
  },
  pl: {
    promotionUnknown: 'Promocji {id} nie ma w lokalnej kopii.',
    promotionWaiting:
      'Tej promocji jeszcze nie ma w serwisie: poczekaj, aż zostanie wysłana, albo ją odrzuć.',
    promotionEnded: 'Ta promocja jest zakończona.',
    onlyBundle: 'Tutaj można zmienić tylko rabat zestawu.',
    offersCount: 'Wybierz od 1 do {max} ofert.',
    offerUnknown: 'Oferty {id} nie ma w lokalnej kopii.',
    nameLength: 'Cennik musi mieć nazwę o długości od 1 do {max} znaków.',
    thresholdsCount: 'Podaj od 1 do {max} progów.',
    quantity: 'Liczba sztuk progu musi być liczbą całkowitą od {min} do {max}.',
    percentage: 'Rabat musi być całkowitą liczbą procent od 1 do 99.',
    rising: 'Próg z większą liczbą sztuk musi dawać wyższy rabat.',
    packSize: 'Zestaw wielosztukowy to od 2 do 10 sztuk.',
    packDiscount: 'Przy {quantity} sztukach rabat musi być wyższy niż {min}% i nie większy niż 100%.',
    discount: 'Rabat musi być kwotą powyżej zera z najwyżej dwoma miejscami po przecinku, np. 9,99.',
  },
});
