import type { TableName } from '../../../shared/contract';
import type { ChangeState } from '../../../shared/outbox';
import type { FieldError } from '../../../shared/errors';
import type { Language } from '../../../shared/settings';
import type { Db } from '../db/open';
import type { Logger } from '../kernel/ports';
import type { BackoffPolicy } from '../kernel/time/backoff';
import type { MarketClient } from '../market/client';
import { MarketError } from '../market/market-error';
import { errorOf, transient } from '../market/step-errors';
import type { ChangeRepo, ChangeRow } from './change-repo';

export interface OutboxOptions {
  /** How often the tables are looked at for changes that are due (other processes add some too). */
  pollMs: number;
  /** How many entities (or batches) are worked on at once; the request gate keeps the pace. */
  parallel: number;
  /** Pauses between tries of a change that could not go (offline, 5xx, the offer busy). */
  backoff: BackoffPolicy;
  /** The least pause before an accepted change's operation or a batch's report is read again. */
  minReadMs: number;
}

export const defaultOutboxOptions: OutboxOptions = {
  pollMs: 1000,
  parallel: 4,
  backoff: { baseMs: 2000, capMs: 5 * 60_000 },
  minReadMs: 500,
};

/**
 * What the worker and every step share: nothing of any domain, so a kind's step and the engine both import this leaf
 * and not each other. A kind that needs its repository holds it itself.
 */
export interface OutboxBase {
  db: Db;
  changes: ChangeRepo;
  client: (accountId: string) => Promise<MarketClient>;
  language: () => Language;
  now: () => number;
  logger: Logger;
  changed: (tables: TableName[]) => void;
  options: OutboxOptions;
}

/** What a step of one change or batch needs from the worker. */
export interface StepContext extends OutboxBase {
  /** When to try again after `attempts` failed tries (equal jitter), or after the pause the marketplace asked. */
  later: (attempts: number, askedMs?: number | null) => number;
  /** A failure that is none of the marketplace's answers (a bug, a full disk): kept as the change's error. */
  unexpected: (error: unknown) => FieldError;
  /**
   * Whether this process still holds the outbox lease, read right before a change is taken: a worker whose lease
   * passed on (to another machine sharing the folder) leaves the change to the new holder.
   */
  leaseHeld: () => boolean;
  /** Aborted when the core closes: the request under way is cut, and the change stays resumable. */
  signal: AbortSignal;
}

/**
 * Thrown (by the worker's client) instead of sending when the outbox lease is no longer this process's: the change
 * is left as it is, for the holder; one in `sending` is read back there before anything goes again.
 */
export class LeaseLost extends Error {
  constructor() {
    super('The outbox lease passed to another process; the change is left to it.');
  }
}

/** An answer the marketplace has taken and finishes later: what to read it back by, and the pause it asked for. */
export interface Accepted {
  /** Recorded on the change (an edit's operation); a batch is read back by its command's id. */
  operation?: string;
  askedMs: number;
}

/** One kind of change's part of a step: what it asks of the marketplace and what the local copy does with the end. */
export interface Step<T> {
  /** Asks the marketplace. `resumed`: an earlier try may have reached it and lost the answer, so look first. */
  send(resumed: boolean): Promise<T>;
  /** Whether the answer (of `send` or `confirm`) is taken but not finished: the change then waits in `confirming`. */
  accepted?(answer: T): Accepted | null;
  /**
   * Reads a change in `confirming` again (by the operation it recorded). Null: the marketplace no longer knows the
   * operation, so the change is settled as one that may have landed (`sending`, `send(true)`).
   */
  confirm?(operation: string | null): Promise<T | null>;
  /** In the transaction that marks the change sent: the answer goes into the local copy. */
  confirmed?(answer: T): void;
  /** In the transaction that marks the change failed: what it showed goes back. */
  refused?(error: unknown): void;
  /** What the failed change keeps of the refusal (default: the marketplace's words). */
  errorOf?(error: unknown): FieldError;
  /** The operation the sent change records (a message's id on the marketplace). */
  operationOf?(answer: T): string;
}

/** How a step ended: sent, refused, waiting for another try or read, or not taken (another worker has it). */
export type StepEnd = 'sent' | 'failed' | 'waiting' | 'skipped';

/** The pause the marketplace asked for with a 429 (its block); otherwise null, and the backoff decides. */
export const askedPause = (error: unknown): number | null =>
  error instanceof MarketError && error.status === 429 ? 60_000 : null;

/**
 * Thrown by a step that cannot go on now (offline, the entity busy) and knows whether anything may have landed:
 * `none` puts a change that was being sent back in the queue (nothing to read back), `unknown` leaves it `sending`
 * (read back first); a change in `confirming` stays there unless it may have landed anew.
 */
