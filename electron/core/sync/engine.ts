import type { TableName } from '../../../shared/contract';
import type {
  AccountSyncStatus,
  ConnectionState,
  StreamStatus,
  SyncStatus,
  SyncStream,
  SyncedElsewhere,
} from '../../../shared/sync-status';
import { syncStreams } from '../../../shared/sync-status';
import type { Db } from '../db/open';
import type { EventBus } from '../kernel/event-bus';
import { withPriority, type MarketClient } from '../market/client';
import type { RequestGate } from '../market/request-gate';
import type { Clock, Logger } from '../kernel/ports';
import { iso } from '../kernel/time/iso';
import {
  createEngineRepos,
  type DomainRepos,
  type DomainWriter,
  type Repos,
  type StreamRunner,
  type StreamRunners,
} from './context';
import { defaultSyncOptions, type SyncOptions } from './options';
import { partStream, type SyncPart } from './parts';
import type { StreamRow } from './sync-state-repo';
import { createAccountRunner, type AccountRunner } from './runner';
import { createAccountLeases } from './account-leases';
import { lastSyncOf, unreachableOf } from './freshness';

/** A stream as the domains define it: how it runs, what it counts, when its first part is in. */
export interface SyncStreamDef {
  run: StreamRunner;
  /** Read as one part (`partStream`): when the marketplace does not serve its lists, there is nothing to read. */
  part?: SyncPart;
  /** Its part of the local copy is whole only once a complete load ended (`lastCompleteAt`). */
  completeLoad?: boolean;
  /** The tables whose change makes its count stale (a table may count for more than one stream). */
  tables: readonly TableName[];
  /** The rows it keeps for the account, as the status shows them. */
  count(repos: Repos, db: Db, accountId: string): number;
  /** Its first part is in the local copy although more is to come (default: it caught up once, `readyBefore`). */
  firstPartIn?(row: StreamRow): boolean;
}

/** What the domains hand the engine (domains/streams/index.ts): the streams, their repositories and writer. */
export interface SyncDomains {
  streams: Record<SyncStream, SyncStreamDef>;
  repos(db: Db): DomainRepos;
  writer(db: Db, repos: Repos, options: { threadFrom: number; logger: Logger }): DomainWriter;
}

export interface SyncEngineDeps {
  db: Db;
  accounts: { client(accountId: string): Promise<MarketClient>; signedInIds(): string[] };
  events: EventBus;
  gate: RequestGate;
  clock: Clock;
  logger: Logger;
  domains: SyncDomains;
  options?: Partial<SyncOptions>;
  random?: () => number;
}

/** A stream that caught up in an earlier run: it finished a turn, and a complete load where it makes one. */
const readyBefore = (row: StreamRow, def: SyncStreamDef): boolean =>
  row.lastSuccessAt !== null && (!def.completeLoad || row.lastCompleteAt !== null);

/**
 * Keeps the local copy of every signed-in account true: one runner per account, started by `start()` and
 * following sign-ins and sign-outs (the `changed {accounts}` event). Emits `changed {tables}` after writes and
 * `sync:status` (at most every 200 ms) while anything moves.
 */
