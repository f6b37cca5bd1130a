import type { Language } from '../../../shared/settings';

/** What start-up tells the seller, in both languages with the same keys; `{name}` is filled in. */
const texts: Record<Language, Record<StartText, string>> = {
  pl: {
    settingsInvalid:
      'Plik ustawień nie był poprawnym plikiem JSON. Zachowano go jako {file}; użyto ustawień domyślnych.',
    settingsUnreadable: 'Nie udało się odczytać ustawień z folderu danych ({file}).',
    databaseDamaged:
      'Lokalna kopia danych jest uszkodzona ({file}). Można ją odłożyć na bok i zsynchronizować dane od nowa: zmiany czekające na wysłanie, paczki, etykiety, zadania wydruku, profile drukarek i szablony zostaną z niej odzyskane.',
    databaseRecovered:
      'Lokalna kopia danych była uszkodzona. Zachowano ją jako {file}; zmiany czekające na wysłanie, paczki, zadania wydruku, profile i szablony odzyskano do nowej kopii, resztę Seller Desk zsynchronizuje od nowa.',
    databaseRecoveredPartly:
      'Lokalna kopia danych była uszkodzona. Zachowano ją jako {file}; odzyskano to, co dało się odczytać (nieczytelne części: {tables}), resztę Seller Desk zsynchronizuje od nowa.',
    databaseNewer:
      'Lokalna kopia danych ({file}) pochodzi z nowszej wersji Seller Desk. Zaktualizuj aplikację albo przywróć kopię zapasową z tej wersji.',
    migrationChanged:
      'Lokalna kopia danych ({file}) nie pasuje do tej wersji Seller Desk (zmieniona migracja). Przywróć kopię zapasową albo zainstaluj wersję, która ją zapisała.',
    diskFull:
      'Na dysku zabrakło miejsca podczas otwierania lokalnej kopii danych ({file}). Nic nie zostało utracone: zwolnij miejsce i spróbuj ponownie.',
    folderUnreadable: 'Nie można otworzyć folderu danych {file}: brak uprawnień albo dysk tylko do odczytu.',
    databaseBusy: 'Lokalną kopię danych ({file}) trzyma inny proces Seller Desk. Spróbuj ponownie za chwilę.',
    startFailed: 'Seller Desk nie mógł wystartować: {reason}',
  },
  en: {
    settingsInvalid:
      'The settings file was not valid JSON. It was kept as {file}; the default settings are used.',
    settingsUnreadable: 'The settings in the data folder could not be read ({file}).',
    databaseDamaged:
      'The local copy is damaged ({file}). It can be moved aside and synced anew: the changes waiting to be sent, parcels, labels, print jobs, printer profiles and templates are recovered from it.',
    databaseRecovered:
      'The local copy was damaged. It was kept as {file}; the changes waiting to be sent, parcels, print jobs, profiles and templates were recovered into a new copy, and Seller Desk syncs the rest anew.',
    databaseRecoveredPartly:
      'The local copy was damaged. It was kept as {file}; what could be read was recovered (unreadable parts: {tables}), and Seller Desk syncs the rest anew.',
    databaseNewer:
      'The local copy ({file}) was written by a newer Seller Desk. Update the app, or restore a backup made by this version.',
    migrationChanged:
      'The local copy ({file}) does not match this version of Seller Desk (a migration was changed). Restore a backup, or install the version that wrote it.',
    diskFull:
      'The disk ran out of space while the local copy was being opened ({file}). Nothing was lost: free some space and try again.',
    folderUnreadable: 'The data folder {file} cannot be opened: no permission, or a read-only disk.',
    databaseBusy: 'Another Seller Desk process holds the local copy ({file}). Try again in a moment.',
    startFailed: 'Seller Desk could not start: {reason}',
  },
};

export type StartText =
  | 'settingsInvalid'
  | 'settingsUnreadable'
  | 'databaseDamaged'
  | 'databaseRecovered'
  | 'databaseRecoveredPartly'
  | 'databaseNewer'
  | 'migrationChanged'
  | 'diskFull'
  | 'folderUnreadable'
  | 'databaseBusy'
  | 'startFailed';

/** Both languages of one text: start-up comes before the settings (and their language) are known. */
export function startText(key: StartText, values: Record<string, string>): { pl: string; en: string } {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return { pl: fill(texts.pl[key]), en: fill(texts.en[key]) };
}
