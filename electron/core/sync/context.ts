import type { TableName } from '../../../shared/contract';
import type { SyncProgress, SyncStream } from '../../../shared/sync-status';
import type { Db } from '../db/open';
import type { OffersRepo } from '../offers/offers-repo';
import type { OrdersRepo } from '../orders/orders-repo';
import type { RatingsRepo } from '../ratings/ratings-repo';
import type { ReferenceRepo } from './reference-repo';
import type { SyncStateRepo } from './sync-state-repo';
import type { MarketClient, MarketRequest, QueryValue } from '../market/client';
import { MarketError } from '../market/market-error';
import type { Clock, Logger } from '../app/ports';
import type { SyncOptions } from './options';

export interface Repos {
  state: SyncStateRepo;
  offers: OffersRepo;
  orders: OrdersRepo;
  ratings: RatingsRepo;
  reference: ReferenceRepo;
}

/** What a stream gets for one turn. */
export interface StreamContext {
  accountId: string;
  client: MarketClient;
  db: Db;
  repos: Repos;
  clock: Clock;
  logger: Logger;
  options: SyncOptions;
  signal: AbortSignal;
  progress(progress: SyncProgress | null): void;
  /** After a write: the renderer's stores of these tables re-query. */
  changed(tables: TableName[]): void;
}

/** A turn of a stream ends with more work left (run again soon) or caught up (wait for the next poll). */
export interface StreamOutcome {
  more: boolean;
}

export type StreamRunner = (ctx: StreamContext) => Promise<StreamOutcome>;

export type StreamRunners = Record<SyncStream, StreamRunner>;

/** One GET of the marketplace for a stream: stops with the engine, answers data and status. */
export async function read<T>(
  ctx: StreamContext,
  path: string,
  query?: Record<string, QueryValue>,
  extra: Partial<MarketRequest> = {},
): Promise<T> {
  ctx.signal.throwIfAborted();
  const response = await ctx.client.request<T>({
    method: 'GET',
    path,
    ...(query ? { query } : {}),
    signal: ctx.signal,
    ...extra,
  });
  return response.data;
}

/** The resource is not there (any more), or not the seller's: for the cache, it is gone. */
export const isGone = (error: unknown): boolean =>
  error instanceof MarketError && (error.status === 404 || error.status === 403);

/** The marketplace refused a journal cursor (400 on `from`): only a complete re-list closes the gap. */
export const isCursorRejected = (error: unknown): boolean =>
  error instanceof MarketError && (error.status === 400 || error.status === 422);

export const path = (template: string, id: string): string =>
  template.replace('{id}', encodeURIComponent(id));

/**
 * The leading events of a journal page whose distinct items fit in one turn's reads, and those items in order:
 * the cursor then moves exactly past the events whose items were read, whatever the page held beyond them.
 */
export function takeTurn<E>(
  events: readonly E[],
  itemOf: (event: E) => string | null | undefined,
  maxItems: number,
): { chunk: E[]; ids: string[] } {
  const ids = new Set<string>();
  let taken = 0;
  for (const event of events) {
    const id = itemOf(event);
    if (id && !ids.has(id)) {
      if (ids.size >= maxItems) break;
      ids.add(id);
    }
    taken++;
  }
  return { chunk: events.slice(0, taken), ids: [...ids] };
}

/** Reads each id in turn, reporting progress as x of N. */
export async function readEach<T>(
  ctx: StreamContext,
  ids: readonly string[],
  readOne: (id: string) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  ctx.progress({ phase: 'events', done: 0, total: ids.length });
  for (const id of ids) {
    results.push(await readOne(id));
    ctx.progress({ phase: 'events', done: results.length, total: ids.length });
  }
  return results;
}

/**
 * Applies a chunk of a journal: its effects, a row per applied event and the cursor past its last event, all in
 * one transaction, so a crash leaves either all of them or none. Answers the new cursor.
 */
export function commitJournalChunk(
  ctx: StreamContext,
  stream: 'offers' | 'orders',
  chunk: readonly { id: string; occurredAt: string | null }[],
  requestedAt: number,
  applyEffects: () => void,
): string {
  const last = chunk.at(-1)!;
  ctx.db.transaction(() => {
    applyEffects();
    ctx.repos.state.recordEvents(ctx.accountId, stream, chunk, ctx.clock.now());
    ctx.repos.state.update(ctx.accountId, stream, {
      cursor: last.id,
      journalReadAt: requestedAt,
      lastEventAt: last.occurredAt,
    });
  })();
  ctx.progress(null);
  ctx.changed([stream]);
  return last.id;
}
