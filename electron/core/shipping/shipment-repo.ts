import type { LabelFormat, ShipmentState } from '../../../shared/shipping';
import type { FieldError } from '../../../shared/errors';
import type { Db } from '../db/open';
import type { ShippingFamily } from '../market/environments/environments';

export interface ShipmentRow {
  id: number;
  account_id: string;
  order_id: string;
  command_id: string;
  family: ShippingFamily;
  state: ShipmentState;
  parcel_id: string | null;
  waybills: string;
  carrier_id: string | null;
  label_format: LabelFormat;
  page_size: 'A4' | 'A6';
  draft: string;
  input: string | null;
  errors: string;
  additional: 0 | 1;
  print: 0 | 1 | null;
  printer_id: string | null;
  attempts: number;
  next_check_at: number | null;
  claimed_until: number | null;
  claimed_by: string | null;
  sent_at: number | null;
  cancel_command_id: string | null;
  created_at: number;
  updated_at: number;
  /** Shared by the parts of one order's parcel made by several commands; null for a parcel of one command. */
  part_group: string | null;
  part: number;
  parts: number;
  /** JSON: the carrier's own number of each package, null where it has not come yet. */
  carrier_waybills: string;
  carrier_check_at: number | null;
  carrier_checks: number;
  /** The label check (migration 087): waiting for the waybill's scan from the box, confirmed, or none. */
  label_check: 'waiting' | 'confirmed' | null;
}

export interface NewShipment {
  accountId: string;
  orderId: string;
  commandId: string;
  family: ShippingFamily;
  state: 'waiting' | 'creating';
  labelFormat: LabelFormat;
  pageSize: 'A4' | 'A6';
  draft: string;
  input: string | null;
  additional: boolean;
  print: boolean | null;
  printerId: string | null;
  /** Absent for a parcel made by one command (part 1 of 1). */
  part?: { group: string; part: number; parts: number };
  /** Its label is confirmed by a scan of its waybill before the order is finished (absent: no check). */
  labelCheck?: boolean;
}

/** What the marketplace says of a made parcel; `carrierCheckAt` is when to read it again for missing numbers. */
export interface CreatedParcel {
  parcelId: string;
  waybills: string[];
  carrierId: string | null;
  carrierWaybills?: (string | null)[];
  carrierCheckAt?: number | null;
}

/** States in which a parcel still has work to do on its own. */
export const activeStates: readonly ShipmentState[] = [
  'waiting',
  'creating',
  'pending',
  'created',
  'labelled',
];

/**
 * The parcels made here. A parcel with `next_check_at` NULL is parked: it waits for the seller (retry, cancel).
 * Invariants:
 * - `command_id` is set once, at insert, and never changed: a retry sends the same id;
 * - `input` is written before the command is first sent (state 'creating'), and never changed after;
 * - every state change is one UPDATE guarded by the state it leaves, so two workers cannot both move a parcel;
 * - a label is stored together with the move to 'labelled', in one transaction;
 * - only one worker at a time holds a parcel (`claimed_until`); a claim runs out on its own after a crash.
 */
