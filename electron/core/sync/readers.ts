import type { TableName } from '../../../shared/contract';
import type { Db } from '../db/open';
import { MarketError } from '../market/market-error';
import type { StreamContext, StreamOutcome, StreamRunner } from './context';
import type { SyncOptions } from './options';
import { inPart, servedBy, type SyncPart } from './parts';

/**
 * One part of a stream made of independent reads (billing entries, payment operations, message threads...): it
 * reads its part of the marketplace into its own tables, at most a bounded number of requests a turn, and answers
 * whether it changed them and whether it has more to read right away.
 */
export interface StreamReader extends SyncPart {
  /** The tables the screens re-read when this reader changed them. */
  tables: TableName[];
  read(ctx: StreamContext): Promise<{ changed: boolean; more: boolean }>;
  /** Rows this reader keeps for the account: the stream's count in the sync panel is their sum. */
  count(db: Db, accountId: string): number;
  /**
   * A part that moves more slowly than its stream's poll is read at most this often (default: every turn), except
   * in a turn that was asked for.
   */
  every?: (options: SyncOptions) => number;
}

/**
 * A reader the marketplace answered with an error of its own (a 4xx or 5xx on its paths) does not stop the others:
 * the turn goes on and fails at the end with the first such error, so the stream retries with its backoff. An error
 * no reader can get past (offline, signed out, the account blocked by a 429) ends the turn at once.
 */
const othersGoOn = (error: MarketError): boolean =>
  error.status >= 400 && error.status !== 401 && error.status !== 429;

/**
 * A stream that runs its readers at once (each reads its own part into its own tables, a few requests a turn, and
 * the request gate decides how many of them are in flight); the turn has more when any of them has. The turns that
 * follow at once (the stream is due again because of that) run only the readers that had more, so a first sync's
 * long read of one part does not make the others ask the marketplace again for what they just read; a turn asked
 * for (another stream wrote what a reader reads from, say) runs them all. An error no
 * reader can get past stops the others' requests at once (their signal aborts) and ends the turn with it.
 */
export function readersStream(readers: readonly StreamReader[]): StreamRunner {
  const owing = new Map<string, Set<string>>();
  /** When each account's reader last read through (this process's clock), for the readers' own polls. */
  const readAt = new Map<string, number>();
  const key = (ctx: StreamContext, reader: StreamReader) => `${ctx.accountId} ${reader.name}`;
  const polled = (ctx: StreamContext, reader: StreamReader, now: number): boolean =>
    ctx.asked ||
    !reader.every ||
    now - (readAt.get(key(ctx, reader)) ?? -Infinity) >= reader.every(ctx.options);
  return async (ctx: StreamContext): Promise<StreamOutcome> => {
    const now = ctx.clock.now();
    const owed = owing.get(ctx.accountId);
    owing.delete(ctx.accountId);
    const due = readers.filter(
      (reader) =>
        servedBy(ctx, reader) && (owed && !ctx.asked ? owed.has(reader.name) : polled(ctx, reader, now)),
    );
    const more = new Set<string>();
    let failure: MarketError | null = null;
    let fatal: { error: unknown } | null = null;
    const stop = new AbortController();
    const turn: StreamContext = { ...ctx, signal: AbortSignal.any([ctx.signal, stop.signal]) };
    let done = 0;
    ctx.progress({ phase: 'reference', done, total: due.length });
    await Promise.all(
      due.map(async (reader) => {
        try {
          const outcome = await inPart(turn, reader, () => reader.read(turn), {
            changed: false,
            more: false,
          });
          if (outcome.changed) ctx.changed(reader.tables);
          if (outcome.more) more.add(reader.name);
          else readAt.set(key(ctx, reader), now);
        } catch (error) {
          if (fatal) return;
          if (!(error instanceof MarketError) || !othersGoOn(error)) {
            fatal = { error };
            stop.abort(error);
            return;
          }
          ctx.logger.warn('stream reader failed', { account: ctx.accountId, reader: reader.name, error });
          failure ??= error;
        }
        ctx.progress({ phase: 'reference', done: ++done, total: due.length });
      }),
    );
    ctx.progress(null);
    // Both are set inside the readers' callbacks, which TypeScript cannot follow.
    const stopped = fatal as { error: unknown } | null;
    const refused = failure as MarketError | null;
    if (stopped) throw stopped.error;
    // A failed turn is tried again after a pause, whole: what the readers owed is read then anyway.
    if (refused) throw refused;
    if (more.size > 0) owing.set(ctx.accountId, more);
    return { more: more.size > 0 };
  };
}

/** The stream's count in the sync panel: the rows its readers keep. */
export const readersCount = (readers: readonly StreamReader[], db: Db, accountId: string): number =>
  readers.reduce((sum, reader) => sum + reader.count(db, accountId), 0);