export function createSyncEngine(deps: SyncEngineDeps) {
  const { db, events, clock, logger } = deps;
  const options: SyncOptions = { ...defaultSyncOptions, ...deps.options };
  const defs = deps.domains.streams;
  const repos: Repos = { ...createEngineRepos(db), ...deps.domains.repos(db) };
  const writer = deps.domains.writer(db, repos, { threadFrom: options.writerThreadFrom, logger });
  const streams = Object.fromEntries(
    syncStreams.map((stream) => {
      const def = defs[stream];
      return [stream, def.part ? partStream(def.part, def.run) : def.run];
    }),
  ) as StreamRunners;
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
  let leaseTimer: NodeJS.Timeout | null = null;
  const leases = createAccountLeases({ db, now: () => clock.now(), logger });

  // Which streams' counts a table's change makes stale: a table may count for more than one.
  const tableStreams = new Map<TableName, SyncStream[]>();
  const counted = (stream: SyncStream, tables: readonly TableName[]) => {
    for (const table of tables) tableStreams.set(table, [...(tableStreams.get(table) ?? []), stream]);
  };
  for (const stream of syncStreams) counted(stream, defs[stream].tables);

  function changed(accountId: string, tables: TableName[]): void {
    const cached = counts.get(accountId);
    for (const table of tables)
      for (const stream of tableStreams.get(table) ?? []) if (cached) delete cached[stream];
    events.changed(tables);
  }

  function count(accountId: string, stream: SyncStream): number {
    let cached = counts.get(accountId);
    if (!cached) counts.set(accountId, (cached = {}));
    cached[stream] ??= defs[stream].count(repos, db, accountId);
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
  const unservedWhole = (accountId: string, stream: SyncStream): boolean => {
    const part = defs[stream].part;
    return part !== undefined && repos.unoffered.list(accountId).some((p) => p.part === part.name);
  };

  /** The stream's first part is in the local copy (the orders waiting to be packed, say). */
  const firstPartIn = (accountId: string, stream: SyncStream): boolean => {
    const row = repos.state.get(accountId, stream);
    const def = defs[stream];
    return def.firstPartIn ? def.firstPartIn(row) : readyBefore(row, def);
  };

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
      firstPartIn: (stream) => unservedWhole(accountId, stream) || firstPartIn(accountId, stream),
      readyBefore: (stream) =>
        unservedWhole(accountId, stream) || readyBefore(repos.state.get(accountId, stream), defs[stream]),
    });
  }

  /**
   * Runs one runner per signed-in account whose sync lease this process holds, renewing the leases: an account
   * another process syncs is skipped this round (and looked at again at the next), one whose lease passed on stops.
   */
  function followAccounts(): void {
    const wanted = new Set(deps.accounts.signedInIds());
    const elsewhereBefore = leases.elsewhere().length;
    let moved = false;
    for (const [id, runner] of runners) {
      if (wanted.has(id) && leases.take(id)) continue;
      runners.delete(id);
      counts.delete(id);
      moved = true;
      const signedOut = !wanted.has(id);
      void runner.stop().finally(() => signedOut && leases.release(id));
    }
    for (const { accountId } of leases.elsewhere()) if (!wanted.has(accountId)) leases.release(accountId);
    for (const id of wanted) {
      if (runners.has(id) || !leases.take(id)) continue;
      const runner = runnerFor(id);
      runners.set(id, runner);
      runner.start();
      moved = true;
    }
    if (moved || leases.elsewhere().length !== elsewhereBefore) scheduleStatus();
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
      lastSyncAt: lastSyncOf(streamStatus),
      unreachable: unreachableOf(streamStatus, live.connection),
      syncing: syncStreams.some((s) => live.streams[s].state === 'running'),
      firstSyncDone: syncStreams.every((s) => streamStatus[s].ready),
      packingReady: firstPartIn(runner.accountId, 'orders'),
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
      syncedElsewhere: leases.elsewhere(),
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
      leaseTimer = setInterval(() => started && followAccounts(), options.leaseRenewMs);
      leaseTimer.unref();
      scheduleStatus();
    },
    async stop(): Promise<void> {
      started = false;
      offAccounts?.();
      offAccounts = null;
      if (statusTimer) clearTimeout(statusTimer);
      statusTimer = null;
      if (leaseTimer) clearInterval(leaseTimer);
      leaseTimer = null;
      const stopping = [...runners.values()].map((runner) => runner.stop());
      runners.clear();
      await Promise.all(stopping);
      leases.releaseAll();
      await writer.close();
    },
    /** The signed-in accounts another process syncs now. */
    syncedElsewhere: (): SyncedElsewhere[] => leases.elsewhere(),
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
     * `onStatus` is called at every step, unthrottled. An account another process syncs now is not synced here:
     * it is answered, with that process.
     */
    async runOnce(
      input: { accountId?: string; streams?: SyncStream[]; onStatus?: (status: SyncStatus) => void } = {},
    ): Promise<SyncedElsewhere[]> {
      const ids = input.accountId ? [input.accountId] : deps.accounts.signedInIds();
      const skipped: SyncedElsewhere[] = [];
      for (const id of ids) {
        if (!leases.take(id)) {
          skipped.push(leases.elsewhereOf(id)!);
          continue;
        }
        const renew = setInterval(() => leases.take(id), options.leaseRenewMs);
        renew.unref();
        const runner = runnerFor(id, () => {
          scheduleStatus();
          input.onStatus?.(status());
        });
        runners.set(id, runner);
        try {
          await runner.runOnce(input.streams);
        } finally {
          clearInterval(renew);
          runners.delete(id);
          if (!started) leases.release(id);
        }
      }
      return skipped;
    },
    /** The status of one account even when the engine is not running (the command line's `status`). */
    accountStatus(accountId: string): AccountSyncStatus {
      return accountStatus(runners.get(accountId) ?? runnerFor(accountId));
    },
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
