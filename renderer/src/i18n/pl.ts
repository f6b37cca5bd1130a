import { plMessages } from './pl-messages';
import { plBatch } from './pl-batch';
import { plPayments } from './pl-payments';
import { plClaims } from './pl-claims';
import { plReturns } from './pl-returns';
import { plAfterSales } from './pl-after-sales';
import { plFees } from './pl-fees';
import { plBilling } from './pl-billing';
import { plDeliveryTags } from './pl-delivery-tags';
import { plCompatibility } from './pl-compatibility';
import { plOutbox } from './pl-outbox';
import { plRatingChanges } from './pl-ratings';
import { plShipping } from './pl-shipping';
import { plPromotions } from './pl-promotions';
import { plDisputes } from './pl-disputes';
import { plIssues } from './pl-issues';
import { plTranslations } from './pl-translations';
import { plInvoices } from './pl-invoices';
import { plTracking } from './pl-tracking';
import { plPrinting } from './pl-printing';
import { plSync } from './pl-sync';
import { plBackups } from './pl-backups';
import { plDayEnd } from './pl-day-end';
import { plPicking } from './pl-picking';
import { plDeadlines } from './pl-deadlines';
import { plOrderNotices } from './pl-order-notices';
import { plSender } from './pl-sender';

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
    shop: 'Sklep',
    money: 'Pieniądze',
    buyers: 'Kupujący',
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
  },
  account: {
    none: 'Brak konta',
    menuLabel: 'Konto',
    addAccount: 'Dodaj konto',
    addAccountSoon: 'Logowanie do rynku pojawi się w kolejnej wersji.',
    environments: 'Środowiska',
  },
  signIn: {
    welcomeTitle: 'Witaj w Seller Desk',
    welcomeBody:
      'Połącz konto sprzedawcy, aby zobaczyć zamówienia, oferty i oceny. Możesz też zacząć od sklepu demonstracyjnego: nie potrzeba do niego konta.',
    chooseEnvironment: 'Środowisko',
    envDemo: 'Demo',
    envDemoHelp:
      'Sklep demonstracyjny na tym komputerze, z przykładowymi ofertami i zamówieniami. Dobry na początek.',
    envAllegro: 'Allegro',
    envAllegroHelp: 'Twoje prawdziwe konto sprzedawcy.',
    envSandbox: 'Allegro Sandbox',
    envSandboxHelp: 'Środowisko testowe Allegro, z osobnym kontem.',
    envCustom: 'Własne',
    envCustomHelp: 'Inny adres API i logowania, np. kopia testowa.',
    browser: 'Zaloguj się w przeglądarce',
    device: 'Zaloguj się kodem',
    deviceHelp: 'Gdy przeglądarka jest na innym urządzeniu albo port logowania jest zajęty.',
    waitingBrowser: 'Dokończ logowanie w przeglądarce. Seller Desk czeka na odpowiedź (do 5 minut).',
    openAgain: 'Otwórz stronę logowania',
    deviceCode: 'Wpisz ten kod na stronie rynku:',
    deviceOpen: 'Otwórz stronę z kodem',
    deviceExpires: 'Kod jest ważny do {time}.',
    cancel: 'Anuluj',
    tryAgain: 'Spróbuj ponownie',
    failedTitle: 'Logowanie nie powiodło się',
    clientTitle: 'Dane aplikacji',
    clientHelp:
      'Seller Desk łączy się z rynkiem jako zarejestrowana aplikacja. Podaj Client ID i Client Secret z rejestracji aplikacji. Adres przekierowania do wpisania przy rejestracji:',
    clientId: 'Client ID',
    clientSecret: 'Client Secret',
    clientSecretKept: 'Zapisany sekret zostanie zachowany, jeśli pole zostanie puste.',
    apiUrl: 'Adres API',
    authUrl: 'Adres logowania (OAuth)',
    vendor: 'Dostawca (typ mediów)',
    apiGeneration: 'Rynek',
    api: { documents: 'Jak opisuje go dokumentacja', '2026': 'Allegro od 2026' },
    shippingFamily: 'Interfejs wysyłek',
    saveClient: 'Zapisz i zaloguj',
    signedIn: 'Zalogowano jako {login}',
    acceptWeakStorage: 'Rozumiem, zapisuj tokeny bez systemowego schowka',
  },
  accounts: {
    title: 'Konta',
    sellerId: 'ID sprzedawcy {id}',
    thisComputer: 'rynek na tym komputerze',
    add: 'Dodaj konto',
    switchTo: 'Przełącz na to konto',
    signOut: 'Wyloguj',
    signInAgain: 'Zaloguj ponownie',
    remove: 'Usuń konto i dane lokalne…',
    removeTitle: 'Usunąć konto {login}?',
    removeBody:
      'Zostaną usunięte z tego komputera: oferty, zamówienia, oceny i kolejka zmian tego konta. Na rynku nic się nie zmieni. Tej operacji nie można cofnąć.',
    removeConfirm: 'Usuń konto i dane',
    signedIn: 'Zalogowano',
    signedOut: 'Wylogowano',
    endedBanner:
      'Rynek zakończył sesję {login} przed czasem. Dzieje się tak po wylogowaniu ze wszystkich urządzeń, zmianie hasła lub e-maila, blokadzie konta albo gdy otwartych jest ponad 20 sesji. Zaloguj się ponownie; lokalna kopia i czekające zmiany zostają.',
    expiredBanner:
      'Logowanie {login} wygasło. Zaloguj się ponownie; lokalna kopia i czekające zmiany zostają.',
    signedOutBanner:
      'Konto {login} jest wylogowane. Dane zapisane na tym komputerze są zachowane i dostępne; aby je odświeżać i wysyłać zmiany, zaloguj się ponownie.',
    noteElsewhere:
      'Konto {login} jest zalogowane w drugim Seller Desk na tym komputerze (aplikacji albo wierszu poleceń), który ma własną sesję. Zaloguj się także tutaj, aby z nim pracować; tamto logowanie zostaje.',
    noteDamaged:
      'Zapisane logowanie {login} na tym komputerze było uszkodzone i zostało odłożone w folderze danych. Zaloguj się ponownie; lokalna kopia i czekające zmiany zostają.',
    noteUnavailable:
      'Systemowy schowek na hasła jest teraz niedostępny, więc sesji {login} nie da się odczytać. Nikt nie został wylogowany; Seller Desk spróbuje sam ponownie.',
    noteUnsaved:
      'Nowej sesji {login} nie udało się zapisać na dysku (czy jest pełny?). Na razie działa, a Seller Desk wciąż próbuje ją zapisać; zwolnij miejsce, aby przetrwała ponowne uruchomienie.',
    expiryBanner: 'Sesja konta {login} wygasa {date}. Zaloguj się ponownie, aby pracować bez przerwy.',
    session: 'Sesja',
    sessionUntil: 'ważna do {date}',
    removed: 'Usunięto konto',
    signedOutToast: 'Wylogowano. Dane lokalne są zachowane.',
  },
  lists: {
    search: 'Szukaj',
    searchHint: 'Naciśnij / aby szukać',
    clearFilters: 'Wyczyść filtry',
    noMatches: 'Nic nie pasuje do tych filtrów.',
    loadFailed: 'Nie udało się wczytać listy.',
    close: 'Zamknij',
    from: 'Od',
    to: 'Do',
    all: 'Wszystkie',
    datePlaceholder: 'dd.mm.rrrr',
    /** How the date picker writes a day (dayjs tokens). */
    dateFormat: 'DD.MM.YYYY',
  },
  orders: {
    title: 'Zamówienia',
    searchPlaceholder: 'Numer, login, nazwisko, e-mail, telefon, tytuł, numer przesyłki…',
    status: 'Status',
    fulfillment: 'Status realizacji',
    deliveryMethod: 'Dostawa',
    boughtAt: 'Data zakupu',
    buyer: 'Kupujący',
    items: 'Przedmioty',
    total: 'Kwota',
    paid: 'Opłacone',
    unpaid: 'Nieopłacone',
    showMerged: 'Pokaż połączone',
    merged: 'Połączone z {id}',
    itemCount: '{count} szt.',
    moreItems: '+{count} więcej',
    messageFromBuyer: 'Wiadomość od kupującego',
    empty: 'Brak zamówień w lokalnej kopii. Pojawią się po pierwszej synchronizacji.',
    detailTitle: 'Zamówienie {id}',
    lineItems: 'Pozycje',
    quantity: 'Ilość',
    price: 'Cena',
    stock: 'Stan oferty',
    stockUnknown: 'brak w kopii',
    delivery: 'Dostawa',
    pickupPoint: 'Punkt odbioru',
    address: 'Adres dostawy',
    payment: 'Płatność',
    invoice: 'Faktura',
    taxIdType: { PL_NIP: 'NIP', VAT_EU: 'VAT UE' },
    vatPayer: {
      ACTIVE: 'Czynny podatnik VAT',
      NON_ACTIVE: 'Nie jest czynnym podatnikiem VAT',
      NOT_APPLICABLE: 'Status VAT nie dotyczy',
    },
    invoiceRequired: 'Kupujący chce fakturę',
    shipments: 'Numery przesyłek',
    note: 'Notatka sprzedawcy',
    supersedes: 'Połączono z zamówień: {ids}',
    supersededBy: 'Kupujący połączył to zamówienie z zamówieniem {id}. Dane zostają tu do wglądu.',
    dispatchBy: 'Wyślij do',
    revision: 'Wersja',
    syncedAt: 'Kopia z {time}',
    contact: 'Kontakt',
  },
  orderStatus: {
    BOUGHT: 'Kupione',
    FILLED_IN: 'Formularz wypełniony',
    READY_FOR_PROCESSING: 'Do realizacji',
    CANCELLED: 'Anulowane',
  },
  fulfillmentStatus: {
    NEW: 'Nowe',
    PROCESSING: 'W realizacji',
    READY_FOR_SHIPMENT: 'Gotowe do wysyłki',
    READY_FOR_PICKUP: 'Gotowe do odbioru',
    SENT: 'Wysłane',
    PICKED_UP: 'Odebrane',
    CANCELLED: 'Anulowane',
    SUSPENDED: 'Wstrzymane',
    RETURNED: 'Zwrócone',
  },
  offers: {
    title: 'Oferty',
    searchPlaceholder: 'Tytuł, numer oferty, sygnatura…',
    status: 'Status',
    format: 'Format',
    name: 'Tytuł',
    price: 'Cena',
    stock: 'Dostępne',
    sold: 'Sprzedaż 30 dni',
    endingAt: 'Koniec',
    externalId: 'Sygnatura',
    empty: 'Brak ofert w lokalnej kopii. Pojawią się po pierwszej synchronizacji.',
    detailTitle: 'Oferta {id}',
    description: 'Opis',
    noDescription: 'Opis nie jest jeszcze w lokalnej kopii.',
    loadDescription: 'Pobierz pełną ofertę',
    parameters: 'Parametry',
    images: 'Zdjęcia',
    handlingTime: 'Czas wysyłki',
    location: 'Lokalizacja',
    invoice: 'Faktura',
    watchers: 'Obserwujący',
    visits: 'Wyświetlenia',
    validation: 'Uwagi rynku',
    unit: 'szt.',
  },
  offerStatus: {
    INACTIVE: 'Szkic',
    ACTIVATING: 'Aktywowana',
    ACTIVE: 'Aktywna',
    ENDED: 'Zakończona',
  },
  sellingFormat: {
    BUY_NOW: 'Kup teraz',
    AUCTION: 'Licytacja',
    ADVERTISEMENT: 'Ogłoszenie',
  },
  ratings: {
    title: 'Oceny',
    recommended: 'Polecam',
    notRecommended: 'Nie polecam',
    answered: 'Z odpowiedzią',
    notAnswered: 'Bez odpowiedzi',
    searchPlaceholder: 'Login, komentarz, odpowiedź, zamówienie, oferta…',
    buyer: 'Kupujący',
    comment: 'Komentarz',
    createdAt: 'Wystawiona',
    answer: 'Odpowiedź',
    removalUntil: 'Można zgłosić do {date}',
    removalRequested: 'Zgłoszona do usunięcia',
    excluded: 'Nie liczy się do średniej',
    rates: 'Oceny szczegółowe',
    empty: 'Brak ocen w lokalnej kopii.',
    changes: plRatingChanges,
  },
  sync: plSync,
  backups: plBackups,
  picking: plPicking,
  deadlines: plDeadlines,
  orderNotices: plOrderNotices,
  dayEnd: plDayEnd,
  sender: plSender,
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
    unreachableSince: 'rynek nie odpowiada od {time}',
    syncedElsewhere:
      'Synchronizuje je inny proces Seller Desk (pid {pid} na {host}); przejmę, gdy się zakończy',
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
  shipping: plShipping,
  shop: { title: 'Sklep' },
  money: { title: 'Pieniądze' },
  buyers: { title: 'Kupujący' },
  outbox: plOutbox,
  deliveryTags: plDeliveryTags,
  offerBatch: plBatch,
  claims: plClaims,
  returns: plReturns,
  afterSales: plAfterSales,
  fees: plFees,
  billing: plBilling,
  promotions: plPromotions,
  messages: plMessages,
  disputes: plDisputes,
  issues: plIssues,
  offerTranslations: plTranslations,
  invoices: plInvoices,
  tracking: plTracking,
  compatibility: plCompatibility,
  payments: plPayments,
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
    NO_ACCOUNT: 'Nie zalogowano jeszcze żadnego konta. Zaloguj się, aby to zobaczyć.',
    SIGN_IN_DENIED: 'Logowanie przerwane: nie udzielono zgody.',
    SIGN_IN_FAILED: 'Nie udało się zalogować. Spróbuj ponownie.',
    PORT_IN_USE:
      'Port do odebrania logowania jest zajęty przez inny program. Zmień go w ustawieniach albo użyj logowania kodem.',
    WEAK_SECRET_STORAGE:
      'System nie udostępnia bezpiecznego schowka na hasła. Potwierdź, że zgadzasz się na słabsze zabezpieczenie tokenów.',
    SECRET_STORE_UNAVAILABLE:
      'Systemowy schowek na hasła jest teraz niedostępny. Nikt nie został wylogowany; Seller Desk spróbuje ponownie.',
    NOT_CONFIGURED:
      'Brakuje danych aplikacji (Client ID i Client Secret) dla tego środowiska. Uzupełnij je w ustawieniach.',
    OFFLINE: 'Brak połączenia z rynkiem. Zmiana poczeka na połączenie.',
    RATE_LIMITED: 'Rynek chwilowo ogranicza liczbę zapytań. Spróbuj za minutę.',
    MARKET_ERROR: 'Rynek odrzucił operację.',
    PRINTER_ERROR: 'Drukarka nie przyjęła wydruku.',
    DISK_FULL: 'Dysk jest pełny. Zwolnij miejsce, nic nie zostało utracone.',
    BRIDGE_DISCONNECTED: 'Brak połączenia z aplikacją.',
    INTERNAL: 'Nieoczekiwany błąd aplikacji.',
  },
  printing: plPrinting,
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof pl>;
