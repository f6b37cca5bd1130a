import type { TableName } from '../../../shared/contract';
import type { ConnectionState, StreamState, SyncProgress, SyncStream } from '../../../shared/sync-status';
import { syncStreams } from '../../../shared/sync-status';
import { AppError } from '../kernel/errors';
import { backoffDelay } from '../kernel/time/backoff';
import type { MarketClient } from '../market/client';
import type { RequestGate } from '../market/request-gate';
import type { StreamContext, StreamOutcome, StreamRunners } from './context';
import { iso } from '../kernel/time/iso';
import { createSleepers } from './sleepers';
import { codeOf, firstAfter, intervalOf, signedOutCodes, startOrder } from './schedule';

export interface StreamLive {
  state: StreamState;
  progress: SyncProgress | null;
  nextRunAt: number | null;
  /** The stream caught up once: its part of the local copy is whole (`StreamStatus.ready`). */
  ready: boolean;
}

/** A runner works for one account with what each of its streams' turns gets (`StreamContext`). */
export interface RunnerDeps extends Pick<
  StreamContext,
  'accountId' | 'db' | 'repos' | 'writer' | 'clock' | 'logger' | 'options'
> {
  client: () => Promise<MarketClient>;
  streams: StreamRunners;
  gate: RequestGate;
  random: () => number;
  changed: (accountId: string, tables: TableName[]) => void;
  wantedOffers: Set<string>;
  /** Something in this runner's status changed. */
  onStatus: () => void;
  /** Whether a stream's first part is in the local copy already (an earlier run); default: not yet. */
  firstPartIn?: (stream: SyncStream) => boolean;
  /** Whether a stream caught up in an earlier run (its `ready` at the start); default: not yet. */
  readyBefore?: (stream: SyncStream) => boolean;
}

/**
 * One account's sync: each stream runs its own turns, one at a time, each when due, while the others run theirs;
 * how many of their requests are in flight at once is the request gate's to decide (per account, learned from the
 * answers), so no stream waits for another's turn and none can starve the others. A turn that reports more work is
 * due again at once. A network failure puts the account offline: nothing runs but a probe, sent with growing,
 * jittered pauses, until the marketplace answers. A 429 makes the stream wait for the block's end.
 */
