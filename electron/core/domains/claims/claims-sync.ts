import { createClaimsRepo, type StoredClaim } from './claims-repo';
import { MalformedRecord } from '../../market/records/json';
import { refundClaimFrom, refundClaimListFrom } from './claim-records';
import { read, type StreamContext } from '../../sync/context';
import type { StreamReader } from '../../sync/readers';
import { findClaimBuyers } from './claim-buyers';

/** The description's largest page; a small seller has far fewer claims, so one request usually reads them all. */
export const CLAIMS_PAGE = 100;
/** A reader's budget: at most this many requests a turn (a first sync shares the account's request budget). */
export const CLAIMS_REQUESTS_PER_TURN = 5;

/** The row the local copy keeps of a claim read from the marketplace. */
export function storedClaim(body: unknown): StoredClaim {
  return { ...refundClaimFrom(body), orderId: null, raw: JSON.stringify(body) };
}

/**
 * The account's commission refund claims, newest first. Their statuses change on the marketplace's side (a claim
 * is granted, rejected, appealed) and the list has no date filter for changes, so each turn reads the list again
 * from the top; a list longer than five pages is read on over the next turns from where the last one stopped.
 * Then the buyers of the claims stored are found (claim-buyers.ts): a claim names its buyer by id only.
 */
export const refundClaimsReader: StreamReader = {
  name: 'refund-claims',
  lists: ['/order/refund-claims'],
  tables: ['refund_claims'],
  async read(ctx: StreamContext) {
    const repo = createClaimsRepo(ctx.db);
    let offset = repo.readingOffset(ctx.accountId);
    let changed = false;
    for (let request = 0; request < CLAIMS_REQUESTS_PER_TURN; request++) {
      const items = refundClaimListFrom(
        await read<unknown>(ctx, '/order/refund-claims', { limit: CLAIMS_PAGE, offset }),
      );
      const claims: StoredClaim[] = [];
      for (const item of items) {
        try {
          claims.push(storedClaim(item));
        } catch (error) {
          if (!(error instanceof MalformedRecord)) throw error;
          ctx.logger.warn('a refund claim could not be read', {
            account: ctx.accountId,
            reason: error.message,
          });
        }
      }
      if (repo.storeListed(ctx.accountId, claims, ctx.clock.now())) changed = true;
      if (items.length < CLAIMS_PAGE) {
        repo.setReadingOffset(ctx.accountId, 0);
        return withBuyers(ctx, { changed, more: false });
      }
      offset += CLAIMS_PAGE;
    }
    repo.setReadingOffset(ctx.accountId, offset);
    return withBuyers(ctx, { changed, more: true });
  },
  count: (db, accountId) => createClaimsRepo(db).count(accountId),
};

/** The turn's outcome with the claims' buyers looked for: changed when either changed, more when either has more. */
async function withBuyers(
  ctx: StreamContext,
  listed: { changed: boolean; more: boolean },
): Promise<{ changed: boolean; more: boolean }> {
  const buyers = await findClaimBuyers(ctx);
  return { changed: listed.changed || buyers.changed, more: listed.more || buyers.more };
}
