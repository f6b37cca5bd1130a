import type { MarketClient } from '../../market/client';
import { seg } from '../../shipping/gateway';
import { translationsFrom } from './translation-records';
import type { TranslationsRepo } from './translations-repo';

export const translationsPath = (offerId: string): string => `/sale/offers/${seg(offerId)}/translations`;

/**
 * Reads every translation of the offer (one request) and stores them whole; false when the offer is not in the
 * local copy (nothing is stored for an offer the app does not know).
 */
export async function fetchTranslations(
  client: MarketClient,
  repo: TranslationsRepo,
  accountId: string,
  offerId: string,
  now: () => number,
  request: { signal?: AbortSignal; priority?: 'interactive' | 'background' } = {},
): Promise<boolean> {
  const answer = await client.request<unknown>({
    method: 'GET',
    path: translationsPath(offerId),
    idempotent: true,
    ...request,
  });
  return repo.replace(accountId, offerId, translationsFrom(answer.data), now());
}
