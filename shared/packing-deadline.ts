import { z } from 'zod';

/** A carrier's cut-off: the time of day (HH:MM, the station's clock) its courier takes the day's parcels. */
export const cutoffTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/** Cut-offs by the marketplace's carrier id (`INPOST`, `DPD`). */
export const carrierCutoffsSchema = z.record(z.string().min(1).max(100), cutoffTimeSchema);
export type CarrierCutoffs = z.infer<typeof carrierCutoffsSchema>;

/** An order whose parcel must leave within this long is due soon. */
export const dueSoonMs = 2 * 60 * 60 * 1000;

/** `time` (HH:MM) on the local day of `now`. */
export function cutoffOn(time: string, now: number): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const at = new Date(now);
  at.setHours(hours, minutes, 0, 0);
  return at.getTime();
}

/** The end of the local day of `now` (the next midnight). */
export function endOfDay(now: number): number {
  const at = new Date(now);
  at.setHours(24, 0, 0, 0);
  return at.getTime();
}

export interface LeavesBy {
  /** When the parcel must leave: the earlier of its dispatch deadline and the cut-off below. */
  leavesBy: number | null;
  /** Today's cut-off of the order's carrier, when the order is due today or earlier; else null. */
  cutoff: number | null;
}

/**
 * When an order's parcel must leave the station. An order due today or earlier goes with today's courier, so its
 * carrier's cut-off today bounds it; an order due on a later day is not pulled to today's cut-off. An order
 * without a deadline has no leaves-by, whatever its carrier.
 */
export function leavesBy(dispatchBy: number | null, cutoff: string | undefined, now: number): LeavesBy {
  if (dispatchBy === null) return { leavesBy: null, cutoff: null };
  if (cutoff === undefined || dispatchBy >= endOfDay(now)) return { leavesBy: dispatchBy, cutoff: null };
  const today = cutoffOn(cutoff, now);
  return { leavesBy: Math.min(dispatchBy, today), cutoff: today };
}

export type Urgency = 'late' | 'soon' | null;

/**
 * Late: the time to leave has passed. Due soon: it comes within `dueSoonMs`, or the order must go with today's
 * courier (its carrier has a cut-off today), which leaves no later day to pack it.
 */
export function urgencyOf(row: { leavesBy: string | null; cutoff: string | null }, now: number): Urgency {
  if (row.leavesBy === null) return null;
  const at = Date.parse(row.leavesBy);
  if (at <= now) return 'late';
  return at - now <= dueSoonMs || row.cutoff !== null ? 'soon' : null;
}