export class NotYet extends Error {
  constructor(
    readonly delivered: 'none' | 'unknown',
    readonly askedMs: number | null = null,
  ) {
    super(`not yet (${delivered})`);
  }
}

/** The part of a change or a batch a step reads; a batch's states are named as its changes'. */
export type StepRow = Pick<ChangeRow, 'state' | 'attempts' | 'operation'>;

/** What a step records with a move. */
export interface MoveExtra {
  next?: number | null;
  attempts?: number;
  operation?: string;
  errors?: FieldError[];
}

/** One guarded UPDATE of what a step works on (a change's row by default, or a batch with its changes). */
export type StepMove = (from: ChangeState, to: ChangeState, at: number, extra?: MoveExtra) => boolean;

/**
 * A change whose request failed on the way (no answer, a 5xx, a 429) may have reached the marketplace: it waits in
 * `sending`, to be read back at its next try, after the backoff or the block; one that was being confirmed stays in
 * `confirming` (its operation is still known). Answers false for any other failure, a refusal.
 */
function waitIfTransient(
  ctx: StepContext,
  row: StepRow,
  from: ChangeState,
  error: unknown,
  move: StepMove,
): boolean {
  if (error instanceof NotYet) {
    const to = error.delivered === 'unknown' ? 'sending' : from === 'sending' ? 'queued' : from;
    move(from, to, ctx.now(), {
      next: ctx.later(row.attempts + 1, error.askedMs),
      attempts: row.attempts + 1,
    });
    return true;
  }
  if (!transient(error)) return false;
  move(from, from === 'confirming' ? 'confirming' : 'sending', ctx.now(), {
    next: ctx.later(row.attempts + 1, askedPause(error)),
    attempts: row.attempts + 1,
  });
  return true;
}

/**
 * The life of one change's step, the same for every kind: the change is taken (queued → sending, a guarded UPDATE,
 * so two workers never send it twice); confirmed, it is marked sent and the answer written in one transaction;
 * accepted and not finished, it waits in `confirming` and is read again through `confirm` (after `minReadMs` at
 * least) until it ends; refused, it is marked failed and what it showed put back in one transaction; a failure on
 * the way (offline, 5xx, 429) leaves it waiting, due again after a pause. Any guard that finds the change moved
 * meanwhile skips the write.
 */
export async function runStep<T>(
  ctx: StepContext,
  row: StepRow & { id: number },
  step: Step<T>,
  move: StepMove = (from, to, at, extra) => ctx.changes.move(row.id, from, to, at, extra),
): Promise<StepEnd> {
  let from = row.state === 'queued' ? 'sending' : row.state;
  if (!ctx.leaseHeld()) return 'skipped';
  if (row.state === 'queued' && !move('queued', 'sending', ctx.now(), { attempts: row.attempts }))
    return 'skipped';
  try {
    let answer: T | null = null;
    if (row.state === 'confirming' && step.confirm) {
      answer = await step.confirm(row.operation);
      if (answer === null) {
        if (!move('confirming', 'sending', ctx.now(), { attempts: row.attempts })) return 'skipped';
        from = 'sending';
      }
    }
    if (answer === null) answer = await step.send(row.state !== 'queued');
    const accepted = step.accepted?.(answer);
    if (accepted) {
      const at = ctx.now();
      const waited = move(from, 'confirming', at, {
        next: at + Math.max(ctx.options.minReadMs, accepted.askedMs),
        attempts: from === 'confirming' ? row.attempts + 1 : 0,
        ...(accepted.operation === undefined ? {} : { operation: accepted.operation }),
      });
      return waited ? 'waiting' : 'skipped';
    }
    const operation = step.operationOf?.(answer);
    const sent = ctx.db.transaction(() => {
      if (!move(from, 'sent', ctx.now(), operation === undefined ? {} : { operation })) return false;
      step.confirmed?.(answer);
      return true;
    })();
    return sent ? 'sent' : 'skipped';
  } catch (error) {
    // Cut off by the close, or the lease gone: the change stays where it is (in `sending`, it may have landed), due
    // at once, and whoever sends next reads it back first. Nothing is counted against it.
    if (error instanceof LeaseLost || ctx.signal.aborted) return 'skipped';
    if (waitIfTransient(ctx, row, from, error, move)) return 'waiting';
    const failed = ctx.db.transaction(() => {
      const kept = (step.errorOf ?? errorOf)(error);
      if (!move(from, 'failed', ctx.now(), { errors: [kept] })) return false;
      step.refused?.(error);
      return true;
    })();
    return failed ? 'failed' : 'skipped';
  }
}
