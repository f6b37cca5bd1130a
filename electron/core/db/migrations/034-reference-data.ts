import { migration } from './migration';

/**
 * The account's profile and reference data (carriers, delivery methods, delivery services), one JSON body per
 * kind; and the conditional-GET cache: the last body of an address that answered with Last-Modified, so the
 * next read can send If-Modified-Since and reuse the body on 304.
 */
export const m034ReferenceData = migration(
  '034-reference-data',
  `
CREATE TABLE reference_data (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  body TEXT NOT NULL,
  fetched_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, kind)
) STRICT;

CREATE TABLE http_cache (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  last_modified TEXT NOT NULL,
  body TEXT NOT NULL,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, url)
) STRICT;
`,
);
