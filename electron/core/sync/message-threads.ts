import { createMessagesRepo } from '../messages/messages-repo';
import { messageFrom, threadFrom } from '../messages/message-records';
import { arr, MalformedRecord, obj } from '../market/records/json';
import { iso } from '../time/iso';
import { isGone, read, type StreamContext } from './context';
import type { StreamReader } from './readers';

/** Requests a turn at most: a first sync shares the account's budget with every other list. */
const BUDGET = 5;
/** The reference's largest page, for threads and for a thread's messages. */
const PAGE = 20;
/** Where the listing goes on next turn (an offset), kept while a first sync lists page after page. */
const CURSOR = 'message-threads:cursor';

/**
 * The message center's threads and messages. Each turn lists threads newest activity first from where the last
 * turn stopped, storing each, until it meets a thread it knows unchanged (same `lastMessageDateTime`): the older
 * ones have not changed either. Then it reads the messages of changed threads only, those after the newest it
 * holds (page by page, older ones with `before`). At most five requests a turn; `more` when work is left.
 */
async function readThreads(ctx: StreamContext): Promise<{ changed: boolean; more: boolean }> {
  const repo = createMessagesRepo(ctx.db);
  const { accountId } = ctx;
  let budget = BUDGET;
  let changed = false;
  let listing = true;
  let offset =
    (ctx.repos.reference.get(accountId, CURSOR)?.body as { offset?: number } | undefined)?.offset ?? 0;
  while (listing && budget > 0) {
    budget--;
    const page = arr(obj(await read<unknown>(ctx, '/messaging/threads', { limit: PAGE, offset }))?.threads);
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
    listing = !metKnown && page.length === PAGE;
    offset = listing ? offset + PAGE : 0;
  }
  ctx.repos.reference.put(accountId, CURSOR, { offset }, ctx.clock.now());

  for (const thread of repo.due(accountId, BUDGET)) {
    if (budget <= 0) break;
    const after = repo.newestAt(accountId, thread.id);
    let before: number | null = null;
    let complete = false;
    while (budget > 0) {
      budget--;
      let page: unknown[];
      try {
        page = arr(
          obj(
            await read<unknown>(ctx, `/messaging/threads/${encodeURIComponent(thread.id)}/messages`, {
              limit: PAGE,
              ...(after !== null ? { after: iso(after) } : {}),
              ...(before !== null ? { before: iso(before) } : {}),
            }),
          )?.messages,
        );
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
      if (page.length < PAGE || stored.length === 0) {
        complete = true;
        break;
      }
      before = Math.min(...stored.map((m) => m.createdAt));
    }
    if (complete) {
      repo.messagesFor(accountId, thread.id, thread.last_message_at ?? 0);
      changed = true;
    }
  }
  const more = offset > 0 || repo.due(accountId, 1).length > 0;
  return { changed, more };
}

export const messageThreadsReader: StreamReader = {
  name: 'message-threads',
  lists: ['/messaging/threads'],
  tables: ['messages'],
  read: readThreads,
  count: (db, accountId) => createMessagesRepo(db).count(accountId),
};
