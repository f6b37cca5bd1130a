import type {
  BillingEntryRow,
  BillingPeriod,
  BillingTotals,
  BillingType,
  OfferCosts,
} from '../../../../shared/billing';
import type { Page } from '../../../../shared/page';
import { AppError } from '../../kernel/errors';
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
  activeAccountId(): string | null;
}

export interface BillingQuery extends BillingFilter {
  accountId?: string | undefined;
}

/** The screens' reads of billing, from the local copy only (the money stream keeps it). */
export function createBillingService(deps: BillingServiceDeps) {
  const repo = createBillingRepo(deps.db);
  const account = (accountId: string | undefined): string => {
    const id = accountId ?? deps.activeAccountId();
    if (!id) throw new AppError('NOT_FOUND', 'No account is signed in.');
    return id;
  };
  return {
    list(query: BillingQuery & { offset: number; limit: number }): Page<BillingEntryRow> {
      return repo.list(account(query.accountId), query, query.offset, query.limit);
    },
    totals(query: BillingQuery & { period: BillingPeriod }): BillingTotals {
      return repo.totals(account(query.accountId), query, query.period);
    },
    types: (accountId: string | undefined): BillingType[] => repo.types(account(accountId)),
    /** What one offer cost over the last 30 and 90 days, by type, and its latest entries. */
    offerCosts(accountId: string | undefined, offerId: string): OfferCosts {
      const id = account(accountId);
      const now = deps.clock.now();
      const since = (days: number) => iso(now - days * DAY);
      return {
        last30: repo.totals(id, { offerId, from: since(30) }, 'month').byType,
        last90: repo.totals(id, { offerId, from: since(90) }, 'month').byType,
        entries: repo.list(id, { offerId }, 0, OFFER_ENTRIES).rows,
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
