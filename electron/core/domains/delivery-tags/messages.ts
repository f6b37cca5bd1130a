import { messageCatalog } from '../../kernel/messages';

/** What the seller reads about tags and shipping rate lists, in the language of the app. */
export const deliveryTagsText = messageCatalog({
  en: {
    offerUnknown: 'Offer {id} is not in the local copy yet. Wait for the sync or check the number.',
    tagUnknown: 'The tag {id} is not among your tags. Wait for the sync or pick another.',
    tagTwice: 'A tag is picked twice.',
    ratesUnknown: 'The shipping rate list {id} is not among your lists. Wait for the sync or pick another.',
    nothingToChange: 'The offer already has these tags.',
    tagsNotRead:
      'The tags of offer {id} have not been read from the marketplace yet. Try again after the next sync.',
  },
  pl: {
    offerUnknown:
      'Oferty {id} nie ma jeszcze w lokalnej kopii. Poczekaj na synchronizację lub sprawdź numer.',
    tagUnknown: 'Tagu {id} nie ma wśród Twoich tagów. Poczekaj na synchronizację lub wybierz inny.',
    tagTwice: 'Ten sam tag wybrano dwa razy.',
    ratesUnknown:
      'Cennika dostawy {id} nie ma wśród Twoich cenników. Poczekaj na synchronizację lub wybierz inny.',
    nothingToChange: 'Oferta ma już te tagi.',
    tagsNotRead:
      'Tagi oferty {id} nie zostały jeszcze pobrane z platformy. Spróbuj ponownie po najbliższej synchronizacji.',
  },
});
