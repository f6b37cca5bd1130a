import { migration } from './migration';

/**
 * The label check of a parcel (the seller's "Check the label on the box"): `waiting` from the moment the parcel is
 * asked for with the check on until its waybill is scanned from the printed label, then `confirmed`; NULL for a
 * parcel made without the check. Kept in the row, beside the parcel's state, so a label awaiting its scan is still
 * awaited after a restart or a crash, and its order is set SENT only once the right box was confirmed.
 */
export const m087LabelCheck = migration(
  '087-label-check',
  `
ALTER TABLE shipments ADD COLUMN label_check TEXT CHECK (label_check IN ('waiting', 'confirmed'));
`,
);
