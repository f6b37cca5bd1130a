import type { FieldError } from '../../../shared/errors';
import { errorOf } from '../market/step-errors';
import type { ChangeRow } from './change-repo';
import { waitIfTransient } from './wait-transient';
import type { StepContext } from './worker';

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
