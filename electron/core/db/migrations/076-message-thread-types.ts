import { migration } from './migration';

/**
 * The 2026 marketplace's message center (beta.v1): a thread has a `type` (COMMON, or POST_PURCHASE_ISSUE for a
 * buyer's "problem with a purchase") with its `sub_type`, and a message's author has a `role` (BUYER, SELLER,
 * SYSTEM). Both are kept as the marketplace sent them, a value this app does not know included. Threads already
 * in the copy take their type from the answer they were stored from; one without says nothing of a type, and is
 * a COMMON thread, the only kind the documents' marketplace has. Authors stored before keep no role (null).
 */
export const m076MessageThreadTypes = migration(
  '076-message-thread-types',
  `
ALTER TABLE message_threads ADD COLUMN type TEXT NOT NULL DEFAULT 'COMMON';
ALTER TABLE message_threads ADD COLUMN sub_type TEXT;
ALTER TABLE messages ADD COLUMN author_role TEXT;
UPDATE message_threads SET type = coalesce(json_extract(raw, '$.type'), 'COMMON'),
  sub_type = json_extract(raw, '$.subType')
  WHERE json_valid(raw) AND json_type(raw, '$.type') = 'text';
CREATE INDEX message_threads_by_type ON message_threads (account_id, type, last_message_at DESC);
`,
);