export function createShipmentRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO shipments (account_id, order_id, command_id, family, state, label_format, page_size, draft, input,
       additional, print, printer_id, next_check_at, created_at, updated_at, part_group, part, parts, label_check)
     VALUES (@accountId, @orderId, @commandId, @family, @state, @labelFormat, @pageSize, @draft, @input,
       @additional, @print, @printerId, @now, @now, @now, @group, @part, @parts, @labelCheck)`,
  );
  const byId = db.prepare<[number], ShipmentRow>('SELECT * FROM shipments WHERE id = ?');
  const byOrder = db.prepare<[string, string], ShipmentRow>(
    'SELECT * FROM shipments WHERE account_id = ? AND order_id = ? ORDER BY id DESC',
  );
  const byParcel = db.prepare<[string], ShipmentRow>('SELECT * FROM shipments WHERE parcel_id = ?');
  const due = db.prepare<[number, number], ShipmentRow>(
    `SELECT * FROM shipments WHERE state IN ('waiting', 'creating', 'pending', 'created', 'labelled')
       AND next_check_at IS NOT NULL AND next_check_at <= ? AND (claimed_until IS NULL OR claimed_until < ?)
     ORDER BY id`,
  );
  const nextDue = db.prepare<[], { at: number | null }>(
    `SELECT min(next_check_at) AS at FROM shipments
     WHERE state IN ('waiting', 'creating', 'pending', 'created', 'labelled')`,
  );
  const unfinished = db.prepare<[], ShipmentRow>(
    `SELECT * FROM shipments WHERE state IN ('waiting', 'creating', 'pending', 'created', 'labelled')
       AND next_check_at IS NOT NULL ORDER BY id`,
  );
  const claim = db.prepare(
    `UPDATE shipments SET claimed_until = @until, claimed_by = @owner
     WHERE id = @id AND (claimed_until IS NULL OR claimed_until < @now OR claimed_by = @owner)`,
  );
  const release = db.prepare('UPDATE shipments SET claimed_until = NULL, claimed_by = NULL WHERE id = ?');
  const claimants = db.prepare<[number], { claimed_by: string }>(
    'SELECT DISTINCT claimed_by FROM shipments WHERE claimed_until >= ? AND claimed_by IS NOT NULL',
  );
  const releaseOwner = db.prepare(
    'UPDATE shipments SET claimed_until = NULL, claimed_by = NULL WHERE claimed_by = ?',
  );
  const move = db.prepare(
    `UPDATE shipments SET state = @to, updated_at = @now, next_check_at = @next, attempts = @attempts,
       errors = coalesce(@errors, errors)
     WHERE id = @id AND state = @from`,
  );
  const sending = db.prepare(
    `UPDATE shipments SET state = 'creating', input = @input, sent_at = coalesce(sent_at, @now), updated_at = @now,
       next_check_at = @now, attempts = 0, errors = '[]'
     WHERE id = @id AND state = 'waiting'`,
  );
  const created = db.prepare(
    `UPDATE shipments SET state = 'created', parcel_id = @parcelId, waybills = @waybills, carrier_id = @carrierId,
       carrier_waybills = @carrierWaybills, carrier_check_at = @carrierCheckAt, carrier_checks = 0,
       updated_at = @now, next_check_at = @now, attempts = 0, errors = '[]'
     WHERE id = @id AND state IN ('creating', 'pending')`,
  );
  const carrierDue = db.prepare<[number, number], ShipmentRow>(
    `SELECT * FROM shipments WHERE carrier_check_at IS NOT NULL AND carrier_check_at <= ?
       AND state IN ('created', 'labelled', 'done') AND (claimed_until IS NULL OR claimed_until < ?)
     ORDER BY carrier_check_at`,
  );
  const carrierNumbers = db.prepare(
    `UPDATE shipments SET carrier_waybills = @numbers, carrier_check_at = @next, carrier_checks = @checks,
       updated_at = @now
     WHERE id = @id`,
  );
  const earlierPart = db.prepare<[string, number], ShipmentRow>(
    'SELECT * FROM shipments WHERE part_group = ? AND part < ? ORDER BY part DESC LIMIT 1',
  );
  const putLabel = db.prepare(
    `INSERT INTO shipment_labels (shipment_id, format, bytes, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (shipment_id) DO NOTHING`,
  );
  const labelled = db.prepare(
    `UPDATE shipments SET state = 'labelled', updated_at = @now, next_check_at = @now, attempts = 0
     WHERE id = @id AND state = 'created'`,
  );
  // Parked while the label waits for its box: nothing more is done on its own until the waybill is scanned.
  const awaitBox = db.prepare(
    `UPDATE shipments SET updated_at = @now, next_check_at = NULL, attempts = 0, errors = @errors
     WHERE id = @id AND state = 'labelled' AND label_check = 'waiting'`,
  );
  const confirmBox = db.prepare(
    `UPDATE shipments SET label_check = 'confirmed', updated_at = @now, next_check_at = @now, attempts = 0
     WHERE id = @id AND state = 'labelled' AND label_check = 'waiting'`,
  );
  const label = db.prepare<[number], { format: LabelFormat; bytes: Buffer; created_at: number }>(
    'SELECT format, bytes, created_at FROM shipment_labels WHERE shipment_id = ?',
  );
  const setCancelCommand = db.prepare(
    'UPDATE shipments SET cancel_command_id = coalesce(cancel_command_id, ?), updated_at = ? WHERE id = ?',
  );
  const cancelled = db.prepare(
    `UPDATE shipments SET state = 'cancelled', updated_at = @now, next_check_at = NULL
     WHERE id = @id AND state IN ('created', 'labelled', 'done', 'waiting', 'failed')`,
  );
  const setErrors = db.prepare('UPDATE shipments SET errors = ?, updated_at = ? WHERE id = ?');
  const retryNow = db.prepare(
    `UPDATE shipments SET next_check_at = ?, attempts = 0, updated_at = ?
     WHERE id = ? AND state IN ('waiting', 'creating', 'pending', 'created', 'labelled')`,
  );
  // Parcels waiting for the connection are tried at once when it returns, whatever their backoff said.
  const wake = db.prepare(
    `UPDATE shipments SET next_check_at = ? WHERE state IN ('waiting', 'creating') AND next_check_at > ?`,
  );
  const lastInput = db.prepare<[string, string], { input: string }>(
    `SELECT input FROM shipments WHERE account_id = ? AND family = ? AND input IS NOT NULL
       AND state IN ('created', 'labelled', 'done') ORDER BY id DESC LIMIT 1`,
  );
  const forDay = db.prepare<[string, number, number], ShipmentRow>(
    `SELECT s.* FROM shipments s JOIN shipment_labels l ON l.shipment_id = s.id
     WHERE s.account_id = ? AND s.state IN ('labelled', 'done') AND l.created_at >= ? AND l.created_at < ?
     ORDER BY s.id`,
  );
  const cancelledIn = db.prepare<[string, number, number], ShipmentRow>(
    `SELECT * FROM shipments WHERE account_id = ? AND state = 'cancelled' AND updated_at >= ? AND updated_at < ?
     ORDER BY id`,
  );

  const ok = (result: { changes: number }): boolean => result.changes === 1;
  const insertParams = (row: NewShipment, now: number) => {
    const { part, labelCheck, ...rest } = row;
    return {
      ...rest,
      labelCheck: labelCheck ? 'waiting' : null,
      additional: row.additional ? 1 : 0,
      print: row.print === null ? null : row.print ? 1 : 0,
      group: part?.group ?? null,
      part: part?.part ?? 1,
      parts: part?.parts ?? 1,
      now,
    };
  };

  return {
    insert: (row: NewShipment, now: number): number =>
      Number(insert.run(insertParams(row, now)).lastInsertRowid),
    /** The parts of one parcel, all stored before any is sent, in one transaction. */
    insertAll: db.transaction((rows: NewShipment[], now: number): number[] =>
      rows.map((row) => Number(insert.run(insertParams(row, now)).lastInsertRowid)),
    ),
    get: (id: number): ShipmentRow | undefined => byId.get(id),
    ofOrder: (accountId: string, orderId: string): ShipmentRow[] => byOrder.all(accountId, orderId),
    byParcel: (parcelId: string): ShipmentRow | undefined => byParcel.get(parcelId),
    /** Parcels with work to do now that no other worker holds. */
    due: (now: number): ShipmentRow[] => due.all(now, now),
    nextDue: (): number | null => nextDue.get()?.at ?? null,
    claim: (id: number, now: number, forMs: number, owner: string): boolean =>
      ok(claim.run({ id, now, until: now + forMs, owner })),
    release: (id: number): void => void release.run(id),
    /** Frees the parcels held by processes that are gone (a crash, a kill): they are due again at once. */
    releaseDead(now: number, dead: (owner: string) => boolean): number {
      let freed = 0;
      for (const { claimed_by } of claimants.all(now)) {
        if (dead(claimed_by)) freed += releaseOwner.run(claimed_by).changes;
      }
      return freed;
    },
    /** A guarded move from one state to another, with the time of its next check and the errors to show. */
    move(
      id: number,
      from: ShipmentState,
      to: ShipmentState,
      now: number,
      extra: { next?: number | null; attempts?: number; errors?: FieldError[] } = {},
    ): boolean {
      return ok(
        move.run({
          id,
          from,
          to,
          now,
          next: extra.next ?? null,
          attempts: extra.attempts ?? 0,
          errors: extra.errors ? JSON.stringify(extra.errors) : null,
        }),
      );
    },
    /** The exact body about to be sent, stored before the first send of the command. */
    markSending: (id: number, input: string, now: number): boolean => ok(sending.run({ id, input, now })),
    markCreated: (id: number, parcel: CreatedParcel, now: number) =>
      ok(
        created.run({
          id,
          ...parcel,
          waybills: JSON.stringify(parcel.waybills),
          carrierWaybills: JSON.stringify(parcel.carrierWaybills ?? []),
          carrierCheckAt: parcel.carrierCheckAt ?? null,
          now,
        }),
      ),
    /** Made parcels whose carrier numbers are due to be read again, that no worker holds. */
    carrierDue: (now: number): ShipmentRow[] => carrierDue.all(now, now),
    /** The carrier numbers as read, and the next read (null: no more). */
    setCarrierNumbers: (
      id: number,
      numbers: (string | null)[],
      next: number | null,
      checks: number,
      now: number,
    ): void => void carrierNumbers.run({ id, numbers: JSON.stringify(numbers), next, checks, now }),
    /** The part made just before this one in its group, if any. */
    earlierPart: (row: ShipmentRow): ShipmentRow | undefined =>
      row.part_group === null ? undefined : earlierPart.get(row.part_group, row.part),
    /** Stores the label and moves the parcel to 'labelled' in one transaction. */
    storeLabel: db.transaction((id: number, format: LabelFormat, bytes: Uint8Array, now: number): boolean => {
      putLabel.run(id, format, Buffer.from(bytes), now);
      return ok(labelled.run({ id, now }));
    }),
    label: (id: number) => label.get(id),
    /** The label printed: the parcel waits for its waybill's scan, showing what printing it met (`errors`). */
    awaitBox: (id: number, errors: FieldError[], now: number): boolean =>
      ok(awaitBox.run({ id, errors: JSON.stringify(errors), now })),
    /** Its waybill was scanned from the box: the parcel is due at once to finish its order. */
    confirmBox: (id: number, now: number): boolean => ok(confirmBox.run({ id, now })),
    setCancelCommand: (id: number, commandId: string, now: number): string => {
      setCancelCommand.run(commandId, now, id);
      return byId.get(id)!.cancel_command_id!;
    },
    markCancelled: (id: number, now: number): boolean => ok(cancelled.run({ id, now })),
    setErrors: (id: number, errors: FieldError[], now: number): void =>
      void setErrors.run(JSON.stringify(errors), now, id),
    retryNow: (id: number, now: number): boolean => ok(retryNow.run(now, now, id)),
    wakeWaiting: (now: number): number => wake.run(now, now).changes,
    /** Parcels with work left that the worker does on its own (parked ones wait for the seller). */
    unfinished: (): ShipmentRow[] => unfinished.all(),
    /** The input of the newest parcel the marketplace accepted from this account (its sender is reused). */
    lastAcceptedInput: (accountId: string, family: string): unknown => {
      const row = lastInput.get(accountId, family);
      return row ? (JSON.parse(row.input) as unknown) : null;
    },
    /** Parcels whose label was made within [from, to) and that are not cancelled, for the day's protocol. */
    forDay: (accountId: string, from: number, to: number): ShipmentRow[] => forDay.all(accountId, from, to),
    /** Parcels cancelled in that time (their last change is the cancel). */
    cancelledIn: (accountId: string, from: number, to: number): ShipmentRow[] =>
      cancelledIn.all(accountId, from, to),
  };
}

export type ShipmentRepo = ReturnType<typeof createShipmentRepo>;
