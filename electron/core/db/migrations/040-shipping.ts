import { migration } from './migration';

/**
 * The packing station. A parcel of an order is a row of `shipments`: its create command id is generated and
 * committed before the first request, and every later step (parcel read, label stored, waybill on the order) is
 * recorded before the next one starts, so a crash resumes it. Shipments are not keyed to the orders cache (which
 * can be rebuilt) but to the account; `input` is the exact body sent, so a retry of the same command sends the
 * same thing. `claimed_until` and `claimed_by` (host and process) keep two processes on one data folder from working on the
 * same parcel at once; a claim of a process that is gone is released when the next one starts.
 * Labels are kept as BLOBs, one per parcel, so reprints work offline. Parcel templates belong to this computer.
 * Times are epoch milliseconds.
 */
export const m040Shipping = migration(
  '040-shipping',
  `
CREATE TABLE shipments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  order_id TEXT NOT NULL,
  command_id TEXT NOT NULL UNIQUE,
  family TEXT NOT NULL CHECK (family IN ('parcel-management', 'shipment-management')),
  state TEXT NOT NULL
    CHECK (state IN ('waiting', 'creating', 'pending', 'created', 'labelled', 'done', 'failed', 'cancelled')),
  parcel_id TEXT,
  waybills TEXT NOT NULL DEFAULT '[]',
  carrier_id TEXT,
  label_format TEXT NOT NULL CHECK (label_format IN ('PDF', 'ZPL', 'EPL')),
  page_size TEXT NOT NULL CHECK (page_size IN ('A4', 'A6')),
  draft TEXT NOT NULL,
  input TEXT,
  errors TEXT NOT NULL DEFAULT '[]',
  additional INTEGER NOT NULL DEFAULT 0 CHECK (additional IN (0, 1)),
  print INTEGER CHECK (print IN (0, 1)),
  printer_id TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_check_at INTEGER,
  claimed_until INTEGER,
  claimed_by TEXT,
  sent_at INTEGER,
  cancel_command_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
CREATE INDEX shipments_by_order ON shipments (account_id, order_id);
CREATE INDEX shipments_by_state ON shipments (state, next_check_at);
CREATE INDEX shipments_by_parcel ON shipments (parcel_id);

CREATE TABLE shipment_labels (
  shipment_id INTEGER PRIMARY KEY REFERENCES shipments (id) ON DELETE CASCADE,
  format TEXT NOT NULL CHECK (format IN ('PDF', 'ZPL', 'EPL')),
  bytes BLOB NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;

CREATE TABLE parcel_templates (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  delivery_method_id TEXT,
  package_type TEXT NOT NULL CHECK (package_type IN ('PACKAGE', 'DOX', 'PALLET', 'OTHER')),
  length_cm REAL NOT NULL,
  width_cm REAL NOT NULL,
  height_cm REAL NOT NULL,
  weight_kg REAL NOT NULL,
  insurance_kind TEXT NOT NULL CHECK (insurance_kind IN ('none', 'orderTotal', 'fixed')),
  insurance_amount TEXT,
  cash_on_delivery INTEGER NOT NULL CHECK (cash_on_delivery IN (0, 1)),
  text_on_label TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
-- One template per delivery method and one default (NULL): coalesce makes the NULLs collide too.
CREATE UNIQUE INDEX parcel_templates_by_method ON parcel_templates (coalesce(delivery_method_id, ''));
`,
);
