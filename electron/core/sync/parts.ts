import type { ApiGeneration } from '../../../shared/settings';
import { MarketError } from '../market/market-error';
import type { StreamContext, StreamOutcome, StreamRunner } from './context';

/**
 * A part of an account's sync: what it reads as a whole (offers, disputes, the delivery services...). A marketplace
 * may not serve it: a generation that removed it (`servedIn`) is not asked at all, and one that answers 404 or 410
 * for one of its lists is marked in the status, skipped for a day, and asked again; the other parts go on.
 */
export interface SyncPart {
  /** Its name in the status and on the command line. */
  name: string;
  /** The lists whose 404 or 410 means the marketplace does not serve the part (exact paths, no query). */
  lists: readonly string[];
  /** The generations that have it (default every one). */
  servedIn?: readonly ApiGeneration[];
}

/** Whether the account's marketplace generation has the part at all. */
export const servedBy = (ctx: StreamContext, part: SyncPart): boolean =>
  !part.servedIn || part.servedIn.includes(ctx.client.environment.api);

/**
 * The marketplace said it does not serve the resource as a whole: a GET of one of the part's lists answered 404 or
 * 410. A 404 for one item (an order, a dispute's messages) is not that: its path is not a list of the part.
 */
export const notServed = (error: unknown, part: SyncPart): error is MarketError =>
  error instanceof MarketError &&
  (error.status === 404 || error.status === 410) &&
  error.method === 'GET' &&
  part.lists.includes(error.requestPath);

/**
 * Runs one part's read unless its generation lacks it or the marketplace said within a day that it does not serve
 * it; then, and when a list of it answers so now, answers `skipped` and the stream goes on. A part served again is
 * taken off the status.
 */
export async function inPart<R>(
  ctx: StreamContext,
  part: SyncPart,
  run: () => Promise<R>,
  skipped: R,
): Promise<R> {
  if (!servedBy(ctx, part)) return skipped;
  const marks = ctx.repos.unoffered;
  if (marks.skipped(ctx.accountId, part.name, ctx.clock.now())) return skipped;
  try {
    const result = await run();
    if (marks.clear(ctx.accountId, part.name)) {
      ctx.logger.info('a sync part is served again', { account: ctx.accountId, part: part.name });
      ctx.statusChanged();
    }
    return result;
  } catch (error) {
    if (!notServed(error, part)) throw error;
    ctx.logger.warn('a sync part is not served by this marketplace: skipped for a day', {
      account: ctx.accountId,
      part: part.name,
      path: error.requestPath,
      status: error.status,
      traceId: error.traceId,
    });
    const found = {
      stream: ctx.stream,
      method: error.method,
      path: error.requestPath,
      status: error.status,
      traceId: error.traceId,
    };
    marks.mark(ctx.accountId, part.name, found, ctx.clock.now());
    ctx.statusChanged();
    return skipped;
  }
}

/** A whole stream as one part (offers, orders, ratings): not served, it is caught up with nothing to read. */
export const partStream =
  (part: SyncPart, run: StreamRunner): StreamRunner =>
  (ctx) =>
    inPart<StreamOutcome>(ctx, part, () => run(ctx), { more: false });
