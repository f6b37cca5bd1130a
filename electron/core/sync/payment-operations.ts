import { walletTypes } from '../../../shared/payments';
import { createPaymentOperationsRepo, type ReadPass } from '../payments/payment-operations-repo';
import { paymentOperationsFrom } from '../market/records/payment-operation';
import { iso } from '../time/iso';
import { read, type StreamContext } from './context';
import type { StreamReader } from './readers';

const DAY = 86_400_000;
export const PAYMENT_OPERATIONS_PATH = '/payments/payment-operations';
/**
 * Operations a page. Document 2 allows 100; the marketplace's own description allows 50, so 50 is asked of both.
 */
export const PAYMENT_PAGE = 50;
/** Requests a turn at most: a first sync shares the account's request budget with every other list. */
export const PAYMENT_REQUESTS_PER_TURN = 5;
/** A first read goes back this far. */
export const PAYMENT_FIRST_REACH_MS = 90 * DAY;
/** Each pass reads again from this long before the newest stored operation: the marketplace may list one late. */
export const PAYMENT_MARGIN_MS = 60 * 60_000;
/** The marketplace finds at most 10000 operations for one search: a longer pass narrows its window instead. */
export const MAX_OFFSET = 10_000;

/**
 * Reads the payment operations of each wallet, newest first, from a little before the newest the local copy holds
 * (90 days back on a first read) up to the pass's start: a wallet is asked for by name, as the marketplace answers
 * only the available one when none is named. The window stays fixed through the pass, so operations arriving
 * meanwhile do not shift its pages; a pass longer than a turn's five requests keeps its window and offset in
 * `payment_operation_reads` with each page and goes on next turn (`more`).
 */
async function readPaymentOperations(ctx: StreamContext): Promise<{ changed: boolean; more: boolean }> {
  const repo = createPaymentOperationsRepo(ctx.db);
  let requests = 0;
  let changed = false;
  for (const wallet of walletTypes) {
    let pass: ReadPass | null =
      repo.pass(ctx.accountId, wallet) ?? startPass(ctx, wallet, repo.newestAt(ctx.accountId, wallet));
    while (pass) {
      if (requests >= PAYMENT_REQUESTS_PER_TURN) return { changed, more: true };
      const body = await read<unknown>(ctx, PAYMENT_OPERATIONS_PATH, {
        'wallet.type': wallet,
        'occurredAt.gte': pass.since,
        'occurredAt.lte': pass.until,
        limit: PAYMENT_PAGE,
        offset: pass.offset,
      });
      requests++;
      const page = paymentOperationsFrom(body);
      pass = nextPass(pass, page);
      changed = repo.storePage(ctx.accountId, wallet, page.operations, pass, ctx.clock.now()) || changed;
    }
  }
  return { changed, more: false };
}

function startPass(ctx: StreamContext, wallet: string, newest: string | null): ReadPass {
  const now = ctx.clock.now();
  const since = newest === null ? now - PAYMENT_FIRST_REACH_MS : Date.parse(newest) - PAYMENT_MARGIN_MS;
  ctx.logger.debug('payment operations: a new pass', { account: ctx.accountId, wallet });
  return { since: iso(Math.max(since, now - PAYMENT_FIRST_REACH_MS)), until: iso(now), offset: 0 };
}

/** Where the pass stands after a page: done (null) when the page was the last, else the next offset. */
export function nextPass(pass: ReadPass, page: ReturnType<typeof paymentOperationsFrom>): ReadPass | null {
  const offset = pass.offset + page.count;
  if (page.count < PAYMENT_PAGE || (page.totalCount !== null && offset >= page.totalCount)) return null;
  if (offset + PAYMENT_PAGE > MAX_OFFSET) {
    // Past what one search may reach: the rest of the window is searched anew, up to the oldest operation read.
    const oldest = page.operations.at(-1)?.occurredAt;
    return oldest ? { since: pass.since, until: oldest, offset: 0 } : null;
  }
  return { ...pass, offset };
}

export const paymentOperationsReader: StreamReader = {
  name: 'payment-operations',
  tables: ['payment_operations'],
  read: readPaymentOperations,
  count: (db, accountId) => createPaymentOperationsRepo(db).count(accountId),
};
