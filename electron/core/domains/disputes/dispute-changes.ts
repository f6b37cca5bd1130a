import { randomUUID } from 'node:crypto';
import type { FileChangeBuilderDeps } from '../../outbox/builder-deps';
import { removeFile } from '../../kernel/attachment-files';
import { copyChatFile, type ChatFile } from '../case-chat/chat-step';
import { DISPUTE_TEXT_MAX, type DisputeReplyFile } from '../../../../shared/disputes';
import type { Change } from '../../../../shared/outbox';
import { createDisputesRepo } from './disputes-repo';
import { disputeText } from './messages';

export type DisputeChangeDeps = FileChangeBuilderDeps;

/** What a reply's change carries to its step: the dispute, the text, the waiting message and the copied file. */
export interface DisputeReplyRequest {
  disputeId: string;
  text: string | null;
  localId: string;
  /** The marketplace's time of the dispute's last message the copy knew: a reply posted from here is later. */
  after: number;
  file: ChatFile | null;
}

/**
 * A reply in a dispute: checked, its file copied into the data folder (so it is there whatever happens to the one
 * the seller picked), then shown at once as a waiting message and stored in the outbox in one transaction. The
 * worker sends it (dispute-step.ts).
 */
export function createDisputeChanges(deps: DisputeChangeDeps) {
  const { db, changes } = deps;
  const repo = createDisputesRepo(db);

  function reply(accountId: string, disputeId: string, text: string, file?: DisputeReplyFile): Change {
    const language = deps.language();
    const trimmed = text.trim();
    if (trimmed === '' && !file) throw disputeText.error('VALIDATION_FAILED', 'empty', language);
    if (text.length > DISPUTE_TEXT_MAX)
      throw disputeText.error('VALIDATION_FAILED', 'tooLong', language, { max: DISPUTE_TEXT_MAX });
    const dispute = repo.get(accountId, disputeId);
    if (!dispute) throw disputeText.error('NOT_FOUND', 'disputeUnknown', language, { id: disputeId });
    if (dispute.chatActive !== 1) throw disputeText.error('CONFLICT', 'disputeClosed', language);
    const copied = file
      ? copyChatFile(deps.dataDir, 'dispute-attachments', file, (reason, vars) => {
          throw disputeText.error('VALIDATION_FAILED', reason, language, vars);
        })
      : null;
    const localId = `local-${randomUUID()}`;
    const now = deps.now();
    const request: DisputeReplyRequest = {
      disputeId,
      text: trimmed === '' ? null : text,
      localId,
      after: dispute.lastMessageAt ?? 0,
      file: copied,
    };
    let id: number;
    try {
      id = db.transaction(() => {
        const changeId = changes.insert(
          {
            accountId,
            entityType: 'dispute',
            entityId: disputeId,
            kind: 'dispute.reply',
            batchId: null,
            fields: {
              dispute: dispute.subject ?? disputeId,
              reply: request.text ?? '',
              ...(copied ? { attachmentName: copied.name } : {}),
            },
            previous: {},
            request,
          },
          now,
        );
        repo.addLocal(
          accountId,
          disputeId,
          {
            id: localId,
            role: 'SELLER',
            login: null,
            text: request.text,
            attachments: copied ? [{ fileName: copied.name, url: null }] : [],
            createdAt: now,
          },
          changeId,
        );
        return changeId;
      })();
    } catch (error) {
      if (copied) removeFile(deps.dataDir, copied.path);
      throw error;
    }
    deps.changed(['disputes', 'outbox']);
    deps.wake();
    return deps.view(id);
  }

  return { reply };
}
