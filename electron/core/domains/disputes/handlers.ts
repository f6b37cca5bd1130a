import type { HandlersOf } from '../../../../shared/contract';
import type { disputeChannels } from '../../../../shared/contract/disputes';
import type { Core } from '../../compose';
import { DISPUTE_ATTACHMENTS, downloadChatAttachment } from '../case-chat/attachment-download';
import { accountOf } from '../../bridge/handlers/active-account';

export function disputeHandlers(core: Core): HandlersOf<typeof disputeChannels> {
  const { disputes } = core.queries;
  return {
    'disputes:list': (query) => disputes.list(accountOf(core, query.accountId), query),
    'disputes:get': ({ accountId, disputeId }) => disputes.get(accountOf(core, accountId), disputeId),
    'disputes:ofOrder': ({ accountId, orderId }) => disputes.ofOrder(accountOf(core, accountId), orderId),
    'disputes:openCount': ({ accountId }) => disputes.openCount(accountOf(core, accountId)),
    'disputes:reply': ({ accountId, disputeId, text, file }) =>
      core.actions.disputes.reply(accountOf(core, accountId), disputeId, text, file),
    'disputes:attachment': async ({ accountId, url, fileName }) =>
      downloadChatAttachment(
        await core.accounts.client(accountOf(core, accountId)),
        DISPUTE_ATTACHMENTS,
        url,
        fileName,
      ),
  };
}
