import type { FieldError } from '../../../shared/errors';
import { MarketError } from '../market/market-error';
import { errorOf, transient } from '../market/step-errors';
import { seg } from '../shipping/gateway';
import type { ChangeRow } from './change-repo';
import type { StepContext } from './worker';

const paths = {
  'rating.answer': (id: string) => `/sale/user-ratings/${seg(id)}/answer`,
  'rating.removal': (id: string) => `/sale/user-ratings/${seg(id)}/removal`,
} as const;

/**
 * One step of a rating's answer or removal request: both are PUTs of the whole text, so one that may have landed
 * (found in `sending`) is simply sent again: a second PUT stores the same text.
 */
export async function runRating(ctx: StepContext, row: ChangeRow): Promise<void> {
  if (row.kind !== 'rating.answer' && row.kind !== 'rating.removal') return;
  const from = row.state === 'queued' ? 'sending' : row.state;
  if (
    row.state === 'queued' &&
    !ctx.changes.move(row.id, 'queued', 'sending', ctx.now(), { attempts: row.attempts })
  )
    return;
  try {
    const client = await ctx.client(row.account_id);
    await client.request({
      method: 'PUT',
      path: paths[row.kind](row.entity_id),
      body: JSON.parse(row.request ?? '{}'),
      idempotent: true,
    });
    ctx.changes.move(row.id, from, 'sent', ctx.now());
  } catch (error) {
    if (transient(error)) {
      ctx.changes.move(row.id, from, 'sending', ctx.now(), {
        next: ctx.later(
          row.attempts + 1,
          error instanceof MarketError && error.status === 429 ? 60_000 : null,
        ),
        attempts: row.attempts + 1,
      });
      return;
    }
    const errors: FieldError[] = [errorOf(error)];
    ctx.changes.move(row.id, from, 'failed', ctx.now(), { errors });
  }
}
