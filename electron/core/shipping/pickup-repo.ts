import type { PickupSlot } from '../../../shared/shipping';
import type { FieldError } from '../../../shared/errors';
import type { Db } from '../db/open';
import type { ShippingFamily } from '../market/environments/environments';

export interface PickupRequestRow {
  id: number;
  account_id: string;
  command_id: string;
  family: ShippingFamily;
  parcel_ids: string;
  slot: string | null;
  state: 'requested' | 'done' | 'failed';
  pickup_id: string | null;
  errors: string;
  created_at: number;
  updated_at: number;
}

export interface NewPickupRequest {
  accountId: string;
  commandId: string;
  family: ShippingFamily;
  parcelIds: string[];
  slot: PickupSlot | null;
}

/** The parcels of a request as stored: sorted, so the same parcels always give the same text. */
export const parcelKey = (parcelIds: readonly string[]): string => JSON.stringify([...parcelIds].sort());

/**
 * Courier pickup requests sent from here.
 * Invariants:
 * - a row, with its `command_id`, is committed before its command is first sent; the id never changes, so a
 *   request whose answer was lost is settled by reading it back or sending that same id again;
 * - 'requested' is the only state with work left; it moves once, to 'done' or 'failed', by an UPDATE guarded by
 *   that state;
 * - `parcel_ids` and `slot` are what was (or will be) sent, and are never changed.
 */
export function createPickupRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO pickup_requests (account_id, command_id, family, parcel_ids, slot, state, created_at, updated_at)
     VALUES (@accountId, @commandId, @family, @parcelIds, @slot, 'requested', @now, @now)`,
  );
  const byId = db.prepare<[number], PickupRequestRow>('SELECT * FROM pickup_requests WHERE id = ?');
  const open = db.prepare<[string, string], PickupRequestRow>(
    `SELECT * FROM pickup_requests WHERE account_id = ? AND family = ? AND state = 'requested' ORDER BY id`,
  );
  const booked = db.prepare<[string], { parcel_ids: string; slot: string | null }>(
    `SELECT parcel_ids, slot FROM pickup_requests WHERE account_id = ? AND state = 'done' ORDER BY id`,
  );
  const done = db.prepare(
    `UPDATE pickup_requests SET state = 'done', pickup_id = @pickupId, errors = '[]', updated_at = @now
     WHERE id = @id AND state = 'requested'`,
  );
  const failed = db.prepare(
    `UPDATE pickup_requests SET state = 'failed', errors = @errors, updated_at = @now
     WHERE id = @id AND state = 'requested'`,
  );
  const ok = (result: { changes: number }): boolean => result.changes === 1;

  return {
    insert(request: NewPickupRequest, now: number): PickupRequestRow {
      const { lastInsertRowid } = insert.run({
        accountId: request.accountId,
        commandId: request.commandId,
        family: request.family,
        parcelIds: parcelKey(request.parcelIds),
        slot: request.slot ? JSON.stringify(request.slot) : null,
        now,
      });
      return byId.get(Number(lastInsertRowid))!;
    },
    get: (id: number): PickupRequestRow | undefined => byId.get(id),
    /** Requests of the account whose outcome is not known yet, oldest first. */
    open: (accountId: string, family: ShippingFamily): PickupRequestRow[] => open.all(accountId, family),
    /** The parcels a courier is already booked for, each with the slot it was booked in. */
    bookedParcels(accountId: string): Map<string, PickupSlot | null> {
      const parcels = new Map<string, PickupSlot | null>();
      for (const row of booked.all(accountId)) {
        const slot = row.slot ? (JSON.parse(row.slot) as PickupSlot) : null;
        for (const id of JSON.parse(row.parcel_ids) as string[]) parcels.set(id, slot);
      }
      return parcels;
    },
    markDone: (id: number, pickupId: string | null, now: number): boolean =>
      ok(done.run({ id, pickupId, now })),
    markFailed: (id: number, errors: FieldError[], now: number): boolean =>
      ok(failed.run({ id, errors: JSON.stringify(errors), now })),
  };
}

export type PickupRepo = ReturnType<typeof createPickupRepo>;
