import type { TableName } from '../../../shared/contract';
import type { SyncProgress, SyncStream } from '../../../shared/sync-status';
import type { Db } from '../db/open';
import { createReferenceRepo, type ReferenceRepo } from './reference-repo';
import { createSyncStateRepo, type SyncStateRepo } from './sync-state-repo';
import { createUnofferedPartsRepo, type UnofferedPartsRepo } from './unoffered-parts-repo';
import type { MarketClient, MarketRequest, QueryValue } from '../market/client';
import { MarketError } from '../market/market-error';
import type { Clock, Logger } from '../kernel/ports';
import { arr, at, isoTime, obj, str } from '../market/records/json';
import { journalMargin, type SyncOptions } from './options';

/** The tables the engine itself keeps: where each stream is, the reference data, the parts not served. */
export interface EngineRepos {
  state: SyncStateRepo;
  reference: ReferenceRepo;
  unoffered: UnofferedPartsRepo;
}

/**
 * The repositories the domains' streams write, and the writer of their bulk pages. The engine names none of them:
 * the domains add their members (module augmentation in domains/streams/index.ts) and compose hands in how they
 * are built, so a stream reads `ctx.repos.offers` typed while nothing here imports a domain.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the domains
export interface DomainRepos {}
export interface DomainWriter {
  /** Ends what the writer started (its thread); the engine calls it when it stops. */
  close(): Promise<void>;
}

export type Repos = EngineRepos & DomainRepos;

/** The engine's own tables, bound to one database. */
export function createEngineRepos(db: Db): EngineRepos {
  return {
    state: createSyncStateRepo(db),
    reference: createReferenceRepo(db),
    unoffered: createUnofferedPartsRepo(db),
  };
}

/** What a stream gets for one turn. */
export interface StreamContext {
  accountId: string;
  /** The stream whose turn this is. */
  stream: SyncStream;
  client: MarketClient;
  db: Db;
  repos: Repos;
  /** Writes the pages of bulk loads, on a thread of its own when they are many. */
  writer: DomainWriter;
  clock: Clock;
  logger: Logger;
  options: SyncOptions;
  signal: AbortSignal;
  progress(progress: SyncProgress | null): void;
  /** Something the status shows changed besides progress (a part found not served, say). */
  statusChanged(): void;
  /** After a write: the renderer's stores of these tables re-query. */
  changed(tables: TableName[]): void;
  /** Offers of this account the seller opened without a description: the offers stream reads them soon. */
  wantedOffers: Set<string>;
  /** Makes these streams of the account due after this turn (the profile after offers were all listed). */
  wake(streams: readonly SyncStream[]): void;
  /**
   * The seller (`Sync now`), the command line or another stream asked for this turn: every part reads, also parts
   * with polls of their own and parts a long read of another left waiting.
   */
  asked: boolean;
}

