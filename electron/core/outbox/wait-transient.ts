import type { ChangeState } from '../../../shared/outbox';
import { MarketError } from '../market/market-error';
import { transient } from '../market/step-errors';
import type { ChangeRow } from './change-repo';
import type { StepContext } from './worker';

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
