/** Notifications of new paid orders: their words, and the settings' card that turns them on in a browser. */
export const plOrderNotices = {
  title: 'Powiadomienia',
  help: 'Nowe opłacone zamówienie do spakowania daje znać powiadomieniem systemu, także gdy okno jest schowane.',
  enable: 'Włącz powiadomienia',
  enableHelp: 'Przeglądarka zapyta, czy Seller Desk może pokazywać powiadomienia.',
  granted: 'Powiadomienia są włączone w tej przeglądarce.',
  denied:
    'Przeglądarka zablokowała powiadomienia tej strony. Aby je dostać, zezwól na nie w ustawieniach strony (ikona obok adresu), a potem wczytaj stronę ponownie.',
  unsupported: 'Ta przeglądarka nie pokazuje powiadomień.',
  paused: 'Wstrzymaj powiadomienia',
  pausedHelp: 'Liczba zamówień do spakowania nadal jest widoczna; powiadomienia nie pojawiają się.',
  newOrder: 'Nowe zamówienie do spakowania',
  orderBody: {
    one: '{login}, {count} przedmiot',
    few: '{login}, {count} przedmioty',
    many: '{login}, {count} przedmiotów',
    other: '{login}, {count} przedmiotu',
  },
  newOrders: {
    one: '{count} nowe zamówienie do spakowania',
    few: '{count} nowe zamówienia do spakowania',
    many: '{count} nowych zamówień do spakowania',
    other: '{count} nowego zamówienia do spakowania',
  },
  toPack: {
    one: 'Do spakowania: {count} zamówienie',
    few: 'Do spakowania: {count} zamówienia',
    many: 'Do spakowania: {count} zamówień',
    other: 'Do spakowania: {count} zamówienia',
  },
};
