import { messageCatalog } from '../kernel/messages';

/** What the seller reads about any change in the outbox, in the language of the app. */
export const outboxText = messageCatalog({
  en: {
    changeNotFound: 'Change {id} does not exist.',
    notDiscardable: 'Only a change that waits or failed can be discarded.',
    notRetryable: 'Only a failed change can be tried again.',
  },
  pl: {
    changeNotFound: 'Zmiana {id} nie istnieje.',
    notDiscardable: 'Odrzucić można tylko zmianę oczekującą lub nieudaną.',
    notRetryable: 'Ponowić można tylko nieudaną zmianę.',
  },
});
