import type { TableName } from '../../../../shared/contract';
import type { OfferTranslations } from '../../../../shared/translations';
import type { Clock, Logger } from '../../kernel/ports';
import type { Db } from '../../db/open';
import type { MarketClient } from '../../market/client';
import { fetchTranslations } from './fetch';
import { createTranslationView } from './translation-view';
import { createTranslationsRepo } from './translations-repo';

export interface TranslationServiceDeps {
  db: Db;
  client: (accountId: string) => Promise<MarketClient>;
  clock: Clock;
  logger: Logger;
  changed: (tables: TableName[]) => void;
}

/**
 * Reading an offer's translations. They are reference data kept per offer, read from the marketplace when the
 * seller opens the offer's detail online (here) and by the offers sync for each changed offer whose translations
 * were read before (sync/offers.ts): reading them for every offer would cost a request per offer, and a seller
 * looks at the translations of few. Offline, the screen shows the last copy, with its time.
 */
export function createTranslationService(deps: TranslationServiceDeps) {
  const repo = createTranslationsRepo(deps.db);
  const view = createTranslationView(deps.db, repo);
  return {
    /** From the local copy, with the waiting changes shown. */
    get: (accountId: string, offerId: string): OfferTranslations => view(accountId, offerId),
    /** Reads the offer's translations from the marketplace into the local copy, then answers them. */
    async refresh(accountId: string, offerId: string): Promise<OfferTranslations> {
      const client = await deps.client(accountId);
      if (await fetchTranslations(client, repo, accountId, offerId, () => deps.clock.now()))
        deps.changed(['offer_translations']);
      return view(accountId, offerId);
    },
  };
}

export type TranslationService = ReturnType<typeof createTranslationService>;
