import { createDisputesRepo, type DisputesRepo } from '../disputes/disputes-repo';
import {
  disputeFrom,
  disputeMessageFrom,
  type DisputeMessageRecord,
  type DisputeRecord,
} from '../market/records/dispute';
import { arr, MalformedRecord, obj } from '../market/records/json';
import { isGone, read, type StreamContext } from './context';
import type { StreamReader } from './readers';

/** The reference: at most 100 disputes (and 100 messages) a page. */
const PAGE = 100;
/** At most this many requests a turn, so a first sync stays within the account's background budget. */
const BUDGET = 5;

function parsed<T>(ctx: StreamContext, items: unknown[], from: (body: unknown) => T): T[] {
  const list: T[] = [];
  for (const item of items) {
    try {
      list.push(from(item));
    } catch (error) {
      if (!(error instanceof MalformedRecord)) throw error;
      ctx.logger.warn('a dispute record could not be read', {
        account: ctx.accountId,
        reason: error.message,
      });
    }
  }
  return list;
}

/**
 * The list of disputes, page by page from where the last turn stopped. The marketplace has no date filter for
 * disputes, so the list is read whole each turn (a seller has a few); a list longer than the turn's budget goes
 * on next turn at its offset. Disputes gone from a list read whole in one turn leave the copy.
 */
async function readList(ctx: StreamContext, repo: DisputesRepo, budget: { left: number }) {
  const start = repo.listOffset(ctx.accountId);
  let offset = start;
  let changed = false;
  const seen: string[] = [];
  while (budget.left > 0) {
    budget.left--;
    const body = await read<unknown>(ctx, '/sale/disputes', { limit: PAGE, offset });
    const items = arr(obj(body)?.disputes);
    const list: DisputeRecord[] = parsed(ctx, items, disputeFrom);
    if (repo.putDisputes(ctx.accountId, list, ctx.clock.now()) > 0) changed = true;
    seen.push(...list.map((d) => d.id));
    if (items.length < PAGE) {
      if (start === 0 && repo.keepOnly(ctx.accountId, seen) > 0) changed = true;
      repo.setListOffset(ctx.accountId, 0);
      return { changed, done: true };
    }
    offset += PAGE;
  }
  repo.setListOffset(ctx.accountId, offset);
  return { changed, done: false };
}

/** A dispute's messages, every page, or null when the turn's budget ends first (read next turn). */
async function readMessages(
  ctx: StreamContext,
  disputeId: string,
  budget: { left: number },
): Promise<DisputeMessageRecord[] | null> {
  const list: DisputeMessageRecord[] = [];
  for (let offset = 0; ; offset += PAGE) {
    if (budget.left === 0) return null;
    budget.left--;
    const body = await read<unknown>(ctx, `/sale/disputes/${encodeURIComponent(disputeId)}/messages`, {
      limit: PAGE,
      offset,
    });
    const items = arr(obj(body)?.messages);
    list.push(...parsed(ctx, items, disputeMessageFrom));
    if (items.length < PAGE) return list;
  }
}

/**
 * The buyers stream's reader of disputes: the list first, then the messages of the disputes whose last message
 * changed since their messages were read (open disputes first, then the newest), at most five requests a turn in all; what is left is read
 * next turn (`more`).
 */
export const disputesReader: StreamReader = {
  name: 'disputes',
  lists: ['/sale/disputes'],
  // /sale/disputes was removed on 2026-01-07; the 2026 marketplace's claims are /sale/issues.
  servedIn: ['documents'],
  tables: ['disputes'],
  every: (options) => options.casesPollMs,
  async read(ctx) {
    const repo = createDisputesRepo(ctx.db);
    const budget = { left: BUDGET };
    const list = await readList(ctx, repo, budget);
    if (!list.done) return { changed: list.changed, more: true };
    let changed = list.changed;
    const stale = repo.staleMessages(ctx.accountId, BUDGET + 1);
    for (const dispute of stale) {
      let messages: DisputeMessageRecord[] | null;
      try {
        messages = await readMessages(ctx, dispute.id, budget);
      } catch (error) {
        if (!isGone(error)) throw error;
        // Gone since it was listed: the next list read removes it.
        messages = [];
      }
      if (messages === null) return { changed, more: true };
      repo.replaceMessages(ctx.accountId, dispute.id, messages, dispute.lastMessageAt);
      changed = true;
    }
    return { changed, more: stale.length > BUDGET };
  },
  count: (db, accountId) => createDisputesRepo(db).count(accountId),
};
