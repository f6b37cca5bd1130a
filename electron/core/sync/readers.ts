import type { TableName } from '../../../shared/contract';
import type { Db } from '../db/open';
import { MarketError } from '../market/market-error';
import type { StreamContext, StreamOutcome, StreamRunner } from './context';

/**
 * One part of a stream made of independent reads (billing entries, payment operations, message threads...): it
 * reads its part of the marketplace into its own tables, at most a bounded number of requests a turn, and answers
 * whether it changed them and whether it has more to read right away.
 */
export interface StreamReader {
  /** Names the reader in logs. */
  name: string;
  /** The tables the screens re-read when this reader changed them. */
  tables: TableName[];
  read(ctx: StreamContext): Promise<{ changed: boolean; more: boolean }>;
  /** Rows this reader keeps for the account: the stream's count in the sync panel is their sum. */
  count(db: Db, accountId: string): number;
}

/**
 * A reader the marketplace answered with an error of its own (a 4xx or 5xx on its paths) does not stop the others:
 * the turn goes on and fails at the end with the first such error, so the stream retries with its backoff. An error
 * no reader can get past (offline, signed out, the account blocked by a 429) ends the turn at once.
 */
const othersGoOn = (error: MarketError): boolean =>
  error.status >= 400 && error.status !== 401 && error.status !== 429;

/**
 * A stream that runs its readers in turn; the turn has more when any of them has. The turns that follow at once
 * (the stream is due again because of that) run only the readers that had more, so a first sync's long read of one
 * part does not make the others ask the marketplace again for what they just read.
 */
export function readersStream(readers: readonly StreamReader[]): StreamRunner {
  const owing = new Map<string, Set<string>>();
  return async (ctx: StreamContext): Promise<StreamOutcome> => {
    const owed = owing.get(ctx.accountId);
    owing.delete(ctx.accountId);
    const due = owed ? readers.filter((reader) => owed.has(reader.name)) : readers;
    const more = new Set<string>();
    let failure: MarketError | null = null;
    let done = 0;
    for (const reader of due) {
      ctx.progress({ phase: 'reference', done, total: due.length });
      try {
        const outcome = await reader.read(ctx);
        if (outcome.changed) ctx.changed(reader.tables);
        if (outcome.more) more.add(reader.name);
      } catch (error) {
        if (!(error instanceof MarketError) || !othersGoOn(error)) throw error;
        ctx.logger.warn('stream reader failed', { account: ctx.accountId, reader: reader.name, error });
        failure ??= error;
      }
      done++;
    }
    ctx.progress(null);
    // A failed turn is tried again after a pause, whole: what the readers owed is read then anyway.
    if (failure) throw failure;
    if (more.size > 0) owing.set(ctx.accountId, more);
    return { more: more.size > 0 };
  };
}

/** The stream's count in the sync panel: the rows its readers keep. */
export const readersCount = (readers: readonly StreamReader[], db: Db, accountId: string): number =>
  readers.reduce((sum, reader) => sum + reader.count(db, accountId), 0);
