import { useEffect } from 'react';
import { create } from 'zustand';
import type { TableName } from '../../../shared/contract';
import type { OfferQuoteSummary } from '../../../shared/fees';
import { api, onEvent } from '../api/client';
import { touches } from './list-store';

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
    return onEvent('changed', ({ tables }) => {
      if (touches(tables, quoteTables)) load();
    });
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
