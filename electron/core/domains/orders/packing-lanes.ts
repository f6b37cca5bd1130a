import { endOfDay, cutoffOn, type CarrierCutoffs } from '../../../../shared/packing-deadline';
import type { PackingLane } from '../../../../shared/shipping';
import { placeholders } from '../../db/statements';

/** A parcel the marketplace has made (its label can be fetched or is stored). */
const made = `s.state IN ('created', 'labelled', 'done')`;

/** A label of the parcel went to a printer (sent to it, or confirmed printed). */
const labelPrinted = `EXISTS (SELECT 1 FROM print_jobs j WHERE j.source_type = 'shipment'
  AND j.source_id = CAST(s.id AS TEXT) AND j.kind = 'label' AND j.state IN ('sent', 'done'))`;

/** Orders whose parcels still matter to the station: not superseded, neither cancelled nor finished. */
const open = `o.account_id = ? AND o.superseded_by IS NULL AND o.status = 'READY_FOR_PROCESSING'
  AND coalesce(o.fulfillment_status, 'NEW') NOT IN ('PICKED_UP', 'CANCELLED', 'RETURNED')`;

/**
 * Handed over: a pickup the carrier confirmed holds the parcel, or the day's protocol (or our hand-over list) of its
 * carrier was printed after its label was stored; that protocol lists it (see HandOver.protocols, by label day).
 */
const handedOver = `(EXISTS (SELECT 1 FROM pickup_requests p, json_each(p.parcel_ids) e
    WHERE p.account_id = s.account_id AND p.state = 'done' AND e.value = s.parcel_id)
  OR EXISTS (SELECT 1 FROM print_jobs j WHERE j.source_type IN ('protocol', 'handOverList')
    AND j.source_id = s.account_id || ':' || date(l.created_at / 1000, 'unixepoch', 'localtime') || ':'
      || coalesce(s.carrier_id, '')
    AND j.kind = 'protocol' AND j.state IN ('sent', 'done') AND j.created_at >= l.created_at))`;

/**
 * A parcel left uncollected longer than this is a matter for the carrier's tracking, not the station's day (a
 * locker parcel the seller took there has neither a pickup nor a protocol, and would otherwise stay for ever).
 */
const collectWindowMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The orders of a lane other than "to pack", from the parcels made here (the local copy knows no other's labels):
 * - noLabel: a parcel is made, and no label of it went to a printer (auto-print off, the printer failed);
 * - notSent: its label was printed, and the order is not SENT on the marketplace yet;
 * - notCollected: SENT, its parcel's label stored within the last days and printed (one without is still in
 *   noLabel: no courier takes a box without its label), and neither a confirmed pickup nor a printed protocol
 *   covers the parcel.
 * An order whose parcels stand apart (two parcels, one printed) can be in two lanes: each parcel is in its own.
 */
export function laneWhere(lane: Exclude<PackingLane, 'toPack'>, accountId: string, now: number) {
  const parcels = (condition: string) =>
    `o.id IN (SELECT s.order_id FROM shipments s WHERE s.account_id = ? AND ${condition})`;
  switch (lane) {
    case 'noLabel':
      return {
        sql: `${open} AND ${parcels(`${made} AND NOT ${labelPrinted}`)}`,
        params: [accountId, accountId],
      };
    case 'notSent':
      return {
        sql: `${open} AND coalesce(o.fulfillment_status, 'NEW') <> 'SENT' AND ${parcels(`${made} AND ${labelPrinted}`)}`,
        params: [accountId, accountId],
      };
    case 'notCollected':
      return {
        sql: `${open} AND o.fulfillment_status = 'SENT' AND o.id IN (SELECT s.order_id FROM shipments s
          JOIN shipment_labels l ON l.shipment_id = s.id
          WHERE s.account_id = ? AND s.state = 'done' AND l.created_at >= ? AND ${labelPrinted}
            AND NOT ${handedOver})`,
        params: [accountId, accountId, now - collectWindowMs],
      };
  }
}

/** Milliseconds since the epoch of the order's dispatch deadline; null without one. */
export const dispatchMs = `unixepoch(json_extract(o.raw, '$.delivery.time.dispatch.to'), 'subsec') * 1000`;

/**
 * The leaves-by of packing-deadline.ts in SQL, so the queue's pages sort by it: for the delivery methods of each
 * carrier with a cut-off, an order due before the day ends leaves by the earlier of its deadline and the cut-off.
 */
export function leavesBySql(
  carriers: Map<string, string>,
  cutoffs: CarrierCutoffs,
  now: number,
): { sql: string; params: unknown[] } {
  const methods = new Map<string, string[]>();
  for (const [method, carrier] of carriers)
    if (cutoffs[carrier] !== undefined) methods.set(carrier, [...(methods.get(carrier) ?? []), method]);
  if (methods.size === 0) return { sql: dispatchMs, params: [] };
  const cases: string[] = [];
  const params: unknown[] = [];
  for (const [carrier, ids] of methods) {
    cases.push(`WHEN o.delivery_method_id IN (${placeholders(ids.length)}) THEN min(${dispatchMs}, ?)`);
    params.push(...ids, cutoffOn(cutoffs[carrier]!, now));
  }
  return {
    sql: `CASE WHEN ${dispatchMs} >= ? THEN ${dispatchMs} ${cases.join(' ')} ELSE ${dispatchMs} END`,
    params: [endOfDay(now), ...params],
  };
}
