import { createQuotesRepo } from './quotes-repo';
import { offerQuotesFrom } from './fee-records';
import { read, type StreamContext } from '../../sync/context';
import type { SyncPart } from '../../sync/parts';

/** A marketplace without the fee operations keeps the list's fee column empty, not the profile failing. */
export const offerQuotesPart: SyncPart = { name: 'offer-quotes', lists: ['/pricing/offer-quotes'] };

/** Document 2, Limits: at most 20 offer numbers a call. */
export const QUOTE_GROUP = 20;
/** Running fees change with the seller's price and status (quoted again then) and with the cycle: a few hours old is fresh. */
export const quotesMaxAgeMs = 6 * 60 * 60_000;
/**
 * Groups read in one profile run at most: a large shop is quoted over several runs instead of spending the request
 * budget every installation shares on one run. Ten groups (200 offers) a run, every six hours, keep a quiet day
 * cheap, and leave the account's places in flight (request-gate.ts) to the lists on a first sync.
 */
export const QUOTE_GROUPS_PER_RUN = 10;

/**
 * The running fees and next charge dates of the account's active offers, in groups of 20, for the offers never
 * quoted, quoted too long ago, or changed since (quotes-repo.ts decides which). Each group is stored as it comes, so
 * a run stopped half way keeps what it read. Answers whether anything was stored.
 */
export async function readOfferQuotes(ctx: StreamContext): Promise<boolean> {
  const repo = createQuotesRepo(ctx.db);
  const due = repo.due(ctx.accountId, ctx.clock.now() - quotesMaxAgeMs, QUOTE_GROUP * QUOTE_GROUPS_PER_RUN);
  for (let start = 0; start < due.length; start += QUOTE_GROUP) {
    ctx.progress({ phase: 'reference', done: start, total: due.length });
    const group = due.slice(start, start + QUOTE_GROUP);
    const body = await read<unknown>(ctx, '/pricing/offer-quotes', { 'offer.id': group.join(',') });
    repo.put(ctx.accountId, group, offerQuotesFrom(body), ctx.clock.now());
  }
  return due.length > 0;
}
