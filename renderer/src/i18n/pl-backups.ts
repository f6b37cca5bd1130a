/** The settings screen's backups: the copies in the data folder, making one, and restoring one. */
export const plBackups = {
  title: 'Kopie zapasowe',
  help: 'Codzienna kopia bazy (z ostatnich 7 dni), kopia przed każdą aktualizacją bazy i kopie zrobione ręcznie, w folderze danych (backups).',
  empty: 'Nie ma jeszcze żadnej kopii.',
  backUpNow: 'Zrób kopię teraz',
  done: 'Kopia zapisana',
  date: 'Data',
  kind: 'Rodzaj',
  size: 'Rozmiar',
  actions: 'Działania',
  sizeMb: '{size} MB',
  kinds: { daily: 'codzienna', 'pre-migration': 'przed aktualizacją', manual: 'ręczna' },
  restore: 'Przywróć',
  restoreTitle: 'Przywrócić tę kopię?',
  restoreBody:
    'Kopia z {date} zastąpi obecną bazę przy następnym uruchomieniu. Obecna baza zostanie odłożona obok; to, co zmieniło się od tej kopii, zniknie z lokalnej kopii.',
  restartToFinish: 'Kopia jest gotowa. Uruchom Seller Desk ponownie, aby dokończyć przywracanie.',
};
