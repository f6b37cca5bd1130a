import type { OutboxKind } from '../../outbox/kinds';
import { offerName } from '../offers/offer-kind';
import { runTranslation } from './translation-step';

/** A translation is written to the local copy only once the marketplace took it: nothing to undo or show. */
export const translationKind = (): OutboxKind => ({
  tables: ['offer_translations', 'offers'],
  name: offerName,
  run: runTranslation,
});
