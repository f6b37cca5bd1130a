import type { OutboxKind } from '../../outbox/kinds';
import { runTranslation } from './translation-step';

/** A translation is written to the local copy only once the marketplace took it: nothing to undo or show. */
export const translationKind = (): OutboxKind => ({
  tables: ['offer_translations', 'offers'],
  run: runTranslation,
});
