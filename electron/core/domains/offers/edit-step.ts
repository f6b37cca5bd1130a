import type { FieldError } from '../../../../shared/errors';
import type { OfferFields } from '../../../../shared/outbox';
import { offerFromDetail } from './offer-records';
import type { MarketClient } from '../../market/client';
import { transient } from '../../market/step-errors';
import type { ChangeRow } from '../../outbox/change-repo';
import { offerText } from './messages';
import { carries, readOffer, readOperation, sendEdit, type EditStep } from './offer-edit';
import { restoreOffer } from './offer-restore';
import { NotYet, runStep, type StepContext } from '../../outbox/step';
import type { BatchRepo } from './batch-repo';
import type { OffersRepo } from './offers-repo';

/** An offer's step works on the offers' local copy and their batches besides what every step has. */
export interface OfferStepContext extends StepContext {
  offers: OffersRepo;
  batches: BatchRepo;
}

/** What an edit's step answers: the offer as the marketplace holds it, or an operation it still works on. */
type EditAnswer = Extract<EditStep, { kind: 'sent' } | { kind: 'accepted' }>;

/** The marketplace's refusal of an edit (or its offer gone, or finished otherwise): kept as the change's error. */
class EditRefused extends Error {
  constructor(readonly error: FieldError) {
    super(error.userMessage);
  }
}

/**
 * One step of an offer edit, on the outbox's step lifecycle:
 * - `queued`: marked `sending` (committed), then the PATCH goes out;
 * - `sending`: it may have landed (a crash, a lost answer): the offer is read back; carrying the values, the edit
 *   is sent; otherwise the same PATCH goes out again (absolute values: a second one sets the same);
 * - `confirming`: the accepted edit's operation is read; done, the offer is read: carrying the values, the edit is
 *   sent; holding others, it failed (changed elsewhere since, or not applied), never sent a second time.
 */
export async function runEdit(ctx: OfferStepContext, row: ChangeRow): Promise<void> {
  const fields = JSON.parse(row.fields) as OfferFields;
  const request: unknown = JSON.parse(row.request ?? '{}');
  const end = await runStep<EditAnswer>(ctx, row, {
    async send(resumed) {
      const client = await clientOf(ctx, row.account_id, resumed);
      return outcome(
        ctx,
        row,
        resumed
          ? await settleUnknown(client, row, fields, request)
          : await sendEdit(client, row.entity_id, request),
      );
    },
    async confirm(operation) {
      if (!operation) return null;
      const client = await clientOf(ctx, row.account_id, true);
      const step = await readOperation(client, row.entity_id, operation, fields);
      return step.kind === 'unknown' ? null : outcome(ctx, row, step);
    },
    accepted: (answer) =>
      answer.kind === 'accepted' ? { operation: answer.operation, askedMs: answer.retryAfterMs } : null,
    confirmed: (answer) => {
      if (answer.kind === 'sent') writeOffer(ctx, row.account_id, answer.offer);
    },
    errorOf: (error) => {
      if (error instanceof EditRefused) return error.error;
      ctx.logger.error('an offer change could not be sent', { change: row.id, error: String(error) });
      return ctx.unexpected(error);
    },
    refused: () => restoreOffer(ctx, row),
  });
  if (end === 'failed') await refreshOffer(ctx, row.account_id, row.entity_id);
}

/** Not signed in, or the environment not reachable yet: nothing went out, so a change being sent waits queued. */
async function clientOf(ctx: StepContext, accountId: string, resumed: boolean): Promise<MarketClient> {
  try {
    return await ctx.client(accountId);
  } catch (error) {
    if (!resumed && transient(error)) throw new NotYet('none');
    throw error;
  }
}

/** An edit that may have landed: read back; carried, it is sent; otherwise it goes out again. */
async function settleUnknown(
  client: MarketClient,
  row: ChangeRow,
  fields: OfferFields,
  request: unknown,
): Promise<EditStep> {
  const offer = await readOffer(client, row.entity_id);
  if (offer === null) return { kind: 'gone' };
  if (carries(offer, fields)) return { kind: 'sent', offer };
  return sendEdit(client, row.entity_id, request);
}

/** Where the marketplace's answer leaves the edit: sent or accepted go on; the rest refuse it or wait. */
function outcome(ctx: StepContext, row: ChangeRow, step: EditStep): EditAnswer {
  switch (step.kind) {
    case 'sent':
    case 'accepted':
      return step;
    case 'refused':
      throw new EditRefused(step.errors[0] ?? ctx.unexpected(new Error('refused')));
    case 'gone':
      throw new EditRefused({
        path: null,
        code: 'NOT_FOUND',
        userMessage: offerText.text('offerGone', ctx.language(), { id: row.entity_id }),
      });
    case 'finishedOtherwise':
      throw new EditRefused({
        path: null,
        code: 'CONFLICT',
        userMessage: offerText.text('finishedOtherwise', ctx.language(), { id: row.entity_id }),
      });
    case 'later':
      throw new NotYet(step.delivered, step.retryAfterMs);
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

/** Reads the offer again after a refusal, so the local copy holds the marketplace's values, not only the old. */
export async function refreshOffer(ctx: OfferStepContext, accountId: string, offerId: string): Promise<void> {
  try {
    const offer = await readOffer(await ctx.client(accountId), offerId);
    if (offer !== null) writeOffer(ctx, accountId, offer);
  } catch (error) {
    ctx.logger.info('an offer could not be read back after a refused change', { error: String(error) });
  }
}
