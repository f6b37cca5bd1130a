import type { FeePreview, OfferQuoteSummary, OfferQuotes } from '../../../../shared/fees';
import { AppError } from '../../kernel/errors';
import type { Logger } from '../../kernel/ports';
import type { Db } from '../../db/open';
import type { MarketClient } from '../../market/client';
import { feePreviewFrom } from './fee-records';
import { obj } from '../../market/records/json';
import { createQuotesRepo } from './quotes-repo';

interface OfferRow {
  detail_raw: string | null;
  list_raw: string | null;
  category_id: string | null;
  currency: string | null;
}

export interface FeeServiceDeps {
  db: Db;
  client(accountId: string): Promise<MarketClient>;
  /** False while the sync engine finds the marketplace unreachable: a preview is not even tried then. */
  reachable(accountId: string): boolean;
  logger: Logger;
}

/**
 * Fees while pricing: the preview of an offer at a new price (asked of the marketplace each time, never stored: it
 * answers for a price the seller has not saved), and the running fees the sync keeps in the local copy.
 */
export function createFeeService(deps: FeeServiceDeps) {
  const quotes = createQuotesRepo(deps.db);
  const offer = deps.db.prepare<[string, string], OfferRow>(
    'SELECT detail_raw, list_raw, category_id, currency FROM offers WHERE account_id = ? AND id = ?',
  );

  /** The offer as the local copy holds it (whole when its detail was read) with the price being typed. */
  function bodyFor(accountId: string, offerId: string, amount: string) {
    const row = offer.get(accountId, offerId);
    if (!row) throw new AppError('NOT_FOUND', `Offer ${offerId} is not in the local copy.`);
    const base = obj(JSON.parse(row.detail_raw ?? row.list_raw ?? '{}')) ?? {};
    const selling = obj(base.sellingMode) ?? {};
    const currency = obj(selling.price)?.currency ?? row.currency ?? 'PLN';
    return {
      offer: {
        ...base,
        category: obj(base.category) ?? { id: row.category_id },
        sellingMode: { ...selling, price: { amount, currency } },
      },
    };
  }

  async function preview(accountId: string, offerId: string, amount: string): Promise<FeePreview> {
    const body = bodyFor(accountId, offerId, amount);
    if (!deps.reachable(accountId)) {
      throw new AppError('OFFLINE', 'The fee preview needs the connection to the marketplace.');
    }
    const client = await deps.client(accountId);
    // A calculation, safe to send again; one attempt, since a newer price will be typed before a retry would help.
    const response = await client.request<unknown>({
      method: 'POST',
      path: '/pricing/offer-fee-preview',
      body,
      idempotent: true,
      attempts: 1,
    });
    return feePreviewFrom(response.data);
  }

  return {
    preview: (accountId: string, offerId: string, amount: string) => preview(accountId, offerId, amount),
    /** One after another, so a batch of 20 does not take 20 places in the request budget at once. */
    async previewMany(accountId: string, items: { offerId: string; amount: string }[]) {
      const out: { offerId: string; preview: FeePreview | null; error: string | null }[] = [];
      for (const item of items) {
        try {
          out.push({
            offerId: item.offerId,
            preview: await preview(accountId, item.offerId, item.amount),
            error: null,
          });
        } catch (error) {
          if (error instanceof AppError && error.code === 'OFFLINE') throw error;
          const text =
            error instanceof AppError
              ? (error.userMessage ?? error.message)
              : 'Unexpected error inside Seller Desk.';
          deps.logger.info('a fee preview failed', { offerId: item.offerId, error });
          out.push({ offerId: item.offerId, preview: null, error: text });
        }
      }
      return out;
    },
    quotes: (accountId: string): OfferQuoteSummary[] => quotes.summaries(accountId),
    offerQuotes: (accountId: string, offerId: string): OfferQuotes | null => quotes.get(accountId, offerId),
  };
}

export type FeeService = ReturnType<typeof createFeeService>;
