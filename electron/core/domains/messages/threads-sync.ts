import { createMessagesRepo } from './messages-repo';
import { messageFrom, threadFrom } from './message-records';
import { arr, MalformedRecord, obj, str } from '../../market/records/json';
import { iso } from '../../kernel/time/iso';
import { isGone, read, type StreamContext } from '../../sync/context';
import type { StreamReader } from '../../sync/readers';

/** Requests a turn at most: a first sync shares the account's budget with every other list. */
const BUDGET = 5;
/** The reference's largest page, for threads and for a thread's messages. */
const PAGE = 20;
/**
 * Where the listing goes on next turn, kept while a first sync lists page after page: an offset (public.v1), or
 * the marketplace's `page.id` (beta.v1, the 2026 marketplace). One of the other version is not used.
 */
const CURSOR = 'message-threads:cursor';

interface Place {
  offset?: number;
  pageId?: string;
}

/** One page of a list: its items, and where the next one starts (beta.v1's `nextPage.id`), if it says. */
const pageOf = (data: unknown, key: string): { items: unknown[]; next: string | null } => ({
  items: arr(obj(data)?.[key]),
  next: str(obj(obj(data)?.nextPage)?.id),
});

/**
 * The message center's threads and messages. Each turn lists threads newest activity first from where the last
 * turn stopped, storing each, until it meets a thread it knows unchanged (same `lastMessageDateTime`): the older
 * ones have not changed either. Then it reads the messages of changed threads only, those after the newest it
 * holds (page by page, older ones with `before`). At most five requests a turn; `more` when work is left. The
 * 2026 marketplace is read in beta.v1, which gives thread types, author roles and attachment ids, and pages by
 * `page.id` instead of offset and limit (or `before`).
 */
async function readThreads(ctx: StreamContext): Promise<{ changed: boolean; more: boolean }> {
  const repo = createMessagesRepo(ctx.db);
  const { accountId } = ctx;
  let budget = BUDGET;
  let changed = false;
  let listing = true;
  const beta = ctx.client.environment.api === '2026';
  const extra = beta ? { beta: 1 } : {};
  const place = (ctx.repos.reference.get(accountId, CURSOR)?.body ?? {}) as Place;
  let offset = beta ? 0 : (place.offset ?? 0);
  let pageId = beta ? (place.pageId ?? null) : null;
  while (listing && budget > 0) {
    budget--;
    const query = beta ? (pageId === null ? {} : { 'page.id': pageId }) : { limit: PAGE, offset };
    const { items: page, next } = pageOf(
      await read<unknown>(ctx, '/messaging/threads', query, extra),
      'threads',
    );
    let metKnown = false;
    ctx.db.transaction(() => {
      for (const item of page) {
        let listed;
        try {
          listed = threadFrom(item);
        } catch (error) {
          if (!(error instanceof MalformedRecord)) throw error;
          continue;
        }
        const known = repo.thread(accountId, listed.id);
        if (repo.putThread(accountId, listed, ctx.clock.now())) changed = true;
        if (known && known.last_message_at === listed.lastMessageAt) metKnown = true;
      }
    })();
    listing = !metKnown && (beta ? next !== null : page.length === PAGE);
    offset = listing && !beta ? offset + PAGE : 0;
    pageId = listing ? next : null;
  }
  ctx.repos.reference.put(accountId, CURSOR, beta ? { pageId } : { offset }, ctx.clock.now());

  for (const thread of repo.due(accountId, BUDGET)) {
    if (budget <= 0) break;
    const after = repo.newestAt(accountId, thread.id);
    let before: number | null = null;
    let messagesPage: string | null = null;
    let complete = false;
    while (budget > 0) {
      budget--;
      let page: unknown[];
      let next: string | null = null;
      const since = after !== null ? { after: iso(after) } : {};
      try {
        ({ items: page, next } = pageOf(
          await read<unknown>(
            ctx,
            `/messaging/threads/${encodeURIComponent(thread.id)}/messages`,
            beta
              ? { ...since, ...(messagesPage !== null ? { 'page.id': messagesPage } : {}) }
              : { limit: PAGE, ...since, ...(before !== null ? { before: iso(before) } : {}) },
            extra,
          ),
          'messages',
        ));
      } catch (error) {
        if (!isGone(error)) throw error;
        page = [];
      }
      const stored = page.flatMap((item) => {
        try {
          return [messageFrom(item)];
        } catch (error) {
          if (error instanceof MalformedRecord) return [];
          throw error;
        }
      });
      ctx.db.transaction(() => {
        for (const m of stored) if (repo.putMessage(accountId, { ...m, threadId: thread.id })) changed = true;
      })();
      if ((beta ? next === null : page.length < PAGE) || stored.length === 0) {
        complete = true;
        break;
      }
      before = Math.min(...stored.map((m) => m.createdAt));
      messagesPage = next;
    }
    if (complete) {
      repo.messagesFor(accountId, thread.id, thread.last_message_at ?? 0);
      changed = true;
    }
  }
  const more = offset > 0 || pageId !== null || repo.due(accountId, 1).length > 0;
  return { changed, more };
}

export const messageThreadsReader: StreamReader = {
  name: 'message-threads',
  lists: ['/messaging/threads'],
  tables: ['messages'],
  read: readThreads,
  count: (db, accountId) => createMessagesRepo(db).count(accountId),
};
