import type { HandlersOf } from '../../../../shared/contract';
import type { messageChannels } from '../../../../shared/contract/messages';
import type { Core } from '../../compose';
import { accountOf } from '../../bridge/handlers/active-account';

export function messageHandlers(core: Core): HandlersOf<typeof messageChannels> {
  const { messages } = core;
  /** Without any signed-in account there is nothing to list. */
  const active = (accountId: string | undefined): string | null =>
    accountId ?? core.settings.get().activeAccountId;
  return {
    'messages:threads': ({ accountId, unread, type, offset, limit }) => {
      const id = active(accountId);
      return id ? messages.list(id, { unread, type, offset, limit }) : { rows: [], total: 0 };
    },
    'messages:thread': ({ accountId, threadId }) => messages.thread(accountOf(core, accountId), threadId),
    'messages:ofOrder': ({ accountId, orderId }) => {
      const id = active(accountId);
      return id ? messages.ofOrder(id, orderId) : [];
    },
    'messages:unreadCount': ({ accountId }) => {
      const id = active(accountId);
      return id ? messages.unread(id) : 0;
    },
    'messages:buyerOrders': ({ accountId, threadId }) =>
      messages.buyerOrders(accountOf(core, accountId), threadId),
    'messages:reply': ({ accountId, threadId, text, files, orderId }) =>
      core.actions.messages.reply(accountOf(core, accountId), threadId, text, files, orderId),
    'messages:write': ({ accountId, orderId, text, files }) =>
      core.actions.messages.write(accountOf(core, accountId), orderId, text, files),
    'messages:markRead': ({ accountId, threadId }) =>
      core.actions.messages.markRead(accountOf(core, accountId), threadId),
    'messages:attachment': ({ accountId, attachmentId }) =>
      messages.attachment(accountOf(core, accountId), attachmentId),
  };
}