/** A turn of a stream ends with more work left (run again soon) or caught up (wait for the next poll). */
export interface StreamOutcome {
  more: boolean;
  /**
   * The stream's first part is in the local copy, although there is more (the orders waiting to be packed with
   * their tracking numbers; every offer listed): on a first sync the streams that follow it start (`firstAfter`).
   * A turn that does not say it is ready when it has nothing more to do.
   */
  ready?: boolean;
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

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Starts the next page's read so that it is on the wire before the caller blocks the thread writing the current
 * page. One turn of the event loop first lets the connection of the answer just read be free again (a read started
 * at once opens a new connection, which takes several turns); after the read is started the request is queued on
 * that connection and goes out one turn later than it is queued (measured: with a single turn after, the request
 * left only once the page's write had ended). A failure of the read is reported when it is awaited; until then it
 * must not count as unhandled.
 */
export async function readAhead<T>(read: () => Promise<T>): Promise<{ next: Promise<T> }> {
  await turn();
  const next = read();
  next.catch(() => undefined);
  await turn();
  await turn();
  return { next };
}

/** The resource is not there (any more), or not the seller's: for the cache, it is gone. */
export const isGone = (error: unknown): boolean =>
  error instanceof MarketError && (error.status === 404 || error.status === 403);

/** The marketplace refused a journal cursor (400 on `from`): only a complete re-list closes the gap. */
export const isCursorRejected = (error: unknown): error is MarketError =>
  error instanceof MarketError && (error.status === 400 || error.status === 422);

export const path = (template: string, id: string): string =>
  template.replace('{id}', encodeURIComponent(id));

/** What a journal page says: its events (parsed), or that the marketplace refused the cursor (and how). */
export type JournalPage = { events: JournalEvent[] } | { rejected: MarketError };

/** An event of a journal as the streams need it: its id (the next cursor), when it happened, the item it names. */
export interface JournalEvent {
  id: string;
  occurredAt: string | null;
  itemId: string | null;
}

/** How one journal is read: its address, the page size, and where each event keeps its id, time and item. */
export interface Journal {
  stream: 'offers' | 'orders';
  path: string;
  limit: number;
  /** The list's key in the answer (`offerEvents`, `events`). */
  listKey: string;
  /** Dotted path of the item id inside an event (`offer.id`, `order.checkoutForm.id`). */
  itemPath: string;
  /** The offer journal's event types are matched in English whatever the seller's language. */
  acceptLanguage?: 'en-US';
  /** How long the marketplace keeps events. */
  retentionMs: number;
}

/** A cursor (or a resumable load) last moved at `at` is too old when the journal may have dropped events since. */
export function journalTooOld(ctx: StreamContext, journal: Journal, at: number | null): boolean {
  return at === null || ctx.clock.now() - at > journal.retentionMs - journalMargin(journal.retentionMs);
}

/** One page of a journal from `cursor` (from the oldest event kept when null), parsed. */
export async function readJournalPage(
  ctx: StreamContext,
  journal: Journal,
  cursor: string | null,
): Promise<JournalPage> {
  let body: unknown;
  try {
    body = await read(
      ctx,
      journal.path,
      { ...(cursor ? { from: cursor } : {}), limit: journal.limit },
      journal.acceptLanguage ? { acceptLanguage: journal.acceptLanguage } : {},
    );
  } catch (error) {
    if (isCursorRejected(error)) return { rejected: error };
    throw error;
  }
  const events = arr(obj(body)?.[journal.listKey])
    .map(obj)
    .filter((e) => e !== null && str(e.id) !== null)
    .map((e) => ({
      id: str(e!.id)!,
      occurredAt: isoTime(e!.occurredAt),
      itemId: str(at(e, journal.itemPath)),
    }));
  return { events };
}

/**
 * Follows a journal from the stream's cursor: the distinct items each page names are read again (the current item
 * is the truth, so events out of order or repeated do no harm) and written with a row per applied event and the
 * new cursor in one transaction, at most `readsPerTurn` items per transaction. A refused cursor clears the last
 * complete load, so the stream's next turn loads everything again: never a silent gap.
 */
export async function followJournal<R>(
  ctx: StreamContext,
  journal: Journal,
  items: { read(ids: string[]): Promise<R>; write(reads: R): void },
): Promise<'caught-up' | 'more'> {
  let cursor = ctx.repos.state.get(ctx.accountId, journal.stream).cursor;
  let reads = 0;
  for (;;) {
    const requestedAt = ctx.clock.now();
    const page = await readJournalPage(ctx, journal, cursor);
    if ('rejected' in page) {
      ctx.logger.warn('the journal refused the cursor: loading everything again', {
        account: ctx.accountId,
        stream: journal.stream,
      });
      ctx.repos.state.update(ctx.accountId, journal.stream, { lastCompleteAt: null });
      return 'more';
    }
    const { events } = page;
    if (events.length === 0) {
      ctx.repos.state.update(ctx.accountId, journal.stream, { journalReadAt: requestedAt });
      return 'caught-up';
    }
    const { chunk, ids } = takeTurn(events, ctx.options.readsPerTurn);
    const itemReads = await items.read(ids);
    cursor = commitJournalChunk(ctx, journal.stream, chunk, requestedAt, () => items.write(itemReads));
    reads += ids.length;
    if (chunk.length === events.length && events.length < journal.limit) return 'caught-up';
    if (reads >= ctx.options.readsPerTurn) return 'more';
  }
}

/**
 * The leading events of a journal page whose distinct items fit in one turn's reads, and those items in order:
 * the cursor then moves exactly past the events whose items were read, whatever the page held beyond them.
 */
export function takeTurn(
  events: readonly JournalEvent[],
  maxItems: number,
): { chunk: JournalEvent[]; ids: string[] } {
  const ids = new Set<string>();
  let taken = 0;
  for (const event of events) {
    const id = event.itemId;
    if (id && !ids.has(id)) {
      if (ids.size >= maxItems) break;
      ids.add(id);
    }
    taken++;
  }
  return { chunk: events.slice(0, taken), ids: [...ids] };
}

/**
 * Items read at once by `readEach`. Against a marketplace 150 to 400 ms away, one at a time a turn of 100 changed
 * offers took 15 to 40 s; four at a time keep it busy without taking more than the request gate lets through.
 */
const readsInFlight = 4;

/**
 * Reads each id (a few at once), answering in the ids' order and reporting progress as x of N in `phase`; none when
 * null (a reader sharing its stream's progress with others).
 */
export async function readEach<T>(
  ctx: StreamContext,
  ids: readonly string[],
  readOne: (id: string) => Promise<T>,
  phase: SyncProgress['phase'] | null = 'events',
): Promise<T[]> {
  const results = new Array<T>(ids.length);
  let next = 0;
  let done = 0;
  let failure: { error: unknown } | null = null;
  const progress = (): void => {
    if (phase) ctx.progress({ phase, done, total: ids.length });
  };
  progress();
  const reader = async (): Promise<void> => {
    // After a failure no new read starts; those under way finish before the turn reports it.
    while (!failure && next < ids.length) {
      const index = next++;
      try {
        results[index] = await readOne(ids[index]!);
      } catch (error) {
        failure ??= { error };
        return;
      }
      done++;
      progress();
    }
  };
  await Promise.all(Array.from({ length: Math.min(readsInFlight, ids.length) }, reader));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}

/**
 * Applies a chunk of a journal: its effects, a row per applied event and the cursor past its last event, all in
 * one transaction, so a crash leaves either all of them or none. Answers the new cursor.
 */
function commitJournalChunk(
  ctx: StreamContext,
  stream: 'offers' | 'orders',
  chunk: readonly JournalEvent[],
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
