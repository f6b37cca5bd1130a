import { migration } from './migration';

/**
 * The message center's local copy: the account's threads with buyers and their messages, read offline.
 * - `message_threads.messages_for` is the `lastMessageDateTime` (ms) whose messages the copy holds: a thread
 *   listed with a newer one has its messages read again; null means never read.
 * - `message_threads.read` is the marketplace's flag, or 1 while the seller's `thread.read` waits in the outbox.
 * - a message written here waits under a local id (`local-…`) with its outbox change's id in `change_id`, until
 *   the marketplace answers with its own; its files are copies in the data folder, named in `attachments`.
 */
export const m063Messages = migration(
  '063-messages',
  `
CREATE TABLE message_threads (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  login TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1)),
  last_message_at INTEGER,
  messages_for INTEGER,
  raw TEXT NOT NULL,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;
CREATE INDEX message_threads_by_activity ON message_threads (account_id, last_message_at DESC);
CREATE INDEX message_threads_by_login ON message_threads (account_id, login);

CREATE TABLE messages (
  account_id TEXT NOT NULL,
  id TEXT NOT NULL,
  thread_id TEXT NOT NULL,
  from_buyer INTEGER NOT NULL CHECK (from_buyer IN (0, 1)),
  author_login TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  order_id TEXT,
  offer_id TEXT,
  attachments TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(attachments) AND json_type(attachments) = 'array'),
  change_id INTEGER,
  PRIMARY KEY (account_id, id),
  FOREIGN KEY (account_id, thread_id) REFERENCES message_threads (account_id, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX messages_by_thread ON messages (account_id, thread_id, created_at);
CREATE INDEX messages_by_order ON messages (account_id, order_id) WHERE order_id IS NOT NULL;
`,
);
