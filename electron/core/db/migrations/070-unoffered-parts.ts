import { migration } from './migration';

/**
 * The parts of an account's sync its marketplace does not serve (a list that answered 404 or 410 as a whole: a
 * resource removed, or one a marketplace never had). The part is skipped and tried again a day after `checked_at`,
 * and the others go on; the status shows each with the request that told. A part served again loses its row.
 */
export const m070UnofferedParts = migration(
  '070-unoffered-parts',
  `
CREATE TABLE unoffered_parts (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  part TEXT NOT NULL,
  stream TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER NOT NULL,
  trace_id TEXT,
  -- Local times (ms): when the marketplace first said so, and when the part was last tried.
  since INTEGER NOT NULL,
  checked_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, part)
) STRICT;
`,
);
