import type {
  BillingEntryRow,
  BillingPeriod,
  BillingTotals,
  BillingType,
  OfferCosts,
} from '../../../../shared/billing';
import type { Page } from '../../../../shared/page';
import type { Clock } from '../../kernel/ports';
import type { Db } from '../../db/open';
import { createBillingRepo, type BillingFilter } from './billing-repo';
import { iso } from '../../kernel/time/iso';

const DAY = 86_400_000;
/** The offer detail shows at most this many of the offer's entries, newest first. */
const OFFER_ENTRIES = 50;

export interface BillingServiceDeps {
  db: Db;
  clock: Clock;
}

export interface BillingQuery extends BillingFilter {
  accountId: string;
}

/** The screens' reads of billing, from the local copy only (the money stream keeps it). */
export function createBillingService(deps: BillingServiceDeps) {
  const repo = createBillingRepo(deps.db);
  return {
    list(query: BillingQuery & { offset: number; limit: number }): Page<BillingEntryRow> {
      return repo.list(query.accountId, query, query.offset, query.limit);
    },
    totals(query: BillingQuery & { period: BillingPeriod }): BillingTotals {
      return repo.totals(query.accountId, query, query.period);
    },
    types: (accountId: string): BillingType[] => repo.types(accountId),
    /** What one offer cost over the last 30 and 90 days, by type, and its latest entries. */
    offerCosts(accountId: string, offerId: string): OfferCosts {
      const now = deps.clock.now();
      const since = (days: number) => iso(now - days * DAY);
      return {
        last30: repo.totals(accountId, { offerId, from: since(30) }, 'month').byType,
        last90: repo.totals(accountId, { offerId, from: since(90) }, 'month').byType,
        entries: repo.list(accountId, { offerId }, 0, OFFER_ENTRIES).rows,
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
