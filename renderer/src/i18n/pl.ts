/** Polish is the app's first language; every other dictionary must have exactly these keys. */
export const pl = {
  app: {
    name: 'Seller Desk',
    loading: 'Wczytywanie…',
    skipToContent: 'Przejdź do treści',
  },
  nav: {
    label: 'Sekcje',
    orders: 'Zamówienia',
    shipping: 'Wysyłka',
    offers: 'Oferty',
    ratings: 'Oceny',
    printers: 'Drukarki',
    settings: 'Ustawienia',
  },
  empty: {
    orders: {
      title: 'Tu pojawią się zamówienia',
      body: 'Po zalogowaniu Seller Desk pobierze zamówienia z ostatnich 60 dni i będzie sprawdzał nowe co 30 sekund. Opłacone, czekające na wysyłkę, trafią na górę listy. Lista działa także bez internetu.',
    },
    shipping: {
      title: 'Tu przygotujesz przesyłki',
      body: 'Opłacone zamówienia zamienisz w paczki jednym kliknięciem, a etykiety i protokoły nadania wydrukują się na drukarce przy stanowisku.',
    },
    offers: {
      title: 'Tu pojawią się Twoje oferty',
      body: 'Wszystkie oferty konta, także szkice i zakończone, z ceną, stanem magazynu i sprzedażą. Wyszukasz je po tytule, numerze lub sygnaturze.',
    },
    ratings: {
      title: 'Tu pojawią się oceny kupujących',
      body: 'Nowe oceny i komentarze, z informacją, na które jeszcze nie odpowiedziałeś i które można jeszcze zgłosić do usunięcia.',
    },
    printers: {
      title: 'Tu skonfigurujesz drukarki',
      body: 'Drukarki etykiet (ZPL, EPL) i zwykłe drukarki A4 wykryte w systemie, profile dla etykiet i protokołów, kolejka wydruków i historia.',
    },
  },
  account: {
    none: 'Brak konta',
    menuLabel: 'Konto',
    addAccount: 'Dodaj konto',
    addAccountSoon: 'Logowanie do rynku pojawi się w kolejnej wersji.',
    environments: 'Środowiska',
  },
  connection: {
    bridgeConnecting: 'Łączenie z aplikacją…',
    bridgeClosed: 'Brak połączenia z aplikacją',
    bridgeClosedHelp:
      'Okno straciło połączenie z Seller Desk. Jeśli serwer został uruchomiony ponownie, otwórz nowy adres, który wypisał.',
    online: 'Połączono',
    offline: 'Offline',
    unknown: 'Nie zsynchronizowano',
    syncing: 'Synchronizacja…',
    lastSync: 'Ostatnia synchronizacja: {time}',
    neverSynced: 'Jeszcze nie synchronizowano',
  },
  settings: {
    title: 'Ustawienia',
    language: 'Język',
    languageHelp: 'Język aplikacji i komunikatów z rynku.',
    theme: 'Motyw',
    themeLight: 'Jasny',
    themeDark: 'Ciemny',
    themeSystem: 'Jak w systemie',
    about: 'O aplikacji',
    version: 'Wersja',
    dataDir: 'Folder danych',
    host: 'Tryb',
    hostElectron: 'Aplikacja na komputer',
    hostWeb: 'Przeglądarka (serwer lokalny)',
    saved: 'Zapisano ustawienia',
  },
  shortcuts: {
    title: 'Skróty klawiszowe',
    open: 'Pokaż skróty klawiszowe',
    goTo: 'Przejdź do: {section}',
    help: 'Ta lista',
  },
  languageNames: { pl: 'Polski', en: 'English' },
  errors: {
    generic: 'Coś poszło nie tak',
    VALIDATION_FAILED: 'Nieprawidłowe dane.',
    UNKNOWN_CHANNEL: 'Ta wersja aplikacji nie zna tej operacji.',
    FORBIDDEN_SENDER: 'Odmowa dostępu.',
    NOT_FOUND: 'Nie znaleziono.',
    CONFLICT: 'Dane zmieniły się w międzyczasie. Odśwież i spróbuj ponownie.',
    AUTH_EXPIRED: 'Sesja wygasła. Zaloguj się ponownie.',
    SIGNED_OUT: 'Konto jest wylogowane. Zaloguj się ponownie.',
    OFFLINE: 'Brak połączenia z rynkiem. Zmiana poczeka na połączenie.',
    RATE_LIMITED: 'Rynek chwilowo ogranicza liczbę zapytań. Spróbuj za minutę.',
    MARKET_ERROR: 'Rynek odrzucił operację.',
    PRINTER_ERROR: 'Drukarka nie przyjęła wydruku.',
    DISK_FULL: 'Dysk jest pełny. Zwolnij miejsce, nic nie zostało utracone.',
    BRIDGE_DISCONNECTED: 'Brak połączenia z aplikacją.',
    INTERNAL: 'Nieoczekiwany błąd aplikacji.',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof pl>;
