import type { Logger } from '../../../kernel/ports';
import type { Db } from '../../../db/open';
import { MarketError } from '../../../market/market-error';
import type { Repos } from '../../../sync/context';
import type { Relist } from '../../offers/offers-relist';
import { writeBackfillPage, type BackfillInput, type BackfillOutcome } from './backfill-page';
import { finishListed, writeListed, type ListedInput, type ListedOutcome } from './listed-page';
import type { WriterJob } from './protocol';
import { startWriterThread, type WriterThread } from './writer-thread-client';

/** SQLite's own: the window's thread checkpoints after its commits once the log holds this many pages. */
const defaultCheckpointPages = 1000;

export interface SyncWriterOptions {
  /** A load of at least this many offers or orders is written on the writer thread (`writerThreadFrom`, options.ts). */
  threadFrom: number;
  logger: Logger;
}

/**
 * Writes the pages of the sync's bulk loads. A large load's pages are parsed and written on a thread with its
 * own connection, so the thread that answers the window only waits on the network: the window's queries go on
 * (WAL) while 100 000 offers load. Both places run the same functions (listed-page.ts).
 */
export function createSyncWriter(
  db: Db,
  repos: Pick<Repos, 'offers' | 'orders' | 'state'>,
  { threadFrom, logger }: SyncWriterOptions,
) {
  let thread: WriterThread | null = null;
  // The loads under way (an account's re-list of offers, its back-fill of orders): streams load at the same time,
  // and the one thread they share is let go only when the last of them has ended.
  const loads = new Set<string>();

  function threaded(plan: { total: number | null }): WriterThread | null {
    if (thread?.ended) {
      thread = null;
      db.pragma(`wal_autocheckpoint = ${defaultCheckpointPages}`);
    }
    if (thread) return thread;
    if (db.memory || plan.total === null || plan.total < threadFrom) return null;
    // While the thread loads, it alone checkpoints: a commit of this thread would otherwise copy the load's pages
    // from the log into the database here, on the thread that answers the window.
    db.pragma('wal_autocheckpoint = 0');
    thread = startWriterThread(db.name);
    logger.info("a large load is written on the sync's writer thread", { total: plan.total });
    return thread;
  }

  async function run<T>(job: WriterJob, plan: { total: number | null }, here: () => T): Promise<T> {
    try {
      const on = threaded(plan);
      return on ? ((await on.run(job)) as T) : here();
    } catch (error) {
      throw asSyncError(error);
    }
  }

  async function close(): Promise<void> {
    const stopping = thread;
    thread = null;
    if (!stopping) return;
    await stopping.stop();
    db.pragma(`wal_autocheckpoint = ${defaultCheckpointPages}`);
  }

  async function ended(load: string): Promise<void> {
    loads.delete(load);
    if (loads.size === 0) await close();
  }

  return {
    /** Pages of a re-list with their position; answers the plan after them. */
    listed: (input: ListedInput): Promise<ListedOutcome> => {
      loads.add(`${input.accountId} offers`);
      return run({ op: 'listed', input }, input.plan, () => writeListed(db, repos, input));
    },
    /**
     * The end of a re-list's pages (sort indexes built); answers the plan after it and the offers the pages did not
     * show. The thread is let go unless another load goes on.
     */
    async finish(input: { accountId: string; plan: Relist }): Promise<{ plan: Relist; unseen: string[] }> {
      const done = await run({ op: 'finish', input }, input.plan, () => finishListed(db, repos, input));
      await ended(`${input.accountId} offers`);
      return done;
    },
    /**
     * Pages of a back-fill with their position (the end of the back-fill with its last page); answers what they
     * wrote. The thread is let go after the last page unless another load goes on.
     */
    async backfill(input: BackfillInput): Promise<BackfillOutcome> {
      const last = input.pages.at(-1);
      const plan = { total: last?.plan.total ?? null };
      loads.add(`${input.accountId} orders`);
      const written = await run({ op: 'backfill', input }, plan, () => writeBackfillPage(db, repos, input));
      if (last?.finished) await ended(`${input.accountId} orders`);
      return written;
    },
    async close(): Promise<void> {
      loads.clear();
      await close();
    },
  };
}

export type SyncWriter = ReturnType<typeof createSyncWriter>;

/** A page that is not JSON is the marketplace's fault, as the client says of any other answer. */
function asSyncError(error: unknown): unknown {
  if (!(error instanceof Error) || error.name !== 'SyntaxError') return error;
  return new MarketError(
    'MARKET_ERROR',
    'The marketplace answered a page of offers with a body that is not valid JSON.',
    {
      status: 200,
      marketCode: null,
      path: null,
      method: 'GET',
      url: '/sale/offers',
      requestPath: '/sale/offers',
    },
    error,
  );
}
