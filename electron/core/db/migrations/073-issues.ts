import { migration } from './migration';

/**
 * The 2026 marketplace's post-purchase issues (claims and disputes, `/sale/issues`) and their chats, read offline.
 * An issue keeps the marketplace's body whole plus the columns the list sorts and filters by; its type, status and
 * every other enumeration are the marketplace's words as they came (no CHECK), so a value added later is kept.
 * `messages_for` is the last message's time whose chat the copy holds (0 without messages; NULL until read). A
 * message written here waits under a local id (`local-…`) with its outbox change until the marketplace gives its
 * own. `issue_list` keeps where a list read spread over several turns goes on.
 */
export const m073Issues = migration(
  '073-issues',
  `
CREATE TABLE issues (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  type TEXT NOT NULL,
  reference_number TEXT,
  order_id TEXT,
  buyer_login TEXT,
  subject TEXT,
  reason_type TEXT,
  status TEXT NOT NULL,
  chat_active INTEGER NOT NULL CHECK (chat_active IN (0, 1)),
  return_required INTEGER CHECK (return_required IN (0, 1)),
  decision_due_at INTEGER,
  opened_at INTEGER NOT NULL,
  last_message_at INTEGER,
  last_message_status TEXT,
  messages_count INTEGER NOT NULL DEFAULT 0,
  messages_for INTEGER,
  raw TEXT NOT NULL,
  stored_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, id)
) STRICT;

CREATE INDEX issues_by_order ON issues (account_id, order_id);
CREATE INDEX issues_by_status ON issues (account_id, status, opened_at);

CREATE TABLE issue_messages (
  account_id TEXT NOT NULL,
  issue_id TEXT NOT NULL,
  id TEXT NOT NULL,
  author_role TEXT NOT NULL,
  author_login TEXT,
  text TEXT,
  attachments TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL,
  change_id INTEGER,
  PRIMARY KEY (account_id, issue_id, id),
  FOREIGN KEY (account_id, issue_id) REFERENCES issues (account_id, id) ON DELETE CASCADE
) STRICT;

CREATE INDEX issue_messages_by_time ON issue_messages (account_id, issue_id, created_at);

CREATE TABLE issue_list (
  account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  next_offset INTEGER NOT NULL
) STRICT;
`,
);
