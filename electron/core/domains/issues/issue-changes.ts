import { randomUUID } from 'node:crypto';
import { removeFile } from '../../kernel/attachment-files';
import {
  ISSUE_TEXT_MAX,
  messageTypesFor,
  type ClaimDecision,
  type IssueMessageFile,
  type IssueMessageType,
} from '../../../../shared/issues';
import type { Money } from '../../../../shared/money';
import type { Change } from '../../../../shared/outbox';
import { copyChatFile, type ChatFile } from '../case-chat/chat-step';
import type { FileChangeBuilderDeps } from '../../outbox/builder-deps';
import { createIssuesRepo } from './issues-repo';
import { issueText } from './messages';

/** What a message's change carries to its step: the issue, the message, the waiting copy and the copied files. */
export interface IssueMessageRequest {
  issueId: string;
  type: IssueMessageType;
  text: string | null;
  localId: string;
  /** The marketplace's time of the issue's last message the copy knew: a message posted from here is later. */
  after: number;
  files: ChatFile[];
}

/** What a decision's change carries to its step. */
export interface IssueDecisionRequest {
  issueId: string;
  decision: ClaimDecision;
  message: string;
  partialRefund: Money | null;
}

/**
 * The seller's answers to a post-purchase issue, each checked, shown at once and stored in the outbox in one
 * transaction: a message (its files copied into the data folder first, so they outlive the seller's) and a claim's
 * decision. The worker sends them (issue-message-step.ts, issue-decision-step.ts).
 */
export function createIssueChanges(deps: FileChangeBuilderDeps) {
  const { db, changes } = deps;
  const repo = createIssuesRepo(db);

  const known = (accountId: string, issueId: string) => {
    const issue = repo.get(accountId, issueId);
    if (!issue) throw issueText.error('NOT_FOUND', 'issueUnknown', deps.language(), { id: issueId });
    return issue;
  };

  function sendMessage(
    accountId: string,
    issueId: string,
    input: { type: IssueMessageType; text: string; files: IssueMessageFile[] },
  ): Change {
    const language = deps.language();
    const trimmed = input.text.trim();
    if (trimmed === '' && input.files.length === 0)
      throw issueText.error('VALIDATION_FAILED', 'empty', language);
    if (input.text.length > ISSUE_TEXT_MAX)
      throw issueText.error('VALIDATION_FAILED', 'tooLong', language, { max: ISSUE_TEXT_MAX });
    const issue = known(accountId, issueId);
    if (issue.chatActive !== 1) throw issueText.error('CONFLICT', 'chatClosed', language);
    if (!messageTypesFor(issue.type).includes(input.type))
      throw issueText.error('VALIDATION_FAILED', 'typeNotHere', language);
    const copied: ChatFile[] = [];
    try {
      for (const file of input.files) {
        copied.push(
          copyChatFile(deps.dataDir, 'issue-attachments', file, (reason, vars) => {
            throw issueText.error('VALIDATION_FAILED', reason, language, vars);
          }),
        );
      }
      const request: IssueMessageRequest = {
        issueId,
        type: input.type,
        text: trimmed === '' ? null : input.text,
        localId: `local-${randomUUID()}`,
        after: issue.lastMessageAt ?? 0,
        files: copied,
      };
      const now = deps.now();
      const id = db.transaction(() => {
        const changeId = changes.insert(
          {
            accountId,
            entityType: 'issue',
            entityId: issueId,
            kind: 'issue.message',
            batchId: null,
            fields: {
              label: issue.label,
              issueMessage: request.text ?? '',
              issueMessageType: input.type,
              ...(copied.length > 0 ? { attachmentNames: copied.map((f) => f.name) } : {}),
            },
            previous: {},
            request,
          },
          now,
        );
        repo.addLocal(
          accountId,
          issueId,
          {
            id: request.localId,
            role: 'SELLER',
            login: null,
            text: request.text,
            attachments: copied.map((f) => ({ fileName: f.name, url: null })),
            createdAt: now,
          },
          changeId,
        );
        return changeId;
      })();
      deps.changed(['issues', 'outbox']);
      deps.wake();
      return deps.view(id);
    } catch (error) {
      for (const f of copied) removeFile(deps.dataDir, f.path);
      throw error;
    }
  }

  // A decision waiting or refused: a second one would be refused by the marketplace, so it is not stored.
  const openDecision = db.prepare<[string, string], { n: number }>(
    `SELECT count(*) AS n FROM outbox_changes WHERE account_id = ? AND entity_type = 'issue' AND entity_id = ?
       AND kind = 'issue.decision' AND state IN ('queued', 'sending', 'confirming', 'failed')`,
  );

  function decide(
    accountId: string,
    issueId: string,
    input: { decision: ClaimDecision; message: string; partialRefund?: Money | undefined },
  ): Change {
    const language = deps.language();
    const issue = known(accountId, issueId);
    if (issue.type !== 'CLAIM') throw issueText.error('VALIDATION_FAILED', 'notClaim', language);
    if (issue.status !== 'CLAIM_SUBMITTED') throw issueText.error('CONFLICT', 'decided', language);
    if (openDecision.get(accountId, issueId)!.n > 0)
      throw issueText.error('CONFLICT', 'decisionWaiting', language);
    if ((input.decision === 'ACCEPTED_PARTIAL_REFUND') !== (input.partialRefund !== undefined))
      throw issueText.error('VALIDATION_FAILED', 'partialRefund', language);
    if (input.message.trim() === '') throw issueText.error('VALIDATION_FAILED', 'empty', language);
    const request: IssueDecisionRequest = {
      issueId,
      decision: input.decision,
      message: input.message,
      partialRefund: input.partialRefund ?? null,
    };
    const id = changes.insert(
      {
        accountId,
        entityType: 'issue',
        entityId: issueId,
        kind: 'issue.decision',
        batchId: null,
        fields: {
          label: issue.label,
          decision: input.decision,
          decisionMessage: input.message,
          ...(input.partialRefund ? { partialRefund: input.partialRefund } : {}),
        },
        previous: {},
        request,
      },
      deps.now(),
    );
    deps.changed(['issues', 'outbox']);
    deps.wake();
    return deps.view(id);
  }

  return { sendMessage, decide };
}
