import { migration } from './migration';

/**
 * The seller's sender address and drop-off points, per account. Both are the seller's own settings, kept only here
 * and sent with each parcel's create command; tied to the account (gone with it), not to any synced row, so a
 * re-sync keeps them. `address` is the JSON of the form as saved (no row: the account's own data is used). A
 * drop-off point belongs to one delivery method: the seller takes that method's parcels to that point or locker.
 */
export const m089SenderDropOff = migration(
  '089-sender-drop-off',
  `
CREATE TABLE sender_addresses (
  account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  address TEXT NOT NULL CHECK (json_valid(address)),
  updated_at INTEGER NOT NULL
) STRICT, WITHOUT ROWID;

CREATE TABLE drop_off_points (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  method_id TEXT NOT NULL,
  point_id TEXT NOT NULL CHECK (point_id <> ''),
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, method_id)
) STRICT, WITHOUT ROWID;
`,
);
