import { walletTypes } from '../../../../shared/payments';
import { createPaymentOperationsRepo, type ReadPass } from './payment-operations-repo';
import { paymentOperationsFrom } from './payment-operation-records';
import { iso } from '../../kernel/time/iso';
import { read, type StreamContext } from '../../sync/context';
import type { StreamReader } from '../../sync/readers';

const DAY = 86_400_000;
export const PAYMENT_OPERATIONS_PATH = '/payments/payment-operations';
/**
 * Operations a page. Document 2 allows 100; the marketplace's own description allows 50, so 50 is asked of both.
 */
export const PAYMENT_PAGE = 50;
/**
 * Requests a turn at most, so a first sync's 90 days (a hundred pages and more) go page by page into the local copy
 * in turns that end, while the other readers go on meanwhile.
 */
export const PAYMENT_REQUESTS_PER_TURN = 12;
/**
 * Pages asked at once once a page has told the total: the pass's window is fixed, so their offsets are known. One
 * after another, a first sync's pages took half a minute against a marketplace 150 ms away.
 */
const PAGES_AT_ONCE = 4;
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
 * meanwhile do not shift its pages; a pass longer than a turn's requests keeps its window and offset in
 * `payment_operation_reads` with each page and goes on next turn (`more`). While a pass goes on, the wallets whose
 * pass ended wait for it: a new pass of theirs would ask again for the page they have just read.
 */
async function readPaymentOperations(ctx: StreamContext): Promise<{ changed: boolean; more: boolean }> {
  const repo = createPaymentOperationsRepo(ctx.db);
  let requests = 0;
  let changed = false;
  const going = walletTypes.filter((wallet) => repo.pass(ctx.accountId, wallet) !== null);
  for (const wallet of going.length > 0 ? going : walletTypes) {
    let pass: ReadPass | null =
      repo.pass(ctx.accountId, wallet) ?? startPass(ctx, wallet, repo.newestAt(ctx.accountId, wallet));
    let total: number | null = null;
    while (pass) {
      if (requests >= PAYMENT_REQUESTS_PER_TURN) return { changed, more: true };
      const offsets = pageOffsets(pass.offset, total, PAYMENT_REQUESTS_PER_TURN - requests);
      const window = pass;
      const bodies = await Promise.all(
        offsets.map((offset) =>
          read<unknown>(ctx, PAYMENT_OPERATIONS_PATH, {
            'wallet.type': wallet,
            'occurredAt.gte': window.since,
            'occurredAt.lte': window.until,
            limit: PAYMENT_PAGE,
            offset,
          }),
        ),
      );
      requests += offsets.length;
      // Stored in order, each with the place after it: a turn that stops keeps what it read.
      for (const body of bodies) {
        const page = paymentOperationsFrom(body);
        total = page.totalCount ?? total;
        pass = nextPass(pass, page);
        changed = repo.storePage(ctx.accountId, wallet, page.operations, pass, ctx.clock.now()) || changed;
        if (!pass) break;
      }
    }
  }
  return { changed, more: false };
}

/**
 * The offsets of the pages to ask for together: the next one, and while the total is known the few after it that
 * lie before the total and within what one search may reach (past that, `nextPass` narrows the window instead).
 */
export function pageOffsets(offset: number, total: number | null, room: number): number[] {
  const offsets = [offset];
  for (let next = offset + PAYMENT_PAGE; total !== null && offsets.length < Math.min(PAGES_AT_ONCE, room);) {
    if (next >= total || next + PAYMENT_PAGE > MAX_OFFSET) break;
    offsets.push(next);
    next += PAYMENT_PAGE;
  }
  return offsets;
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
  lists: [PAYMENT_OPERATIONS_PATH],
  tables: ['payment_operations'],
  read: readPaymentOperations,
  count: (db, accountId) => createPaymentOperationsRepo(db).count(accountId),
};
