import { randomUUID } from 'node:crypto';
import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import { isLocalClaim, withdrawable, type ClaimRefusal } from '../../../../shared/claims';
import { CLAIM_UNPAID_AFTER_DAYS, CLAIM_WINDOW_DAYS } from '../../../../shared/claims';
import type { ErrorCode } from '../../../../shared/errors';
import type { Change } from '../../../../shared/outbox';
import type { Db } from '../../db/open';
import { iso } from '../../kernel/time/iso';
import { createClaimsRepo } from './claims-repo';
import { claimText } from './messages';
import { orderForClaims, refusalOf } from './qualification';
import { queueChange } from '../queue-change';

export type ClaimChangeDeps = ChangeBuilderDeps;

const refusalCode: Record<ClaimRefusal, ErrorCode> = {
  paid: 'VALIDATION_FAILED',
  tooEarly: 'VALIDATION_FAILED',
  tooLate: 'VALIDATION_FAILED',
  merged: 'VALIDATION_FAILED',
  claimed: 'CONFLICT',
};

/**
 * A new commission refund claim and the withdrawal of one: each is checked against the local copy, shown there at
 * once and stored in the outbox in one transaction; the worker sends it (claim-step.ts).
 */
export function createClaimChanges(deps: ClaimChangeDeps) {
  const { db, changes } = deps;
  const claims = createClaimsRepo(db);

  function done(id: number): Change {
    deps.changed(['refund_claims', 'outbox']);
    deps.wake();
    return deps.view(id);
  }

  /** A claim for `quantity` of an order's line item; it waits under a local id until the marketplace gives one. */
  function createClaim(accountId: string, orderId: string, lineItemId: string, quantity: number): Change {
    const language = deps.language();
    const id = db.transaction(() => {
      const order = orderForClaims(db, accountId, orderId);
      if (!order) throw claimText.error('NOT_FOUND', 'orderUnknown', language, { id: orderId });
      const item = order.items.find((i) => i.lineItemId === lineItemId);
      if (!item) throw claimText.error('NOT_FOUND', 'lineItemUnknown', language);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > item.quantity)
        throw claimText.error('VALIDATION_FAILED', 'quantity', language, { max: item.quantity });
      const now = deps.now();
      const refusal = refusalOf(order, item, claims.countingFor(accountId, lineItemId) > 0, now);
      if (refusal) {
        const days = refusal === 'tooEarly' ? CLAIM_UNPAID_AFTER_DAYS : CLAIM_WINDOW_DAYS;
        throw claimText.error(refusalCode[refusal], refusal, language, { days });
      }
      const localId = `local-${randomUUID()}`;
      const request = { lineItem: { id: lineItemId }, quantity };
      claims.put(
        accountId,
        {
          id: localId,
          status: 'IN_PROGRESS',
          type: 'MANUAL',
          quantity,
          commission: null,
          buyerId: order.buyerId,
          buyerLogin: order.buyerLogin,
          lineItemId,
          offerId: item.offerId,
          createdAt: iso(now),
          orderId,
          raw: JSON.stringify(request),
        },
        now,
      );
      return queueChange(
        changes,
        {
          accountId,
          entityType: 'claim',
          entityId: localId,
          kind: 'claim.create',
          fields: { claim: item.offerTitle ?? lineItemId, quantity },
          previous: {},
          request,
        },
        now,
      );
    })();
    return done(id);
  }

  /** Withdraws a claim still being processed; the list shows it withdrawn at once. */
  function withdrawClaim(accountId: string, claimId: string): Change {
    const language = deps.language();
    const id = db.transaction(() => {
      const row = claims.get(accountId, claimId);
      if (!row) throw claimText.error('NOT_FOUND', 'claimUnknown', language, { id: claimId });
      if (isLocalClaim(claimId)) throw claimText.error('CONFLICT', 'claimWaiting', language);
      if (!withdrawable(row.status)) throw claimText.error('CONFLICT', 'notWithdrawable', language);
      claims.setStatus(accountId, claimId, 'CANCELLED');
      return queueChange(
        changes,
        {
          accountId,
          entityType: 'claim',
          entityId: claimId,
          kind: 'claim.withdraw',
          fields: {
            claim: titleOf(db, accountId, row.offer_id) ?? row.line_item_id,
            claimStatus: 'CANCELLED',
          },
          previous: { claimStatus: row.status },
        },
        deps.now(),
      );
    })();
    return done(id);
  }

  return { createClaim, withdrawClaim };
}

const titleOf = (db: Db, accountId: string, offerId: string | null): string | null =>
  offerId === null
    ? null
    : (db
        .prepare<[string, string], { name: string }>(
          'SELECT name FROM offers WHERE account_id = ? AND id = ?',
        )
        .get(accountId, offerId)?.name ?? null);

export type ClaimChanges = ReturnType<typeof createClaimChanges>;
