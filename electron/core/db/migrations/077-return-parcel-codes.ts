import { migration } from './migration';

/**
 * The numbers on a returned box, each pointing at its return: the marketplace's waybill of every parcel and, where
 * another carrier takes the parcel (2026), that carrier's own number. A scan at the packing station finds the
 * return through the key, as fast for a code that matches nothing as for one that does. Filled from the returns
 * already in the copy.
 */
export const m077ReturnParcelCodes = migration(
  '077-return-parcel-codes',
  `
CREATE TABLE return_parcel_codes (
  account_id TEXT NOT NULL,
  code TEXT NOT NULL,
  return_id TEXT NOT NULL,
  PRIMARY KEY (account_id, code, return_id),
  FOREIGN KEY (account_id, return_id) REFERENCES customer_returns (account_id, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX return_parcel_codes_by_return ON return_parcel_codes (account_id, return_id);
INSERT OR IGNORE INTO return_parcel_codes (account_id, code, return_id)
  SELECT r.account_id, lower(trim(json_extract(p.value, '$.waybill'))), r.id
  FROM customer_returns r, json_each(r.raw, '$.parcels') p
  WHERE coalesce(trim(json_extract(p.value, '$.waybill')), '') <> '';
`,
);
