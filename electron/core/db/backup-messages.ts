import { messageCatalog } from '../kernel/messages';

/** What backups and restores tell the seller, in the window and on the command line. */
export const backupMessages = messageCatalog({
  en: {
    otherAccounts:
      'This backup belongs to other accounts ({theirs}) than the ones signed in here ({ours}), so it was not restored.',
    newerVersion:
      'This backup was made by a newer Seller Desk (database version {theirs}; this app knows up to {ours}), so it was not restored. Update the app first.',
    damaged: 'This backup is damaged or is not a Seller Desk database, so it was not restored: {detail}',
    notFound: 'There is no backup named {name}.',
    staged: 'The backup is ready: restart Seller Desk to finish restoring it.',
  },
  pl: {
    otherAccounts:
      'Ta kopia należy do innych kont ({theirs}) niż zalogowane tutaj ({ours}), więc jej nie przywrócono.',
    newerVersion:
      'Tę kopię zrobił nowszy Seller Desk (wersja bazy {theirs}; ta aplikacja zna wersje do {ours}), więc jej nie przywrócono. Najpierw zaktualizuj aplikację.',
    damaged: 'Ta kopia jest uszkodzona albo nie jest bazą Seller Desk, więc jej nie przywrócono: {detail}',
    notFound: 'Nie ma kopii o nazwie {name}.',
    staged: 'Kopia jest gotowa: uruchom Seller Desk ponownie, aby dokończyć przywracanie.',
  },
});
