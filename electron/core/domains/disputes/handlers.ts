import type { HandlersOf } from '../../../../shared/contract';
import type { disputeChannels } from '../../../../shared/contract/disputes';
import type { Core } from '../../compose';
import { DISPUTE_ATTACHMENTS, downloadChatAttachment } from '../case-chat/attachment-download';

export function disputeHandlers(core: Core): HandlersOf<typeof disputeChannels> {
  const { disputes } = core.queries;
  return {
    'disputes:list': (query) => disputes.list(query.accountId, query),
    'disputes:get': ({ accountId, disputeId }) => disputes.get(accountId, disputeId),
    'disputes:ofOrder': ({ accountId, orderId }) => disputes.ofOrder(accountId, orderId),
    'disputes:openCount': ({ accountId }) => disputes.openCount(accountId),
    'disputes:reply': ({ accountId, disputeId, text, file }) =>
      core.actions.disputes.reply(accountId, disputeId, text, file),
    'disputes:attachment': async ({ accountId, url, fileName }) =>
      downloadChatAttachment(await core.accounts.client(accountId), DISPUTE_ATTACHMENTS, url, fileName),
  };
}
