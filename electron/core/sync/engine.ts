import type { TableName } from '../../../shared/contract';
import type {
  AccountSyncStatus,
  ConnectionState,
  StreamStatus,
  SyncStatus,
  SyncStream,
} from '../../../shared/sync-status';
import { syncStreams } from '../../../shared/sync-status';
import type { Db } from '../db/open';
import type { EventBus } from '../kernel/event-bus';
import { withPriority, type MarketClient } from '../market/client';
import type { RequestGate } from '../market/request-gate';
import type { Clock, Logger } from '../kernel/ports';
import { iso } from '../kernel/time/iso';
import { createRepos, type StreamRunners } from './context';
import { runOffers } from '../domains/offers/offers-sync';
import { defaultSyncOptions, type SyncOptions } from './options';
import { runOrders } from '../domains/orders/orders-sync';
import { packingReady } from '../domains/orders/orders-waiting';
import { runProfile } from '../domains/streams/profile';
import { buyersReaders } from '../domains/streams/buyers';
import { moneyReaders } from '../domains/streams/money';
import { readersCount, readersStream } from './readers';
import { runRatings } from '../domains/ratings/ratings-sync';
import { partStream, type SyncPart } from './parts';
import { createSyncWriter } from './writer/sync-writer';
import type { StreamRow } from './sync-state-repo';
import { createAccountRunner, type AccountRunner } from './runner';

export interface SyncEngineDeps {
  db: Db;
  accounts: { client(accountId: string): Promise<MarketClient>; signedInIds(): string[] };
  events: EventBus;
  gate: RequestGate;
  clock: Clock;
  logger: Logger;
  options?: Partial<SyncOptions>;
  random?: () => number;
}

/**
 * The streams read as one part each: when the marketplace does not serve their lists, there is nothing of them to
 * read (and the packing queue, say, stays as the local copy has it).
 */
const streamParts: Record<'offers' | 'orders' | 'ratings', SyncPart> = {
  offers: { name: 'offers', lists: ['/sale/offers', '/sale/offer-events'] },
  orders: { name: 'orders', lists: ['/order/checkout-forms', '/order/events', '/order/event-stats'] },
  ratings: { name: 'ratings', lists: ['/sale/user-ratings'] },
};

/** Streams whose part of the local copy is whole only once a complete load of it ended (`lastCompleteAt`). */
const completeLoads: ReadonlySet<SyncStream> = new Set(['offers', 'orders', 'ratings']);

/** A stream that caught up in an earlier run: it finished a turn, and a complete load where it makes one. */
const readyBefore = (row: StreamRow, stream: SyncStream): boolean =>
  row.lastSuccessAt !== null && (!completeLoads.has(stream) || row.lastCompleteAt !== null);

/**
 * Keeps the local copy of every signed-in account true: one runner per account, started by `start()` and
 * following sign-ins and sign-outs (the `changed {accounts}` event). Emits `changed {tables}` after writes and
 * `sync:status` (at most every 200 ms) while anything moves.
 */
