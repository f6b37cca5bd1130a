import { useEffect } from 'react';
import { create } from 'zustand';
import type { TableName } from '../../../shared/contract';
import type { FeePreview, OfferQuotes, OfferQuoteSummary } from '../../../shared/fees';
import { api } from '../api/client';
import { asBridgeError, type BridgeError } from '../api/bridge-error';
import { refreshOn } from './changed';

const quoteTables: TableName[] = ['offer_quotes', 'accounts', 'settings'];

interface QuotesState {
  byOffer: ReadonlyMap<string, OfferQuoteSummary>;
  load: () => Promise<void>;
}

/** The running fees of the account's offers, from the local copy: one read for the whole list. */
export const useQuotesStore = create<QuotesState>((set) => ({
  byOffer: new Map(),
  async load() {
    const summaries = await api.fees.quotes({});
    set({ byOffer: new Map(summaries.map((s) => [s.offerId, s])) });
  },
}));

/** Loads the quotes while a screen that shows them is open, and again when the local copy's quotes change. */
export function useOfferQuotes(): ReadonlyMap<string, OfferQuoteSummary> {
  useEffect(() => {
    const load = () =>
      void useQuotesStore
        .getState()
        .load()
        .catch(() => undefined);
    load();
    return refreshOn(quoteTables, load);
  }, []);
  return useQuotesStore((state) => state.byOffer);
}

/**
 * "12,5" and " 12.50" are the same price, as Polish sellers type it; answers null while the text is not a price the
 * marketplace would take (the preview is not asked for then).
 */
export function typedAmount(text: string): string | null {
  const plain = text.replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain) || Number(plain) <= 0) return null;
  return Number(plain).toFixed(2);
}

/** What the fee preview of one typed price came to: offline, the offer's last known running fees instead. */
export type PreviewAnswer =
  | { kind: 'ready'; preview: FeePreview }
  | { kind: 'offline'; last: OfferQuotes | null }
  | { kind: 'failed'; error: BridgeError };

/**
 * Asks the marketplace for the fees at one price. The preview needs the connection, so offline it answers the
 * offer's running fees from the local copy (or none), never an error the seller cannot act on.
 */
export async function previewFees(offerId: string, amount: string): Promise<PreviewAnswer> {
  try {
    return { kind: 'ready', preview: await api.fees.preview({ offerId, amount }) };
  } catch (error: unknown) {
    const failure = asBridgeError(error);
    if (failure.code !== 'OFFLINE') return { kind: 'failed', error: failure };
    const last = await api.fees.offerQuotes({ offerId }).catch(() => null);
    return { kind: 'offline', last };
  }
}

/** The fees at the new prices of a batch price change, one preview per offer in one request. */
export async function previewBatchFees(
  items: { offerId: string; amount: string }[],
): Promise<{ data: Awaited<ReturnType<typeof api.fees.previewMany>> } | { error: BridgeError }> {
  try {
    return { data: await api.fees.previewMany({ items }) };
  } catch (error: unknown) {
    return { error: asBridgeError(error) };
  }
}
