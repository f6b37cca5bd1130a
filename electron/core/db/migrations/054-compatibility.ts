import { migration } from './migration';

/**
 * Compatibility lists' reference data, read offline by the offer editor: the categories that take a list (with
 * their rules), and the vehicle database as far as it was read (makes, and the vehicles of the makes the seller
 * opened). The database's pages are also kept in http_cache, so a re-read is a 304.
 */
export const m054Compatibility = migration(
  '054-compatibility',
  `
CREATE TABLE compatibility_categories (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  category_id TEXT NOT NULL,
  name TEXT NOT NULL,
  items_type TEXT NOT NULL,
  input_type TEXT NOT NULL CHECK (input_type IN ('ID', 'TEXT')),
  max_rows INTEGER NOT NULL CHECK (max_rows > 0),
  max_characters INTEGER CHECK (max_characters IS NULL OR max_characters > 0),
  PRIMARY KEY (account_id, category_id)
) STRICT;

CREATE TABLE compatible_groups (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  items_type TEXT NOT NULL,
  id TEXT NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (account_id, items_type, id)
) STRICT;

CREATE TABLE compatible_products (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  items_type TEXT NOT NULL,
  id TEXT NOT NULL,
  group_id TEXT NOT NULL,
  text TEXT NOT NULL,
  raw TEXT NOT NULL,
  PRIMARY KEY (account_id, items_type, id)
) STRICT;

CREATE INDEX compatible_products_by_group ON compatible_products (account_id, items_type, group_id, text);
`,
);