export function createAccountRunner(deps: RunnerDeps) {
  const { accountId, clock, logger, options } = deps;
  const zeros = () => Object.fromEntries(syncStreams.map((s) => [s, 0])) as Record<SyncStream, number>;
  const due = zeros();
  const errors = zeros();
  const live = Object.fromEntries(
    syncStreams.map((s) => [
      s,
      { state: 'idle', progress: null, nextRunAt: null, ready: deps.readyBefore?.(s) ?? false },
    ]),
  ) as Record<SyncStream, StreamLive>;
  let connection: ConnectionState = 'unknown';
  /** Probes that found the marketplace unreachable since it last answered: each pause doubles. */
  let failedProbes = 0;
  let probing: Promise<void> | null = null;
  let running: Promise<void> | null = null;
  let abort = new AbortController();
  const sleepers = createSleepers<SyncStream | 'probe'>(() => abort.signal);
  /** Started and not stopped: a loop that ended (the account needed a new sign-in) starts again on `wake`. */
  let wanted = false;
  /** Streams whose followers no longer wait for them (`firstAfter`): their first part is in, or they failed. */
  const released = new Set<SyncStream>();
  /**
   * Streams asked to run (by the seller, the command line, or another stream whose writes give them work): their
   * next turn reads every part, also those with polls of their own or that a long read left waiting.
   */
  const asked = new Set<SyncStream>();
  /** Streams woken while their turn ran: due again right after it, since it may have begun before the cause. */
  const again = new Set<SyncStream>();

  /** Makes a stream due now, also when its turn is under way. */
  function rouse(stream: SyncStream): void {
    due[stream] = Math.min(due[stream], clock.now());
    asked.add(stream);
    if (live[stream].state === 'running') again.add(stream);
    else if (live[stream].state === 'idle') live[stream].state = 'queued';
    sleepers.wake(stream);
  }
  /** While `runOnce` runs: the streams it was asked for, and wakes it owes them (see `runOnce`). */
  let once: { streams: readonly SyncStream[]; rerun(stream: SyncStream): void } | null = null;

  const waitsFirst = (stream: SyncStream): boolean => {
    const before = firstAfter[stream];
    return before !== null && !released.has(before) && (once === null || once.streams.includes(before));
  };

  function release(stream: SyncStream): void {
    if (released.has(stream)) return;
    released.add(stream);
    for (const follower of syncStreams) if (firstAfter[follower] === stream) sleepers.wake(follower);
  }

  function context(stream: SyncStream, client: MarketClient): StreamContext {
    return {
      asked: asked.delete(stream),
      accountId,
      stream,
      client,
      db: deps.db,
      repos: deps.repos,
      writer: deps.writer,
      clock,
      logger,
      options,
      signal: abort.signal,
      progress(progress) {
        live[stream].progress = progress;
        deps.onStatus();
      },
      statusChanged: deps.onStatus,
      changed: (tables) => deps.changed(accountId, tables),
      wantedOffers: deps.wantedOffers,
      wake(streams) {
        for (const s of streams) {
          rouse(s);
          once?.rerun(s);
        }
      },
    };
  }

  /** One turn of a stream; errors are recorded and rethrown to the caller. */
  async function turn(stream: SyncStream): Promise<StreamOutcome> {
    const { state } = deps.repos;
    live[stream].state = 'running';
    live[stream].nextRunAt = null;
    deps.onStatus();
    state.update(accountId, stream, { lastAttemptAt: clock.now() });
    try {
      const outcome = await deps.streams[stream](context(stream, await deps.client()));
      state.update(accountId, stream, { lastSuccessAt: clock.now(), lastError: null });
      errors[stream] = 0;
      setConnection('online');
      live[stream].state = outcome.more ? 'queued' : 'idle';
      if (!outcome.more) live[stream].ready = true;
      if (outcome.ready ?? !outcome.more) release(stream);
      return outcome;
    } catch (error) {
      if (abort.signal.aborted) {
        live[stream].state = 'queued';
        throw error;
      }
      const appError =
        error instanceof AppError
          ? error
          : new AppError('INTERNAL', (error as Error)?.message ?? String(error));
      if (!(error instanceof AppError))
        logger.error('sync stream failed', { account: accountId, stream, error });
      // Stored for every failure, the marketplace out of reach too: another process's `status` reads it from here.
      const previous = state.get(accountId, stream).lastError;
      const at = iso(clock.now());
      state.update(accountId, stream, {
        lastError: {
          code: appError.code,
          message: appError.message,
          ...(appError.userMessage ? { userMessage: appError.userMessage } : {}),
          ...(appError.traceId ? { traceId: appError.traceId } : {}),
          ...(appError.request ? { request: appError.request } : {}),
          at,
          since: previous?.code === appError.code ? (previous.since ?? previous.at) : at,
        },
      });
      if (appError.code === 'OFFLINE') {
        setConnection('offline');
        live[stream].state = 'queued';
      } else {
        if (appError.code !== 'RATE_LIMITED') setConnection('online');
        live[stream].state = 'error';
        if (appError.code !== 'RATE_LIMITED') release(stream);
      }
      throw appError;
    } finally {
      live[stream].progress = null;
      deps.onStatus();
    }
  }

  function setConnection(next: ConnectionState): void {
    if (connection === next) return;
    connection = next;
    if (next === 'online') failedProbes = 0;
    logger.info(next === 'offline' ? 'marketplace unreachable: offline' : 'marketplace reachable', {
      account: accountId,
    });
    deps.onStatus();
  }

  async function probe(): Promise<void> {
    const pause = backoffDelay(
      failedProbes + 1,
      { baseMs: options.probeMinMs, capMs: options.probeMaxMs },
      'equal',
      deps.random,
    );
    await sleepers.sleep('probe', pause);
    if (abort.signal.aborted) return;
    try {
      const client = await deps.client();
      await client.request({
        method: 'GET',
        path: '/me',
        conditional: true,
        attempts: 1,
        timeoutMs: 15_000,
        signal: abort.signal,
      });
      setConnection('online');
    } catch (error) {
      if (abort.signal.aborted) return;
      if (codeOf(error) === 'OFFLINE') failedProbes++;
      else setConnection('online');
    }
  }

  /** Offline, every stream waits here for one probe loop to find the marketplace answering again. */
  function reachable(): Promise<void> {
    probing ??= (async () => {
      while (connection === 'offline' && !abort.signal.aborted) await probe();
    })().finally(() => {
      probing = null;
    });
    return probing;
  }

  /** When the stream may run after a failed turn; null when the account must sign in again (everything stops). */
  function afterFailure(stream: SyncStream, error: unknown): number | null {
    const code = codeOf(error);
    if (code === 'OFFLINE') return clock.now();
    // A block that already ended (a turn that failed late) waits the usual pause, not a minute.
    if (code === 'RATE_LIMITED') return deps.gate.blockedUntil() ?? clock.now() + options.errorRetryMs;
    if (code !== null && signedOutCodes.has(code)) {
      logger.warn('sync stopped: the account needs a new sign-in', { account: accountId, stream });
      return null;
    }
    errors[stream]++;
    const retry = backoffDelay(
      errors[stream],
      { baseMs: options.errorRetryMs, capMs: intervalOf(options, stream) },
      'none',
    );
    logger.warn('sync stream failed', { account: accountId, stream, code, error });
    return clock.now() + retry;
  }

  async function streamLoop(stream: SyncStream): Promise<void> {
    while (!abort.signal.aborted) {
      if (connection === 'offline') {
        await reachable();
        continue;
      }
      if (waitsFirst(stream)) {
        live[stream].state = 'queued';
        await sleepers.sleep(stream, Infinity);
        continue;
      }
      const now = clock.now();
      if (due[stream] > now) {
        live[stream].nextRunAt = due[stream];
        deps.onStatus();
        await sleepers.sleep(stream, due[stream] - now);
        continue;
      }
      try {
        const outcome = await turn(stream);
        const woken = again.delete(stream);
        // A poll's interval runs from the start of the turn, so a stream is asked exactly that often.
        due[stream] = outcome.more || woken ? clock.now() : now + intervalOf(options, stream);
      } catch (error) {
        if (abort.signal.aborted) return;
        const next = afterFailure(stream, error);
        if (next === null) return abort.abort(error);
        due[stream] = next;
      }
    }
  }

  function begin(): void {
    abort = new AbortController();
    sleepers.clear();
    again.clear();
    released.clear();
    for (const stream of syncStreams) if (deps.firstPartIn?.(stream)) released.add(stream);
  }

  function launch(): void {
    begin();
    // A stream caught up in an earlier run is due a poll after its last success, not at once: starting the app
    // again does not ask the marketplace for everything again.
    for (const stream of syncStreams) {
      const last = deps.repos.state.get(accountId, stream).lastSuccessAt;
      if (live[stream].ready && last !== null && due[stream] === 0)
        due[stream] = last + intervalOf(options, stream);
    }
    running = Promise.all(startOrder.map(streamLoop))
      .then(() => undefined)
      .finally(() => {
        running = null;
      });
  }

  /**
   * The turns of one stream until it is caught up, for `runOnce`: a 429 waits for the block (the gate holds the
   * requests) and goes on; another failure ends the stream's part, and is answered.
   */
  async function untilCaughtUp(stream: SyncStream): Promise<unknown> {
    while (waitsFirst(stream) && !abort.signal.aborted) await sleepers.sleep(stream, Infinity);
    for (;;) {
      try {
        if (!(await turn(stream)).more) return null;
      } catch (error) {
        if (codeOf(error) !== 'RATE_LIMITED') return error;
      }
    }
  }

  return {
    accountId,
    start(): void {
      wanted = true;
      if (!running) launch();
    },
    async stop(): Promise<void> {
      wanted = false;
      abort.abort(new AppError('INTERNAL', 'Sync stopped.'));
      await running;
    },
    /** Makes these streams (default all) due now and leaves an offline pause at once. */
    wake(streams: readonly SyncStream[] = syncStreams): void {
      for (const stream of streams) rouse(stream);
      failedProbes = 0;
      if (wanted && !running) return launch();
      sleepers.wake('probe');
    },
    /**
     * Every stream once, until each is caught up (the command line's `sync --once`), all at once after the lead's
     * first part, and again one that another woke after its turn had begun (the profile after the offers' first
     * listing). A stream that fails does not stop the others; the first failure is thrown once all have ended.
     */
    async runOnce(streams: readonly SyncStream[] = syncStreams): Promise<void> {
      begin();
      const passes = new Map<SyncStream, Promise<void>>();
      const owed = new Set<SyncStream>();
      const failures: unknown[] = [];
      const pass = (stream: SyncStream): void => {
        asked.add(stream);
        const run = untilCaughtUp(stream).then((failure) => {
          if (failure !== null) failures.push(failure);
          passes.delete(stream);
          if (failure === null && owed.delete(stream)) pass(stream);
        });
        passes.set(stream, run);
      };
      once = {
        streams,
        rerun(stream) {
          if (!streams.includes(stream)) return;
          if (passes.has(stream)) owed.add(stream);
          else pass(stream);
        },
      };
      try {
        for (const stream of startOrder) if (streams.includes(stream)) pass(stream);
        while (passes.size > 0) await Promise.all(passes.values());
      } finally {
        once = null;
      }
      if (failures.length > 0) throw failures[0];
    },
    live: () => ({ connection, streams: live, running: running !== null }),
  };
}

export type AccountRunner = ReturnType<typeof createAccountRunner>;
