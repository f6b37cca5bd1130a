import { migration } from './migration';

/**
 * The account's disputes and their messages, read offline. A dispute keeps the marketplace's body whole plus the
 * columns the list sorts and filters by; `messages_for` is the last message's time whose messages the copy holds,
 * so the sync reads the messages only of disputes whose last message changed (0 for a dispute without
 * messages; NULL until they were read). A reply written here waits as a
 * message under a local id (`local-…`) with its outbox change until the marketplace gives it its own.
 * `dispute_list` keeps where a list read spread over several turns goes on.
 */
export const m064Disputes = migration(
  '064-disputes',
  `
CREATE TABLE disputes (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  order_id TEXT,
  buyer_login TEXT,
  subject TEXT,
  status TEXT NOT NULL,
  chat_active INTEGER NOT NULL CHECK (chat_active IN (0, 1)),
  opened_at INTEGER NOT NULL,
  last_message_at INTEGER,
  last_message_status TEXT,
  messages_count INTEGER NOT NULL DEFAULT 0,
  messages_for INTEGER,
  raw TEXT NOT NULL,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;

CREATE INDEX disputes_by_order ON disputes (account_id, order_id);
CREATE INDEX disputes_by_status ON disputes (account_id, status, opened_at);

CREATE TABLE dispute_messages (
  account_id TEXT NOT NULL,
  dispute_id TEXT NOT NULL,
  id TEXT NOT NULL,
  author_role TEXT NOT NULL,
  author_login TEXT,
  text TEXT,
  attachments TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  change_id INTEGER,
  PRIMARY KEY (account_id, dispute_id, id),
  FOREIGN KEY (account_id, dispute_id) REFERENCES disputes (account_id, id) ON DELETE CASCADE
) STRICT;

CREATE INDEX dispute_messages_by_time ON dispute_messages (account_id, dispute_id, created_at);

CREATE TABLE dispute_list (
  account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  next_offset INTEGER NOT NULL
) STRICT;
`,
);
