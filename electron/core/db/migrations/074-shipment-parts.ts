import { migration } from './migration';

/**
 * Parcels of one order made by several create commands, and the carrier's own numbers that come later.
 * - `part_group`, `part`, `parts`: where a delivery method takes one package per command, each package is a row
 *   of its own (its own command id, label and waybill) sharing `part_group`; `part` of `parts` is what the
 *   station shows. A parcel made by one command is part 1 of 1 with no group, as every row already there is.
 * - `carrier_waybills`: the carrier's number of each package (JSON, by package; null where none came yet).
 * - `carrier_check_at`, `carrier_checks`: while a number is missing, when the shipment is read again and how many
 *   reads were made; NULL once all numbers came or the reads gave up.
 */
export const m074ShipmentParts = migration(
  '074-shipment-parts',
  `
ALTER TABLE shipments ADD COLUMN part_group TEXT;
ALTER TABLE shipments ADD COLUMN part INTEGER NOT NULL DEFAULT 1;
ALTER TABLE shipments ADD COLUMN parts INTEGER NOT NULL DEFAULT 1;
ALTER TABLE shipments ADD COLUMN carrier_waybills TEXT NOT NULL DEFAULT '[]';
ALTER TABLE shipments ADD COLUMN carrier_check_at INTEGER;
ALTER TABLE shipments ADD COLUMN carrier_checks INTEGER NOT NULL DEFAULT 0;
CREATE INDEX shipments_carrier_due ON shipments (carrier_check_at) WHERE carrier_check_at IS NOT NULL;
`,
);
