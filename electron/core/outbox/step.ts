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
 * What a step of one change or batch needs from the worker: nothing of any domain, so a kind's step and the
 * engine both import this leaf and not each other. A kind that needs its repository holds it itself.
 */
export interface StepContext {
  db: Db;
  changes: ChangeRepo;
  client: (accountId: string) => Promise<MarketClient>;
  language: () => Language;
  now: () => number;
  logger: Logger;
  changed: (tables: TableName[]) => void;
  options: OutboxOptions;
  /** When to try again after `attempts` failed tries (equal jitter), or after the pause the marketplace asked. */
  later: (attempts: number, askedMs?: number | null) => number;
  /** A failure that is none of the marketplace's answers (a bug, a full disk): kept as the change's error. */
  unexpected: (error: unknown) => FieldError;
}

/** One kind of change's part of a step: what it asks of the marketplace and what the local copy does with the end. */
export interface Step<T> {
  /** Asks the marketplace. `resumed`: an earlier try may have reached it and lost the answer, so look first. */
  send(resumed: boolean): Promise<T>;
  /** In the transaction that marks the change sent: the answer goes into the local copy. */
  confirmed?(answer: T): void;
  /** In the transaction that marks the change failed: what it showed goes back. */
  refused?(error: unknown): void;
  /** What the failed change keeps of the refusal (default: the marketplace's words). */
  errorOf?(error: unknown): FieldError;
  /** The operation the sent change records (a message's id on the marketplace). */
  operationOf?(answer: T): string;
}

/** How a step ended: sent, refused, waiting for another try, or not taken (another worker has the change). */
export type StepEnd = 'sent' | 'failed' | 'waiting' | 'skipped';

/** The pause the marketplace asked for with a 429 (its block); otherwise null, and the backoff decides. */
export const askedPause = (error: unknown): number | null =>
  error instanceof MarketError && error.status === 429 ? 60_000 : null;

/**
 * A change whose request failed on the way (no answer, a 5xx, a 429) may have reached the marketplace: it waits in
 * `sending`, to be read back at its next try, after the backoff or the block. Answers false for any other failure,
 * a refusal, which each step settles in its own way.
 */
export function waitIfTransient(
  ctx: StepContext,
  row: ChangeRow,
  from: ChangeState,
  error: unknown,
): boolean {
  if (!transient(error)) return false;
  ctx.changes.move(row.id, from, 'sending', ctx.now(), {
    next: ctx.later(row.attempts + 1, askedPause(error)),
    attempts: row.attempts + 1,
  });
  return true;
}

/**
 * The life of one change's step, the same for every kind: the change is taken (queued → sending, a guarded UPDATE,
 * so two workers never send it twice); confirmed, it is marked sent and the answer written in one transaction;
 * refused, it is marked failed and what it showed put back in one transaction; a failure on the way (offline, 5xx,
 * 429) leaves it sending, due again after a pause. Any guard that finds the change moved meanwhile skips the write.
 */
export async function runStep<T>(ctx: StepContext, row: ChangeRow, step: Step<T>): Promise<StepEnd> {
  const from = row.state === 'queued' ? 'sending' : row.state;
  if (
    row.state === 'queued' &&
    !ctx.changes.move(row.id, 'queued', 'sending', ctx.now(), { attempts: row.attempts })
  )
    return 'skipped';
  try {
    const answer = await step.send(row.state !== 'queued');
    const operation = step.operationOf?.(answer);
    const sent = ctx.db.transaction(() => {
      if (!ctx.changes.move(row.id, from, 'sent', ctx.now(), operation === undefined ? {} : { operation }))
        return false;
      step.confirmed?.(answer);
      return true;
    })();
    return sent ? 'sent' : 'skipped';
  } catch (error) {
    if (waitIfTransient(ctx, row, from, error)) return 'waiting';
    const failed = ctx.db.transaction(() => {
      const kept = (step.errorOf ?? errorOf)(error);
      if (!ctx.changes.move(row.id, from, 'failed', ctx.now(), { errors: [kept] })) return false;
      step.refused?.(error);
      return true;
    })();
    return failed ? 'failed' : 'skipped';
  }
}
