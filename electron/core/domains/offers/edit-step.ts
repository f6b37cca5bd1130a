import type { FieldError } from '../../../../shared/errors';
import type { OfferFields } from '../../../../shared/outbox';
import { offerFromDetail } from './offer-records';
import { transient } from '../../market/step-errors';
import type { ChangeRow } from '../../outbox/change-repo';
import { offerText } from './messages';
import { carries, readOffer, readOperation, sendEdit, type EditStep } from './offer-edit';
import { restoreOffer } from './offer-restore';
import type { StepContext } from '../../outbox/step';
import type { BatchRepo } from './batch-repo';
import type { OffersRepo } from './offers-repo';

/** An offer's step works on the offers' local copy and their batches besides what every step has. */
export interface OfferStepContext extends StepContext {
  offers: OffersRepo;
  batches: BatchRepo;
}

/**
 * One step of an offer edit, from the state it is stored in:
 * - `queued`: marked `sending` (committed), then the PATCH goes out;
 * - `sending`: it may have landed (a crash, a lost answer): the offer is read back; carrying the values, the edit
 *   is sent; otherwise the same PATCH goes out again (absolute values: a second one sets the same);
 * - `confirming`: the accepted edit's operation is read; done, the offer is read: carrying the values, the edit is
 *   sent; holding others, it failed (changed elsewhere since, or not applied), never sent a second time.
 */
export async function runEdit(ctx: OfferStepContext, row: ChangeRow): Promise<void> {
  const fields = JSON.parse(row.fields) as OfferFields;
  let state = row.state;
  let step: EditStep | { kind: 'unknown' };
  try {
    const client = await ctx.client(row.account_id);
    if (state === 'confirming') {
      step = row.operation
        ? await readOperation(client, row.entity_id, row.operation, fields)
        : { kind: 'unknown' };
      if (step.kind === 'unknown') {
        if (!ctx.changes.move(row.id, 'confirming', 'sending', ctx.now(), { attempts: row.attempts })) return;
        state = 'sending';
        step = await settleUnknown(ctx, row, fields);
      }
    } else if (state === 'sending') {
      step = await settleUnknown(ctx, row, fields);
    } else {
      if (!ctx.changes.move(row.id, 'queued', 'sending', ctx.now(), { attempts: row.attempts })) return;
      state = 'sending';
      step = await sendEdit(client, row.entity_id, JSON.parse(row.request ?? '{}'));
    }
  } catch (error) {
    if (!transient(error)) {
      ctx.logger.error('an offer change could not be sent', { change: row.id, error: String(error) });
      return fail(ctx, row, state, [ctx.unexpected(error)]);
    }
    // Not signed in, or the environment not reachable yet: nothing went out in this step.
    ctx.changes.move(row.id, state, state, ctx.now(), {
      next: ctx.later(row.attempts + 1),
      attempts: row.attempts + 1,
    });
    return;
  }
  return apply(ctx, row, state, step);
}

/** An edit that may have landed: read back; carried, it is sent; otherwise it goes out again. */
async function settleUnknown(ctx: OfferStepContext, row: ChangeRow, fields: OfferFields): Promise<EditStep> {
  const client = await ctx.client(row.account_id);
  const offer = await readOffer(client, row.entity_id);
  if (offer === null) return { kind: 'gone' };
  if (carries(offer, fields)) return { kind: 'sent', offer };
  return sendEdit(client, row.entity_id, JSON.parse(row.request ?? '{}'));
}

async function apply(
  ctx: OfferStepContext,
  row: ChangeRow,
  from: ChangeRow['state'],
  step: EditStep | { kind: 'unknown' },
): Promise<void> {
  const now = ctx.now();
  switch (step.kind) {
    case 'sent':
      return ctx.db.transaction(() => {
        if (!ctx.changes.move(row.id, from, 'sent', now)) return;
        writeOffer(ctx, row.account_id, step.offer);
      })();
    case 'accepted':
      ctx.changes.move(row.id, from, 'confirming', now, {
        next: now + Math.max(ctx.options.minReadMs, step.retryAfterMs),
        operation: step.operation,
      });
      return;
    case 'refused':
      return fail(ctx, row, from, step.errors);
    case 'gone':
      return fail(ctx, row, from, [
        {
          path: null,
          code: 'NOT_FOUND',
          userMessage: offerText.text('offerGone', ctx.language(), { id: row.entity_id }),
        },
      ]);
    case 'finishedOtherwise':
      return fail(ctx, row, from, [
        {
          path: null,
          code: 'CONFLICT',
          userMessage: offerText.text('finishedOtherwise', ctx.language(), { id: row.entity_id }),
        },
      ]);
    case 'unknown':
      // Read back and still unsure: tried again later from `sending`.
      ctx.changes.move(row.id, from, 'sending', now, {
        next: ctx.later(row.attempts + 1),
        attempts: row.attempts + 1,
      });
      return;
    case 'later': {
      const to =
        step.delivered === 'unknown'
          ? 'sending'
          : from === 'sending' && step.delivered === 'none'
            ? 'queued'
            : from;
      ctx.changes.move(row.id, from, to, now, {
        next: ctx.later(row.attempts + 1, step.retryAfterMs),
        attempts: row.attempts + 1,
      });
      return;
    }
  }
}

/** The marketplace's offer, as it answered, into the local copy (waiting changes stay laid over it). */
function writeOffer(ctx: OfferStepContext, accountId: string, offer: unknown): void {
  try {
    ctx.offers.upsertDetail(accountId, offerFromDetail(offer), JSON.stringify(offer), ctx.now());
  } catch (error) {
    // A malformed answer: the change is confirmed all the same; the next read of the offer brings it.
    ctx.logger.warn('a changed offer could not be written', { error: String(error) });
  }
}

/** Refused: the change shows failed with the marketplace's words, and the local copy goes back to its values. */
async function fail(
  ctx: OfferStepContext,
  row: ChangeRow,
  from: ChangeRow['state'],
  errors: FieldError[],
): Promise<void> {
  const moved = ctx.db.transaction(() => {
    if (!ctx.changes.move(row.id, from, 'failed', ctx.now(), { errors })) return false;
    restoreOffer(ctx, row);
    return true;
  })();
  if (moved) await refreshOffer(ctx, row.account_id, row.entity_id);
}

/** Reads the offer again after a refusal, so the local copy holds the marketplace's values, not only the old. */
export async function refreshOffer(ctx: OfferStepContext, accountId: string, offerId: string): Promise<void> {
  try {
    const offer = await readOffer(await ctx.client(accountId), offerId);
    if (offer !== null) writeOffer(ctx, accountId, offer);
  } catch (error) {
    ctx.logger.info('an offer could not be read back after a refused change', { error: String(error) });
  }
}
