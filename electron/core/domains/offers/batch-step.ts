import type { FieldError } from '../../../../shared/errors';
import type { MarketClient } from '../../market/client';
import { MarketError } from '../../market/market-error';
import { arr, obj, str } from '../../market/records/json';
import { errorOf, transient } from '../../market/step-errors';
import { seg } from '../../shipping/gateway';
import type { BatchKind, BatchRow, BatchState } from './batch-repo';
import type { ChangeRow } from '../../outbox/change-repo';
import { refreshOffer, type OfferStepContext } from './edit-step';
import { offerText } from './messages';
import { restoreOffer } from './offer-restore';
import { askedPause } from '../../outbox/step';

const paths: Record<BatchKind, string> = {
  price: '/sale/offer-price-change-commands',
  quantity: '/sale/offer-quantity-change-commands',
  publication: '/sale/offer-publication-commands',
};

/** The most offers one command carries (the publication command's limit, and one page of its task report). */
export const batchLimit = 1000;

const commandPath = (batch: BatchRow) => `${paths[batch.kind]}/${seg(batch.command_id)}`;

/** A batch and its changes move together, in one transaction. */
function move(
  ctx: OfferStepContext,
  batch: BatchRow,
  from: BatchState,
  to: BatchState,
  next?: number,
): boolean {
  return ctx.db.transaction(() => {
    const extra = next === undefined ? {} : { next, attempts: batch.attempts + 1 };
    if (!ctx.batches.move(batch.id, from, to, ctx.now(), extra)) return false;
    const changeFrom = from === 'confirming' ? 'confirming' : from === 'sending' ? 'sending' : 'queued';
    const changeTo = to === 'confirming' ? 'confirming' : to === 'sending' ? 'sending' : 'queued';
    if (changeFrom !== changeTo) ctx.changes.moveBatch(batch.id, changeFrom, changeTo, ctx.now());
    return true;
  })();
}

/**
 * One step of a batch command, from the state it is stored in:
 * - `queued`: marked `sending` (committed), then the command is PUT with its stored id and body;
 * - `sending`: it may have landed: read back by its id; unknown there (404), the same id and body go again;
 * - `confirming`: its report is read; once complete, each offer's task settles that offer's change.
 * A 409 on the PUT means the id is already there: nothing runs twice, the report is read.
 */
export async function runBatch(ctx: OfferStepContext, batch: BatchRow): Promise<void> {
  let state: BatchState = batch.state;
  try {
    const client = await ctx.client(batch.account_id);
    if (state === 'queued') {
      if (!move(ctx, batch, 'queued', 'sending')) return;
      state = 'sending';
      return await put(ctx, client, batch);
    }
    if (state === 'sending') {
      const known = await readReport(client, batch);
      if (known === null) return await put(ctx, client, batch);
      move(ctx, batch, 'sending', 'confirming', ctx.now());
      return;
    }
    const report = await readReport(client, batch);
    if (report === null || report.completedAt === null) {
      const wait = ctx.now() + ctx.options.minReadMs * Math.min(2 ** batch.attempts, 20);
      move(ctx, batch, 'confirming', report === null ? 'sending' : 'confirming', wait);
      return;
    }
    await settle(ctx, client, batch);
  } catch (error) {
    if (!transient(error)) {
      ctx.logger.error('a batch change could not go on', { batch: batch.id, error: String(error) });
      return fail(ctx, batch, state, [errorOf(error)]);
    }
    const asked = askedPause(error);
    move(ctx, batch, state, state, ctx.later(batch.attempts + 1, asked));
  }
}

async function put(ctx: OfferStepContext, client: MarketClient, batch: BatchRow): Promise<void> {
  try {
    await client.request({ method: 'PUT', path: commandPath(batch), body: JSON.parse(batch.body) });
  } catch (error) {
    if (error instanceof MarketError && error.status === 409) {
      move(ctx, batch, 'sending', 'confirming', ctx.now());
      return;
    }
    if (transient(error)) {
      // No answer or a 5xx: it may have landed, read back next time. A 401 or 429 was not applied.
      const unknown = error instanceof MarketError && (error.status === 0 || error.status >= 500);
      const asked = askedPause(error);
      move(ctx, batch, 'sending', unknown ? 'sending' : 'queued', ctx.later(batch.attempts + 1, asked));
      return;
    }
    return fail(ctx, batch, 'sending', [errorOf(error)]);
  }
  move(ctx, batch, 'sending', 'confirming', ctx.now() + ctx.options.minReadMs);
}

async function readReport(
  client: MarketClient,
  batch: BatchRow,
): Promise<{ completedAt: string | null } | null> {
  try {
    const report = obj(await client.get(commandPath(batch)));
    return { completedAt: str(report?.completedAt) };
  } catch (error) {
    if (error instanceof MarketError && error.status === 404) return null;
    throw error;
  }
}

interface Task {
  status: string | null;
  errors: FieldError[];
}

async function readTasks(client: MarketClient, batch: BatchRow): Promise<Map<string, Task>> {
  const body = obj(await client.get(`${commandPath(batch)}/tasks`, { limit: batchLimit, offset: 0 }));
  const tasks = new Map<string, Task>();
  for (const item of arr(body?.tasks).map(obj)) {
    const offerId = str(obj(item?.offer)?.id);
    if (!item || !offerId) continue;
    const errors = arr(item.errors)
      .map(obj)
      .filter((e) => e !== null)
      .map((e) => ({
        path: str(e.path),
        code: str(e.code) ?? 'ERROR',
        userMessage: str(e.userMessage) ?? str(e.message) ?? str(item.message) ?? '',
      }));
    tasks.set(offerId, { status: str(item.status), errors });
  }
  return tasks;
}

/** Each offer's change takes its task's outcome; an offer the report does not name did not change. */
async function settle(ctx: OfferStepContext, client: MarketClient, batch: BatchRow): Promise<void> {
  const tasks = await readTasks(client, batch);
  const language = ctx.language();
  const refused: ChangeRow[] = [];
  ctx.db.transaction(() => {
    if (!ctx.batches.move(batch.id, 'confirming', 'done', ctx.now())) return;
    for (const change of ctx.changes.ofBatch(batch.id)) {
      const task = tasks.get(change.entity_id);
      if (task?.status === 'SUCCESS') {
        ctx.changes.move(change.id, change.state, 'sent', ctx.now());
        continue;
      }
      const message = task?.errors[0]?.userMessage || (task ? 'FAIL' : 'no task');
      const errors = task?.errors.length
        ? task.errors
        : [{ path: null, code: 'ERROR', userMessage: offerText.text('taskFailed', language, { message }) }];
      if (ctx.changes.move(change.id, change.state, 'failed', ctx.now(), { errors })) {
        restoreOffer(ctx, change);
        refused.push(change);
      }
    }
  })();
  for (const change of refused) await refreshOffer(ctx, change.account_id, change.entity_id);
}

/** The whole command refused: every offer's change shows it, and the offers go back to their values. */
async function fail(
  ctx: OfferStepContext,
  batch: BatchRow,
  from: BatchState,
  errors: FieldError[],
): Promise<void> {
  const refused = ctx.db.transaction(() => {
    if (!ctx.batches.move(batch.id, from, 'failed', ctx.now(), { errors })) return [];
    const changes = ctx.changes.ofBatch(batch.id);
    for (const change of changes) {
      if (ctx.changes.move(change.id, change.state, 'failed', ctx.now(), { errors }))
        restoreOffer(ctx, change);
    }
    return changes;
  })();
  for (const change of refused) await refreshOffer(ctx, change.account_id, change.entity_id);
}
