import type { FieldError } from '../../../../shared/errors';
import { issueAuthorOf, type IssueAttachment, type IssueMessage } from '../../../../shared/issues';
import { iso } from '../../kernel/time/iso';
import type { CaseTables } from './chat-repo';

export interface ChatMessageRow {
  id: string;
  author_role: string;
  author_login: string | null;
  text: string | null;
  attachments: string;
  created_at: number;
  change_state: string | null;
  change_errors: string | null;
}

/**
 * A case's messages, oldest first. A message written here carries its change: waiting, refused (with the
 * marketplace's words) or sent; a discarded one is not shown.
 */
export const chatMessagesSql = (t: Pick<CaseTables, 'messages' | 'key'>): string =>
  `SELECT m.id, m.author_role, m.author_login, m.text, m.attachments, m.created_at,
     c.state AS change_state, c.errors AS change_errors
   FROM ${t.messages} m LEFT JOIN outbox_changes c ON c.id = m.change_id
   WHERE m.account_id = ? AND m.${t.key} = ? AND (c.state IS NULL OR c.state <> 'discarded')
   ORDER BY m.created_at, m.id`;

/** A change's state as a message shows it. */
export const shownState = (state: string | null): IssueMessage['state'] =>
  state === null || state === 'sent' ? 'sent' : state === 'failed' ? 'failed' : 'waiting';

/** The first of a change's kept errors, in the marketplace's words. */
export const firstError = (errors: string | null): string | null =>
  errors ? ((JSON.parse(errors) as FieldError[])[0]?.userMessage ?? null) : null;

export function chatMessageOf(m: ChatMessageRow): IssueMessage {
  const state = shownState(m.change_state);
  return {
    id: m.id,
    author: issueAuthorOf(m.author_role),
    role: m.author_role,
    login: m.author_login,
    text: m.text,
    attachments: JSON.parse(m.attachments) as IssueAttachment[],
    createdAt: iso(m.created_at),
    state,
    error: state === 'failed' ? firstError(m.change_errors) : null,
  };
}
