import type { MarketRequest } from '../../market/client';
import type { DisputeMessageRecord } from '../disputes/dispute-records';
import { arr, MalformedRecord, obj } from '../../market/records/json';
import { isGone, read, type StreamContext } from '../../sync/context';
import type { CaseChatRepo } from './chat-repo';

/** The reference: at most 100 cases (and 100 messages) a page. */
const PAGE = 100;
/** At most this many requests a turn, so a first sync stays within the account's background budget. */
const BUDGET = 5;

/** Where one kind of case is read: its list, its chats, and how their entries are parsed and stored. */
export interface CaseChatSource<R extends { id: string }> {
  /** Named in the log when an entry cannot be read. */
  what: string;
  listPath: string;
  listKey: string;
  chatPath: (caseId: string) => string;
  chatKey: string;
  /** The media type and the like, the same for every request of the family. */
  extra?: Partial<MarketRequest>;
  caseFrom: (body: unknown) => R;
  messageFrom: (body: unknown) => DisputeMessageRecord;
  repo: CaseChatRepo;
  /** Stores a page of cases; answers how many rows changed. */
  put: (accountId: string, list: R[], now: number) => number;
}

function parsed<T>(ctx: StreamContext, what: string, items: unknown[], from: (body: unknown) => T): T[] {
  const list: T[] = [];
  for (const item of items) {
    try {
      list.push(from(item));
    } catch (error) {
      if (!(error instanceof MalformedRecord)) throw error;
      ctx.logger.warn(`a ${what} record could not be read`, {
        account: ctx.accountId,
        reason: error.message,
      });
    }
  }
  return list;
}

/**
 * The list, page by page from where the last turn stopped. The marketplace has no date filter for these cases, so
 * the list is read whole each turn (a seller has a few); a list longer than the turn's budget goes on next turn at
 * its offset. Cases gone from a list read whole in one turn leave the copy.
 */
async function readList<R extends { id: string }>(
  ctx: StreamContext,
  source: CaseChatSource<R>,
  budget: { left: number },
) {
  const { repo } = source;
  const start = repo.listOffset(ctx.accountId);
  let offset = start;
  let changed = false;
  const seen: string[] = [];
  while (budget.left > 0) {
    budget.left--;
    const body = await read<unknown>(ctx, source.listPath, { limit: PAGE, offset }, source.extra);
    const items = arr(obj(body)?.[source.listKey]);
    const list = parsed(ctx, source.what, items, source.caseFrom);
    if (source.put(ctx.accountId, list, ctx.clock.now()) > 0) changed = true;
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

/** A case's messages, every page, or null when the turn's budget ends first (read next turn). */
async function readMessages<R extends { id: string }>(
  ctx: StreamContext,
  source: CaseChatSource<R>,
  caseId: string,
  budget: { left: number },
): Promise<DisputeMessageRecord[] | null> {
  const list: DisputeMessageRecord[] = [];
  for (let offset = 0; ; offset += PAGE) {
    if (budget.left === 0) return null;
    budget.left--;
    const body = await read<unknown>(ctx, source.chatPath(caseId), { limit: PAGE, offset }, source.extra);
    const items = arr(obj(body)?.[source.chatKey]);
    list.push(...parsed(ctx, source.what, items, source.messageFrom));
    if (items.length < PAGE) return list;
  }
}

/**
 * One turn of a case reader: the list first, then the chats of the cases whose last message changed since they
 * were read (waiting ones first, then the newest), at most five requests a turn in all; what is left is read next
 * turn (`more`).
 */
export async function readCases<R extends { id: string }>(
  ctx: StreamContext,
  source: CaseChatSource<R>,
): Promise<{ changed: boolean; more: boolean }> {
  const budget = { left: BUDGET };
  const list = await readList(ctx, source, budget);
  if (!list.done) return { changed: list.changed, more: true };
  let changed = list.changed;
  const stale = source.repo.staleMessages(ctx.accountId, BUDGET + 1);
  for (const one of stale) {
    let messages: DisputeMessageRecord[] | null;
    try {
      messages = await readMessages(ctx, source, one.id, budget);
    } catch (error) {
      if (!isGone(error)) throw error;
      // Gone since it was listed: the next list read removes it.
      messages = [];
    }
    if (messages === null) return { changed, more: true };
    source.repo.replaceMessages(ctx.accountId, one.id, messages, one.lastMessageAt);
    changed = true;
  }
  return { changed, more: stale.length > BUDGET };
}
