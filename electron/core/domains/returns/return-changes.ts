import { randomUUID } from 'node:crypto';
import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import type { Change } from '../../../../shared/outbox';
import { rejectableStatuses, type RefundDraft, type RejectionCode } from '../../../../shared/returns';
import { iso } from '../../kernel/time/iso';
import { returnText } from './messages';
import { amountOf, cents, refundBasis } from './refund-basis';
import type { ReturnsRepo } from './returns-repo';

export interface ReturnChangeDeps extends ChangeBuilderDeps {
  returns: ReturnsRepo;
}

const MONEY = /^\d+(\.\d{1,2})?$/;

/**
 * The rejection of a return and a refund of a payment: each is checked against the local copy, shown there at
 * once and stored in the outbox in one transaction; the worker sends it (return-step.ts).
 */
export function createReturnChanges(deps: ReturnChangeDeps) {
  const { db, changes, returns } = deps;

  function done(id: number): Change {
    deps.changed(['customer_returns', 'outbox']);
    deps.wake();
    return deps.view(id);
  }

  /** Rejects the refund of a return with a code, and a reason (required with REFUND_REJECTED). */
  function rejectReturn(
    accountId: string,
    returnId: string,
    code: RejectionCode,
    reason: string | null,
  ): Change {
    const language = deps.language();
    const text = reason?.trim() ?? '';
    if (code === 'REFUND_REJECTED' && text === '')
      throw returnText.error('VALIDATION_FAILED', 'reasonRequired', language);
    if (text.length > 250) throw returnText.error('VALIDATION_FAILED', 'reasonLength', language);
    const id = db.transaction(() => {
      const found = returns.getReturn(accountId, returnId);
      if (!found) throw returnText.error('NOT_FOUND', 'returnUnknown', language, { id: returnId });
      if (found.waiting) throw returnText.error('CONFLICT', 'rejectionWaiting', language);
      if (!rejectableStatuses.includes(found.status))
        throw returnText.error('CONFLICT', 'notRejectable', language);
      const rejection = { code, reason: text === '' ? null : text };
      returns.setRejection(accountId, returnId, 'REJECTED', rejection);
      return changes.insert(
        {
          accountId,
          entityType: 'return',
          entityId: returnId,
          kind: 'return.reject',
          batchId: null,
          fields: { rejection, label: found.referenceNumber ?? found.buyerLogin ?? returnId },
          previous: { returnStatus: found.status, rejection: found.rejection },
          request: { rejection },
        },
        deps.now(),
      );
    })();
    return done(id);
  }

  /**
   * A refund of the order's payment: line items by quantity and the delivery, each at most what is still
   * refundable by the local copy (the marketplace checks again, and its 422 stays on the change). It waits under a
   * local id until the marketplace answers; its command id lets the marketplace recognise a repeated request.
   */
  function createRefund(accountId: string, draft: RefundDraft): Change {
    const language = deps.language();
    if (draft.comment && draft.comment.length > 250)
      throw returnText.error('VALIDATION_FAILED', 'commentLength', language);
    const id = db.transaction(() => {
      const basis = refundBasis(db, accountId, draft.orderId);
      if (!basis) throw returnText.error('NOT_FOUND', 'orderUnknown', language, { id: draft.orderId });
      if (!basis.paymentId) throw returnText.error('CONFLICT', 'notPaid', language);
      let total = 0;
      const lineItems = draft.lineItems
        .filter((li) => li.quantity > 0)
        .map((li) => {
          const line = basis.lineItems.find((l) => l.lineItemId === li.lineItemId);
          if (!line)
            throw returnText.error('VALIDATION_FAILED', 'lineItemUnknown', language, { id: li.lineItemId });
          if (li.quantity > line.refundable)
            throw returnText.error('VALIDATION_FAILED', 'quantity', language, {
              name: line.name,
              max: line.refundable,
            });
          total += cents(line.price) * li.quantity;
          return { id: li.lineItemId, type: 'QUANTITY', quantity: li.quantity };
        });
      let delivery: string | null = null;
      if (draft.delivery !== null && draft.delivery !== '' && cents(draft.delivery) > 0) {
        if (!MONEY.test(draft.delivery) || cents(draft.delivery) > cents(basis.delivery.refundable))
          throw returnText.error('VALIDATION_FAILED', 'delivery', language, {
            max: `${basis.delivery.refundable} ${basis.currency}`,
          });
        delivery = amountOf(cents(draft.delivery));
        total += cents(delivery);
      }
      if (total <= 0) throw returnText.error('VALIDATION_FAILED', 'nothing', language);
      const body = {
        payment: { id: basis.paymentId },
        order: { id: draft.orderId },
        commandId: randomUUID(),
        reason: draft.reason,
        lineItems,
        ...(delivery !== null ? { delivery: { value: { amount: delivery, currency: basis.currency } } } : {}),
        ...(draft.comment?.trim() ? { sellerComment: draft.comment.trim() } : {}),
      };
      const localId = `local-${randomUUID()}`;
      const now = deps.now();
      const refund = { total: amountOf(total), currency: basis.currency, orderId: draft.orderId };
      returns.putRefund(
        accountId,
        {
          id: localId,
          paymentId: basis.paymentId,
          orderId: draft.orderId,
          returnId: draft.returnId,
          status: 'NEW',
          reason: draft.reason,
          total: { amount: refund.total, currency: refund.currency },
          createdAt: iso(now),
        },
        body,
        now,
      );
      return changes.insert(
        {
          accountId,
          entityType: 'refund',
          entityId: localId,
          kind: 'refund.create',
          batchId: null,
          fields: { refund, label: `${refund.total} ${refund.currency} · ${draft.orderId}` },
          previous: {},
          request: body,
        },
        now,
      );
    })();
    return done(id);
  }

  return { rejectReturn, createRefund };
}

export type ReturnChanges = ReturnType<typeof createReturnChanges>;
