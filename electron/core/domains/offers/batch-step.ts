import type { FieldError } from '../../../../shared/errors';
import type { MarketClient } from '../../market/client';
import { MarketError } from '../../market/market-error';
import { arr, obj, str } from '../../market/records/json';
import { errorOf, transient } from '../../market/step-errors';
import { seg } from '../../shipping/gateway';
import type { ChangeState } from '../../../../shared/outbox';
import type { BatchKind, BatchRow, BatchState } from './batch-repo';
import type { ChangeRow } from '../../outbox/change-repo';
import { refreshOffer, type OfferStepContext } from './edit-step';
import { offerText } from './messages';
import { restoreOffer } from './offer-restore';
import { askedPause, NotYet, runStep, type StepMove } from '../../outbox/step';

const paths: Record<BatchKind, string> = {
  price: '/sale/offer-price-change-commands',
  quantity: '/sale/offer-quantity-change-commands',
  publication: '/sale/offer-publication-commands',
};

/** The most offers one command carries (the publication command's limit, and one page of its task report). */
export const batchLimit = 1000;

const commandPath = (batch: BatchRow) => `${paths[batch.kind]}/${seg(batch.command_id)}`;

const isOpen = (state: ChangeState | BatchState): state is 'queued' | 'sending' | 'confirming' =>
  state === 'queued' || state === 'sending' || state === 'confirming';

/**
 * A batch and its changes move together, in one transaction, while it is open; at its end (done, failed) each change
 * is settled on its own, by the step.
 */
function batchMove(ctx: OfferStepContext, batch: BatchRow): StepMove {
  return (from, to, at, extra = {}) =>
    ctx.db.transaction(() => {
      if (!isOpen(from)) return false;
      const { operation: _operation, ...kept } = extra;
      if (!ctx.batches.move(batch.id, from, to === 'sent' ? 'done' : (to as BatchState), at, kept))
        return false;
      if (isOpen(to) && from !== to) ctx.changes.moveBatch(batch.id, from, to, at);
      return true;
    })();
}

/** What a batch's step answers: the command taken (its report to be read later), or its report complete. */
type BatchAnswer = { pending: true; askedMs: number } | { pending: false; tasks: Map<string, Task> };

/**
 * One step of a batch command, on the outbox's step lifecycle:
 * - `queued`: marked `sending` (committed), then the command is PUT with its stored id and body;
 * - `sending`: it may have landed: read back by its id; unknown there (404), the same id and body go again;
 * - `confirming`: its report is read (less often while it runs); once complete, each offer's task settles that
 *   offer's change; a report the marketplace no longer knows leaves the batch `sending`, read back later.
 * A 409 on the PUT means the id is already there: nothing runs twice, the report is read.
 */
export async function runBatch(ctx: OfferStepContext, batch: BatchRow): Promise<void> {
  if (!isOpen(batch.state)) return;
  const refused: ChangeRow[] = [];
  const clientOf = async (resumed: boolean): Promise<MarketClient> => {
    try {
      return await ctx.client(batch.account_id);
    } catch (error) {
      // Not signed in, or not reachable yet: nothing went out, a batch being sent waits queued.
      if (!resumed && transient(error)) throw new NotYet('none', askedPause(error));
      throw error;
    }
  };
  const end = await runStep<BatchAnswer>(
    ctx,
    { id: batch.id, state: batch.state, attempts: batch.attempts, operation: null },
    {
      async send(resumed) {
        const client = await clientOf(resumed);
        if (resumed && (await readReport(client, batch)) !== null) return { pending: true, askedMs: 0 };
        return put(client, batch, ctx.options.minReadMs);
      },
      async confirm() {
        const client = await clientOf(true);
        const report = await readReport(client, batch);
        if (report === null) throw new NotYet('unknown');
        if (report.completedAt === null)
          return { pending: true, askedMs: ctx.options.minReadMs * Math.min(2 ** batch.attempts, 20) };
        return { pending: false, tasks: await readTasks(client, batch) };
      },
      accepted: (answer) => (answer.pending ? { askedMs: answer.askedMs } : null),
      confirmed: (answer) => {
        if (!answer.pending) refused.push(...settle(ctx, batch, answer.tasks));
      },
      errorOf: (error) => {
        // The marketplace's refusal is the seller's to read; anything else is a fault of ours.
        if (!(error instanceof MarketError))
          ctx.logger.error('a batch change could not go on', { batch: batch.id, error: String(error) });
        return errorOf(error);
      },
      refused: (error) => refused.push(...failAll(ctx, batch, [errorOf(error)])),
    },
    batchMove(ctx, batch),
  );
  if (end === 'sent' || end === 'failed')
    for (const change of refused) await refreshOffer(ctx, change.account_id, change.entity_id);
}

/** PUTs the command with its stored id and body; taken (or its id already there), its report is read later. */
async function put(client: MarketClient, batch: BatchRow, minReadMs: number): Promise<BatchAnswer> {
  try {
    await client.request({ method: 'PUT', path: commandPath(batch), body: JSON.parse(batch.body) });
  } catch (error) {
    if (error instanceof MarketError && error.status === 409) return { pending: true, askedMs: 0 };
    if (transient(error)) {
      // No answer or a 5xx: it may have landed, read back next time. A 401 or 429 was not applied.
      const unknown = error instanceof MarketError && (error.status === 0 || error.status >= 500);
      throw new NotYet(unknown ? 'unknown' : 'none', askedPause(error));
    }
    throw error;
  }
  return { pending: true, askedMs: minReadMs };
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

/**
 * In the transaction that marks the batch done: each offer's change takes its task's outcome; an offer the report
 * does not name did not change. Answers the refused changes, whose offers are read again after.
 */
function settle(ctx: OfferStepContext, batch: BatchRow, tasks: Map<string, Task>): ChangeRow[] {
  const language = ctx.language();
  const refused: ChangeRow[] = [];
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
  return refused;
}

/**
 * In the transaction that marks the whole command refused: every offer's change shows it, and the offers go back to
 * their values (each read again after).
 */
function failAll(ctx: OfferStepContext, batch: BatchRow, errors: FieldError[]): ChangeRow[] {
  const changes = ctx.changes.ofBatch(batch.id);
  for (const change of changes) {
    if (ctx.changes.move(change.id, change.state, 'failed', ctx.now(), { errors })) restoreOffer(ctx, change);
  }
  return changes;
}
