import { migration } from './migration';

/**
 * The outbox: the seller's changes to offers and ratings, each stored (with the local copy's new value) before
 * anything is sent, and kept until the marketplace confirmed, refused or the seller discarded it.
 * - `outbox_changes`: one change of one entity. `fields` are the new values the local copy shows while it waits,
 *   `previous` the values before (history and undo); `request` the body sent for an entity request (PATCH of an
 *   offer, a rating's answer), fixed at insert. `operation` is where an accepted (202) change's outcome is read.
 *   `state`: queued -> sending (may have reached the marketplace) -> confirming (accepted, outcome pending) ->
 *   sent | failed (with the marketplace's `errors`); queued or failed -> discarded by the seller.
 * - `outbox_batches`: one batch command (price, quantity, publication) for many offers, its `command_id`
 *   generated once at insert and its `body` fixed with it, so an unknown outcome is read back by that id; its
 *   changes (one per offer) carry its id and take their outcome from the command's tasks.
 * - `outbox_worker_lease`: which process sends (the app and a command line may share a data folder).
 * Times are epoch milliseconds.
 */
export const m044Outbox = migration(
  '044-outbox',
  `
CREATE TABLE outbox_batches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('price', 'quantity', 'publication')),
  command_id TEXT NOT NULL UNIQUE,
  body TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('queued', 'sending', 'confirming', 'done', 'failed')),
  errors TEXT NOT NULL DEFAULT '[]',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

CREATE TABLE outbox_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  entity_type TEXT NOT NULL CHECK (entity_type IN ('offer', 'rating')),
  entity_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('offer.edit', 'offer.price', 'offer.stock', 'offer.publication',
    'rating.answer', 'rating.removal')),
  batch_id INTEGER REFERENCES outbox_batches (id) ON DELETE CASCADE,
  fields TEXT NOT NULL,
  previous TEXT NOT NULL,
  request TEXT,
  state TEXT NOT NULL CHECK (state IN ('queued', 'sending', 'confirming', 'sent', 'failed', 'discarded')),
  operation TEXT,
  errors TEXT NOT NULL DEFAULT '[]',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  done_at INTEGER,
  CHECK ((batch_id IS NULL) = (kind IN ('offer.edit', 'rating.answer', 'rating.removal')))
) STRICT;
CREATE INDEX outbox_changes_by_entity ON outbox_changes (account_id, entity_type, entity_id, id);
CREATE INDEX outbox_changes_open ON outbox_changes (state, next_at)
  WHERE state IN ('queued', 'sending', 'confirming');
CREATE INDEX outbox_changes_by_batch ON outbox_changes (batch_id) WHERE batch_id IS NOT NULL;

CREATE TABLE outbox_worker_lease (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  owner TEXT NOT NULL,
  pid INTEGER NOT NULL,
  host TEXT NOT NULL,
  heartbeat_at INTEGER NOT NULL
) STRICT;
`,
);