export function createSyncEngine(deps: SyncEngineDeps) {
  const { db, events, clock, logger } = deps;
  const options: SyncOptions = { ...defaultSyncOptions, ...deps.options };
  const repos = createRepos(db);
  const writer = createSyncWriter(db, repos, { threadFrom: options.writerThreadFrom, logger });
  const streams: StreamRunners = {
    profile: runProfile,
    offers: partStream(streamParts.offers, runOffers),
    orders: partStream(streamParts.orders, runOrders),
    ratings: partStream(streamParts.ratings, runRatings),
    money: readersStream(moneyReaders),
    buyers: readersStream(buyersReaders),
  };
  const runners = new Map<string, AccountRunner>();
  const counts = new Map<string, Partial<Record<SyncStream, number>>>();
  const wantedOffers = new Map<string, Set<string>>();
  const wantedOf = (accountId: string): Set<string> => {
    let wanted = wantedOffers.get(accountId);
    if (!wanted) wantedOffers.set(accountId, (wanted = new Set()));
    return wanted;
  };
  let started = false;
  let offAccounts: (() => void) | null = null;
  let statusTimer: NodeJS.Timeout | null = null;

  // Which streams' counts a table's change makes stale: a table may count for more than one.
  const tableStreams = new Map<TableName, SyncStream[]>();
  const counted = (stream: SyncStream, tables: readonly TableName[]) => {
    for (const table of tables) tableStreams.set(table, [...(tableStreams.get(table) ?? []), stream]);
  };
  counted('offers', ['offers']);
  counted('orders', ['orders']);
  counted('ratings', ['ratings']);
  counted('profile', ['reference_data', 'after_sales_conditions', 'promotions']);
  for (const reader of moneyReaders) counted('money', reader.tables);
  for (const reader of buyersReaders) counted('buyers', reader.tables);

  function changed(accountId: string, tables: TableName[]): void {
    const cached = counts.get(accountId);
    for (const table of tables)
      for (const stream of tableStreams.get(table) ?? []) if (cached) delete cached[stream];
    events.changed(tables);
  }

  function count(accountId: string, stream: SyncStream): number {
    let cached = counts.get(accountId);
    if (!cached) counts.set(accountId, (cached = {}));
    cached[stream] ??= {
      profile: () => repos.reference.count(accountId),
      offers: () => repos.offers.count(accountId),
      orders: () => repos.orders.count(accountId),
      ratings: () => repos.ratings.count(accountId),
      money: () => readersCount(moneyReaders, db, accountId),
      buyers: () => readersCount(buyersReaders, db, accountId),
    }[stream]();
    return cached[stream];
  }

  function scheduleStatus(): void {
    if (statusTimer) return;
    statusTimer = setTimeout(() => {
      statusTimer = null;
      events.emit('sync:status', status());
    }, 200);
    statusTimer.unref();
  }

  /** A stream the marketplace does not serve has nothing more to bring: as caught up as it can be. */
  const unservedWhole = (accountId: string, stream: SyncStream): boolean =>
    stream in streamParts &&
    repos.unoffered
      .list(accountId)
      .some((p) => p.part === streamParts[stream as keyof typeof streamParts].name);

  function runnerFor(accountId: string, onStatus: () => void = scheduleStatus): AccountRunner {
    return createAccountRunner({
      accountId,
      // Sync is background: it leaves a quarter of the account's budget to what the seller is doing.
      client: () => deps.accounts.client(accountId).then((client) => withPriority(client, 'background')),
      db,
      repos,
      writer,
      clock,
      logger,
      options,
      streams,
      gate: deps.gate,
      random: deps.random ?? Math.random,
      changed,
      wantedOffers: wantedOf(accountId),
      onStatus,
      firstPartIn: (stream) =>
        unservedWhole(accountId, stream) ||
        (stream === 'orders'
          ? packingReady(repos.state.get(accountId, stream))
          : readyBefore(repos.state.get(accountId, stream), stream)),
      readyBefore: (stream) =>
        unservedWhole(accountId, stream) || readyBefore(repos.state.get(accountId, stream), stream),
    });
  }

  function followAccounts(): void {
    const wanted = new Set(deps.accounts.signedInIds());
    for (const [id, runner] of runners) {
      if (!wanted.has(id)) {
        runners.delete(id);
        counts.delete(id);
        void runner.stop();
      }
    }
    for (const id of wanted) {
      if (runners.has(id)) continue;
      const runner = runnerFor(id);
      runners.set(id, runner);
      runner.start();
    }
    scheduleStatus();
  }

  function accountStatus(runner: AccountRunner): AccountSyncStatus {
    const live = runner.live();
    const streamStatus = {} as Record<SyncStream, StreamStatus>;
    for (const stream of syncStreams) {
      const row = repos.state.get(runner.accountId, stream);
      const now = live.streams[stream];
      streamStatus[stream] = {
        stream,
        state: now.state,
        lastSuccessAt: iso(row.lastSuccessAt),
        lastAttemptAt: iso(row.lastAttemptAt),
        lastCompleteAt: iso(row.lastCompleteAt),
        lastError: row.lastError,
        lastEventAt: row.lastEventAt,
        count: count(runner.accountId, stream),
        progress: now.progress,
        nextRunAt: now.state === 'running' ? null : iso(now.nextRunAt),
        ready: now.ready,
      };
    }
    return {
      accountId: runner.accountId,
      connection: live.connection,
      syncing: syncStreams.some((s) => live.streams[s].state === 'running'),
      firstSyncDone: syncStreams.every((s) => streamStatus[s].ready),
      packingReady: packingReady(repos.state.get(runner.accountId, 'orders')),
      unoffered: repos.unoffered.list(runner.accountId),
      streams: streamStatus,
    };
  }

  function status(): SyncStatus {
    const accounts = [...runners.values()].map(accountStatus);
    const states = accounts.map((a) => a.connection);
    const connection: ConnectionState = states.includes('offline')
      ? 'offline'
      : states.length > 0 && states.every((s) => s === 'online')
        ? 'online'
        : 'unknown';
    const successes = accounts.flatMap((a) =>
      syncStreams.map((s) => a.streams[s].lastSuccessAt).filter((t): t is string => t !== null),
    );
    return {
      connection,
      lastSyncAt: successes.length > 0 ? successes.sort().at(-1)! : null,
      syncing: accounts.some((a) => a.syncing),
      blockedUntil: iso(deps.gate.blockedUntil()),
      accounts,
    };
  }

  return {
    repos,
    options,
    start(): void {
      if (started) return;
      started = true;
      offAccounts = events.on('changed', ({ tables }) => {
        if (tables.includes('accounts') && started) followAccounts();
      });
      followAccounts();
    },
    async stop(): Promise<void> {
      started = false;
      offAccounts?.();
      offAccounts = null;
      if (statusTimer) clearTimeout(statusTimer);
      statusTimer = null;
      const stopping = [...runners.values()].map((runner) => runner.stop());
      runners.clear();
      await Promise.all(stopping);
      await writer.close();
    },
    /** Streams (default all) of one account (default every one) run now; an offline account probes at once. */
    syncNow(input: { accountId?: string; streams?: SyncStream[] } = {}): void {
      for (const runner of runners.values()) {
        if (!input.accountId || runner.accountId === input.accountId) runner.wake(input.streams);
      }
    },
    /** Reads one offer at the offers stream's next turn (its detail view opened without a description). */
    refreshOffer(accountId: string, offerId: string): void {
      wantedOf(accountId).add(offerId);
      runners.get(accountId)?.wake(['offers']);
    },
    status,
    /** What the account's sync last saw of the marketplace; `unknown` while it does not run. */
    connection: (accountId: string): ConnectionState =>
      runners.get(accountId)?.live().connection ?? 'unknown',
    /**
     * Every stream of the given (default: every signed-in) account once, until caught up; for `sync --once`.
     * `onStatus` is called at every step, unthrottled.
     */
    async runOnce(
      input: { accountId?: string; streams?: SyncStream[]; onStatus?: (status: SyncStatus) => void } = {},
    ): Promise<void> {
      const ids = input.accountId ? [input.accountId] : deps.accounts.signedInIds();
      for (const id of ids) {
        const runner = runnerFor(id, () => {
          scheduleStatus();
          input.onStatus?.(status());
        });
        runners.set(id, runner);
        try {
          await runner.runOnce(input.streams);
        } finally {
          runners.delete(id);
        }
      }
    },
    /** The status of one account even when the engine is not running (the command line's `status`). */
    accountStatus(accountId: string): AccountSyncStatus {
      return accountStatus(runners.get(accountId) ?? runnerFor(accountId));
    },
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
