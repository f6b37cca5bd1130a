import type { TableName } from '../../../shared/contract';
import type { ConnectionState, StreamState, SyncProgress, SyncStream } from '../../../shared/sync-status';
import { syncStreams } from '../../../shared/sync-status';
import type { Db } from '../db/open';
import { AppError } from '../app/errors';
import { backoffDelay } from '../time/backoff';
import type { MarketClient } from '../market/client';
import type { RequestGate } from '../market/request-gate';
import type { Clock, Logger } from '../app/ports';
import type { SyncWriter } from './writer/sync-writer';
import type { Repos, StreamContext, StreamOutcome, StreamRunners } from './context';
import type { SyncOptions } from './options';
import { iso } from '../time/iso';

export interface StreamLive {
  state: StreamState;
  progress: SyncProgress | null;
  nextRunAt: number | null;
}

export interface RunnerDeps {
  accountId: string;
  client: () => Promise<MarketClient>;
  db: Db;
  repos: Repos;
  writer: SyncWriter;
  clock: Clock;
  logger: Logger;
  options: SyncOptions;
  streams: StreamRunners;
  gate: RequestGate;
  random: () => number;
  changed: (accountId: string, tables: TableName[]) => void;
  wantedOffers: Set<string>;
  /** Something in this runner's status changed. */
  onStatus: () => void;
}

const intervalOf = (options: SyncOptions, stream: SyncStream): number =>
  ({
    profile: options.profilePollMs,
    orders: options.ordersPollMs,
    offers: options.offersPollMs,
    ratings: options.ratingsPollMs,
    money: options.moneyPollMs,
    buyers: options.buyersPollMs,
  })[stream];

const codeOf = (error: unknown): string | null => (error instanceof AppError ? error.code : null);
const signedOutCodes = new Set(['AUTH_EXPIRED', 'SIGNED_OUT', 'NOT_CONFIGURED']);

/**
 * One account's sync: its streams take turns, one at a time (so requests stay sequential within the budget),
 * each when due. A turn that reports more work is due again at once, behind streams that waited longer. A
 * network failure puts the account offline: nothing runs but a probe, sent with growing, jittered pauses,
 * until the marketplace answers. A 429 makes the stream wait for the block's end.
 */
export function createAccountRunner(deps: RunnerDeps) {
  const { accountId, clock, logger, options } = deps;
  const zeros = () => Object.fromEntries(syncStreams.map((s) => [s, 0])) as Record<SyncStream, number>;
  const due = zeros();
  const errors = zeros();
  const live = Object.fromEntries(
    syncStreams.map((s) => [s, { state: 'idle', progress: null, nextRunAt: null }]),
  ) as Record<SyncStream, StreamLive>;
  let connection: ConnectionState = 'unknown';
  /** Probes that found the marketplace unreachable since it last answered: each pause doubles. */
  let failedProbes = 0;
  let running: Promise<void> | null = null;
  let abort = new AbortController();
  let wakeUp: (() => void) | null = null;
  let woken = false;
  /** Started and not stopped: a loop that ended (the account needed a new sign-in) starts again on `wake`. */
  let wanted = false;
  /** While `runOnce` runs: the streams it was asked for, and those still to run. */
  let once: { streams: readonly SyncStream[]; queue: SyncStream[] } | null = null;

  function wait(ms: number): Promise<void> {
    if (woken) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, Math.max(0, Math.min(ms, 60_000)));
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
      abort.signal.addEventListener('abort', done, { once: true });
    });
  }

  function wake(): void {
    if (wakeUp) wakeUp();
    else woken = true;
  }

  function context(stream: SyncStream, client: MarketClient): StreamContext {
    return {
      accountId,
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
      changed: (tables) => deps.changed(accountId, tables),
      wantedOffers: deps.wantedOffers,
      wake(streams) {
        for (const s of streams) {
          due[s] = Math.min(due[s], clock.now());
          // A pass of every stream once runs a woken stream again if its turn has passed.
          if (once?.streams.includes(s) && !once.queue.includes(s)) once.queue.push(s);
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
      if (appError.code === 'OFFLINE') {
        setConnection('offline');
        live[stream].state = 'queued';
      } else {
        if (appError.code !== 'RATE_LIMITED') setConnection('online');
        live[stream].state = 'error';
        state.update(accountId, stream, {
          lastError: {
            code: appError.code,
            message: appError.message,
            ...(appError.userMessage ? { userMessage: appError.userMessage } : {}),
            ...(appError.traceId ? { traceId: appError.traceId } : {}),
            at: iso(clock.now()),
          },
        });
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
    await wait(pause);
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

  function pick(now: number): SyncStream | null {
    let best: SyncStream | null = null;
    for (const stream of syncStreams) {
      if (due[stream] <= now && (best === null || due[stream] < due[best])) best = stream;
    }
    return best;
  }

  async function loop(): Promise<void> {
    while (!abort.signal.aborted) {
      if (connection === 'offline') {
        await probe();
        continue;
      }
      const now = clock.now();
      const stream = pick(now);
      if (!stream) {
        for (const s of syncStreams) live[s].nextRunAt = due[s];
        deps.onStatus();
        await wait(Math.min(...syncStreams.map((s) => due[s])) - now);
        continue;
      }
      try {
        const outcome = await turn(stream);
        due[stream] = outcome.more ? clock.now() : clock.now() + intervalOf(options, stream);
      } catch (error) {
        if (abort.signal.aborted) return;
        const code = codeOf(error);
        if (code === 'OFFLINE') {
          due[stream] = clock.now();
        } else if (code === 'RATE_LIMITED') {
          due[stream] = deps.gate.blockedUntil() ?? clock.now() + 60_000;
        } else if (code !== null && signedOutCodes.has(code)) {
          logger.warn('sync stopped: the account needs a new sign-in', { account: accountId, stream });
          return;
        } else {
          errors[stream]++;
          const retry = backoffDelay(
            errors[stream],
            { baseMs: options.errorRetryMs, capMs: intervalOf(options, stream) },
            'none',
          );
          due[stream] = clock.now() + retry;
          logger.warn('sync stream failed', { account: accountId, stream, code, error });
        }
      }
    }
  }

  function launch(): void {
    abort = new AbortController();
    running = loop().finally(() => {
      running = null;
    });
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
      wake();
      await running;
    },
    /** Makes these streams (default all) due now and leaves an offline pause at once. */
    wake(streams: readonly SyncStream[] = syncStreams): void {
      const now = clock.now();
      for (const stream of streams) due[stream] = Math.min(due[stream], now);
      failedProbes = 0;
      if (wanted && !running) launch();
      else wake();
    },
    /**
     * Every stream once, until each is caught up (the command line's `sync --once`), and again one a later stream
     * woke (the profile after the offers' first listing). Errors end it; a 429 waits for the block and goes on.
     */
    async runOnce(streams: readonly SyncStream[] = syncStreams): Promise<void> {
      abort = new AbortController();
      once = { streams, queue: [...streams] };
      try {
        for (let stream = once.queue.shift(); stream; stream = once.queue.shift()) {
          for (;;) {
            let outcome: StreamOutcome;
            try {
              outcome = await turn(stream);
            } catch (error) {
              if (codeOf(error) === 'RATE_LIMITED') continue;
              throw error;
            }
            if (!outcome.more) break;
          }
        }
      } finally {
        once = null;
      }
    },
    live: () => ({ connection, streams: live, running: running !== null }),
  };
}

export type AccountRunner = ReturnType<typeof createAccountRunner>;
