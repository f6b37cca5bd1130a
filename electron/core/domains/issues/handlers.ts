import type { HandlersOf } from '../../../../shared/contract';
import type { issueChannels } from '../../../../shared/contract/issues';
import type { Core } from '../../compose';
import { downloadChatAttachment, ISSUE_ATTACHMENTS } from '../case-chat/attachment-download';

export function issueHandlers(core: Core): HandlersOf<typeof issueChannels> {
  const { issues } = core.queries;
  return {
    'issues:list': (query) => issues.list(query.accountId, query),
    'issues:get': ({ accountId, issueId }) => issues.get(accountId, issueId),
    'issues:sendMessage': ({ accountId, issueId, ...message }) =>
      core.actions.issues.sendMessage(accountId, issueId, message),
    'issues:decide': ({ accountId, issueId, ...decision }) =>
      core.actions.issues.decide(accountId, issueId, decision),
    'issues:attachment': async ({ accountId, url, fileName }) =>
      downloadChatAttachment(await core.accounts.client(accountId), ISSUE_ATTACHMENTS, url, fileName),
  };
}
