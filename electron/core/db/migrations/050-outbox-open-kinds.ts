import { migration } from './migration';

/**
 * The outbox takes changes of more than offers and ratings (after-sales conditions, promotions, translations, tags):
 * the lists of entity types and kinds move from the table's CHECKs to the TypeScript types that write them, so a new
 * kind of change needs no table rebuild. The CHECKs left keep the shape (`entity`, `entity.verb`) and the rule that
 * only the batch kinds (price, stock, publication for many offers) belong to a batch.
 */
export const m050OutboxOpenKinds = migration(
  '050-outbox-open-kinds',
  `
CREATE TABLE outbox_changes_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  entity_type TEXT NOT NULL CHECK (entity_type GLOB '[a-z]*' AND entity_type NOT GLOB '*[^a-z-]*'),
  entity_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind GLOB '[a-z]*.[a-z]*' AND kind NOT GLOB '*[^a-z.-]*'),
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
  CHECK ((batch_id IS NULL) = (kind NOT IN ('offer.price', 'offer.stock', 'offer.publication')))
) STRICT;
INSERT INTO outbox_changes_next SELECT * FROM outbox_changes;
DROP TABLE outbox_changes;
ALTER TABLE outbox_changes_next RENAME TO outbox_changes;
CREATE INDEX outbox_changes_by_entity ON outbox_changes (account_id, entity_type, entity_id, id);
CREATE INDEX outbox_changes_open ON outbox_changes (state, next_at)
  WHERE state IN ('queued', 'sending', 'confirming');
CREATE INDEX outbox_changes_by_batch ON outbox_changes (batch_id) WHERE batch_id IS NOT NULL;
`,
);
