import { fulfillmentStatuses } from '../../../../shared/orders';
import type { Change } from '../../../../shared/outbox';
import { OTHER_CARRIER, trackingLimits, type TrackingInput } from '../../../../shared/tracking';
import type { Language } from '../../../../shared/settings';
import type { ChangeBuilderDeps } from '../../outbox/builder-deps';
import { arr, obj, str } from '../../market/records/json';
import { queueChange } from '../queue-change';
import { storedCarriers } from './tracking-carriers';
import { trackingText } from './tracking-text';

interface LocalOrder {
  fulfillmentStatus: string | null;
  lineItemIds: string[];
}

/** The marketplace's body for the tracking number, checked as it would check it where the local copy can tell. */
function trackingRequest(
  input: TrackingInput,
  order: LocalOrder,
  carriers: string[] | null,
  language: Language,
) {
  const waybill = input.waybill.trim();
  if (waybill === '' || waybill.length > trackingLimits.waybillMax)
    throw trackingText.error('VALIDATION_FAILED', 'waybill', language, { max: trackingLimits.waybillMax });
  const carrierId = input.carrierId.trim();
  if (carrierId === '') throw trackingText.error('VALIDATION_FAILED', 'carrierMissing', language);
  if (carrierId !== OTHER_CARRIER && carriers !== null && !carriers.includes(carrierId))
    throw trackingText.error('VALIDATION_FAILED', 'carrierUnknown', language, { id: carrierId });
  const carrierName = carrierId === OTHER_CARRIER ? (input.carrierName ?? '').trim() : null;
  if (carrierName !== null && (carrierName === '' || carrierName.length > trackingLimits.carrierNameMax))
    throw trackingText.error('VALIDATION_FAILED', 'carrierName', language, {
      max: trackingLimits.carrierNameMax,
    });
  const chosen = [...new Set(input.lineItemIds ?? [])];
  const unknown = chosen.find((id) => !order.lineItemIds.includes(id));
  if (unknown !== undefined)
    throw trackingText.error('VALIDATION_FAILED', 'lineItemUnknown', language, { id: unknown });
  // Every item chosen is the whole order, which the marketplace takes without a list.
  const lineItemIds = chosen.length > 0 && chosen.length < order.lineItemIds.length ? chosen : null;
  return {
    fields: { waybill, carrierId, carrierName, lineItemIds },
    request: {
      carrierId,
      waybill,
      ...(carrierName !== null ? { carrierName } : {}),
      ...(lineItemIds ? { lineItems: lineItemIds.map((id) => ({ id })) } : {}),
    },
  };
}

/**
 * An order sent another way: a tracking number added by hand and the fulfillment status set by hand. Each is checked
 * against the local copy and stored in the outbox (both in one transaction, the number first, so the status follows
 * it); the worker sends them (tracking-step.ts) and the order's detail shows them waiting until then.
 */
export function createTrackingChanges(deps: ChangeBuilderDeps) {
  const { db, changes } = deps;
  const orderOf = db.prepare<[string, string], { fulfillment_status: string | null; raw: string }>(
    'SELECT fulfillment_status, raw FROM orders WHERE account_id = ? AND id = ?',
  );

  function localOrder(accountId: string, orderId: string, language: Language): LocalOrder {
    const row = orderOf.get(accountId, orderId);
    if (!row) throw trackingText.error('NOT_FOUND', 'orderUnknown', language, { id: orderId });
    const lineItemIds = arr(obj(JSON.parse(row.raw))?.lineItems).flatMap((li) => str(obj(li)?.id) ?? []);
    return { fulfillmentStatus: row.fulfillment_status, lineItemIds };
  }

  function queueStatus(
    accountId: string,
    orderId: string,
    order: LocalOrder,
    status: string,
    now: number,
    afterChange?: number,
  ) {
    return queueChange(
      changes,
      {
        accountId,
        entityType: 'order',
        entityId: orderId,
        kind: 'order.status',
        fields:
          afterChange === undefined
            ? { fulfillmentStatus: status }
            : { fulfillmentStatus: status, afterChange },
        previous: order.fulfillmentStatus === null ? {} : { fulfillmentStatus: order.fulfillmentStatus },
        request: { status },
      },
      now,
    );
  }

  function done(ids: number[]): Change[] {
    deps.changed(['orders', 'outbox']);
    deps.wake();
    return ids.map((id) => deps.view(id));
  }

  /** A tracking number for the order or some of its line items; with `markSent`, the order marked SENT after it. */
  function track(accountId: string, orderId: string, input: TrackingInput): Change[] {
    const language = deps.language();
    const ids = db.transaction(() => {
      const order = localOrder(accountId, orderId, language);
      const carriers = storedCarriers(db, accountId)?.map((c) => c.id) ?? null;
      const { fields, request } = trackingRequest(input, order, carriers, language);
      const now = deps.now();
      const tracking = queueChange(
        changes,
        {
          accountId,
          entityType: 'order',
          entityId: orderId,
          kind: 'order.tracking',
          fields,
          previous: {},
          request,
        },
        now,
      );
      return input.markSent
        ? [tracking, queueStatus(accountId, orderId, order, 'SENT', now, tracking)]
        : [tracking];
    })();
    return done(ids);
  }

  /** The order's fulfillment status set by hand (RETURNED is the marketplace's own). */
  function setStatus(accountId: string, orderId: string, status: string): Change[] {
    const language = deps.language();
    if (!(fulfillmentStatuses as readonly string[]).includes(status) || status === 'RETURNED')
      throw trackingText.error('VALIDATION_FAILED', 'status', language, { status });
    const id = db.transaction(() =>
      queueStatus(accountId, orderId, localOrder(accountId, orderId, language), status, deps.now()),
    )();
    return done([id]);
  }

  return { track, setStatus };
}

export type TrackingChanges = ReturnType<typeof createTrackingChanges>;
