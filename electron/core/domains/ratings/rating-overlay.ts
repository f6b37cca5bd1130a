import type { RatingFields } from '../../../../shared/outbox';
import type { Db } from '../../db/open';
import type { RatingRecord } from './rating-records';
import { createChangeRepo } from '../../outbox/change-repo';

/** An answer or a removal request as the rating's JSON holds it; `createdAt` null while it waits. */
export interface RatingText {
  createdAt: string | null;
  message: string;
}

/** What to write into a rating's JSON: a key left out stays, null removes the answer or the request. */
export interface RatingPatch {
  answer?: RatingText | null;
  request?: RatingText | null;
}

/** The rating's JSON with the patch applied (the marketplace's v1 shape: `answer`, `removal.request`). */
export function patchedRaw(raw: string, patch: RatingPatch): string {
  const body = JSON.parse(raw) as Record<string, unknown>;
  if (patch.answer !== undefined) body.answer = patch.answer;
  if (patch.request !== undefined) {
    const removal = body.removal && typeof body.removal === 'object' ? body.removal : {};
    body.removal = {
      ...removal,
      request: patch.request === null ? null : { ...patch.request, source: 'SELLER' },
    };
  }
  return JSON.stringify(body);
}

/** The seller's waiting values as a patch: shown at once, without the marketplace's time. */
export function waitingPatch(fields: RatingFields): RatingPatch {
  const patch: RatingPatch = {};
  if (fields.answer !== undefined) patch.answer = { createdAt: null, message: fields.answer };
  if (fields.removal !== undefined) patch.request = { createdAt: null, message: fields.removal };
  return patch;
}

/**
 * What the sync writes for a rating: the marketplace's record with the seller's waiting answer or removal request
 * laid over it, so a sync never hides a change still on its way.
 */
export function createRatingOverlay(db: Db) {
  const changes = createChangeRepo(db);
  return {
    /** Whether the account has any waiting rating change (once per page: most pages have none). */
    active: (accountId: string): boolean => changes.anyOpen(accountId, 'rating'),
    apply(accountId: string, record: RatingRecord): RatingRecord {
      const fields = changes.openFields(accountId, 'rating', record.id);
      if (Object.keys(fields).length === 0) return record;
      return {
        ...record,
        answered: record.answered || fields.answer !== undefined,
        raw: patchedRaw(record.raw, waitingPatch(fields)),
      };
    },
  };
}
