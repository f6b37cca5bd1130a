import { customerReturnFrom, refundFrom } from './return-records';
import { arr, MalformedRecord } from '../../market/records/json';
import { createReturnsRepo } from './returns-repo';
import { iso } from '../../kernel/time/iso';
import { read, type StreamContext } from '../../sync/context';
import type { StreamReader } from '../../sync/readers';

/** At most this many requests a turn: a first sync must leave the account's background budget to the others. */
export const returnsRequestsPerTurn = 5;
/** The marketplace lists up to 1000 returns a page; 100 keeps an answer small. */
export const RETURNS_PAGE = 100;
export const REFUNDS_PAGE = 100;
/**
 * The marketplace filters returns by creation only, not by change: each pass reads again the returns created in
 * the 30 days before the newest one stored (whose process may still move: in transit, delivered, refunded), and
 * every newer one.
 */
export const returnsReopenMs = 30 * 86_400_000;
/** Refunds read again from a little before the newest one stored, for two made in the same moment. */
const refundsOverlapMs = 3_600_000;
const PLACE = 'customer-returns:place';

/** Where the reader stands between turns: the pass under way of each list, its lower bound and offset. */
interface Place {
  returns: { gte: number | null; offset: number } | null;
  refunds: { gte: number | null; offset: number } | null;
}
const start: Place = { returns: null, refunds: null };

/**
 * Customer returns and refunds of payments into the local copy (migration 061), newest first, at most five
 * requests a turn; a pass cut short goes on from its place next turn (`more`).
 */
export async function readCustomerReturns(ctx: StreamContext): Promise<{ changed: boolean; more: boolean }> {
  const repo = createReturnsRepo(ctx.db);
  const id = ctx.accountId;
  const place: Place = {
    ...start,
    ...((ctx.repos.reference.get(id, PLACE)?.body as Place | undefined) ?? {}),
  };
  const save = () => ctx.repos.reference.put(id, PLACE, place, ctx.clock.now());
  let requests = 0;
  let changed = false;

  // A new pass starts from what the local copy holds (marketplace times), so the windows follow its clock.
  const newest = repo.newest(id);
  place.returns ??= { gte: newest.returns === null ? null : newest.returns - returnsReopenMs, offset: 0 };
  while (place.returns && requests < returnsRequestsPerTurn - 1) {
    const pass = place.returns;
    const body = await read<{ customerReturns?: unknown }>(
      ctx,
      '/order/customer-returns',
      {
        limit: RETURNS_PAGE,
        offset: pass.offset,
        ...(pass.gte !== null ? { 'createdAt.gte': iso(pass.gte) } : {}),
      },
      { beta: 1 },
    );
    requests++;
    const page = arr(body.customerReturns);
    const returns = page.flatMap((value) => {
      try {
        return [customerReturnFrom(value)];
      } catch (error) {
        if (!(error instanceof MalformedRecord)) throw error;
        ctx.logger.warn('a customer return skipped', { account: id, reason: String(error) });
        return [];
      }
    });
    if (repo.putReturns(id, returns, ctx.clock.now())) changed = true;
    if (page.length < RETURNS_PAGE) place.returns = null;
    else pass.offset += RETURNS_PAGE;
    save();
  }

  place.refunds ??= { gte: newest.refunds === null ? null : newest.refunds - refundsOverlapMs, offset: 0 };
  while (place.refunds && requests < returnsRequestsPerTurn) {
    const pass = place.refunds;
    const body = await read<{ refunds?: unknown }>(ctx, '/payments/refunds', {
      limit: REFUNDS_PAGE,
      offset: pass.offset,
      ...(pass.gte !== null ? { 'occurredAt.gte': iso(pass.gte) } : {}),
    });
    requests++;
    const page = arr(body.refunds);
    ctx.db.transaction(() => {
      for (const value of page) {
        try {
          if (repo.putRefund(id, refundFrom(value), value, ctx.clock.now())) changed = true;
        } catch (error) {
          if (!(error instanceof MalformedRecord)) throw error;
        }
      }
    })();
    if (page.length < REFUNDS_PAGE) place.refunds = null;
    else pass.offset += REFUNDS_PAGE;
    save();
  }
  return { changed, more: place.returns !== null || place.refunds !== null };
}

export const customerReturnsReader: StreamReader = {
  name: 'customer-returns',
  lists: ['/order/customer-returns', '/payments/refunds'],
  tables: ['customer_returns'],
  every: (options) => options.casesPollMs,
  read: readCustomerReturns,
  count: (db, accountId) => createReturnsRepo(db).count(accountId),
};
