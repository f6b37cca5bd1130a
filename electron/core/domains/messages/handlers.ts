import type { HandlersOf } from '../../../../shared/contract';
import type { messageChannels } from '../../../../shared/contract/messages';
import type { Core } from '../../compose';

export function messageHandlers(core: Core): HandlersOf<typeof messageChannels> {
  const { messages } = core;
  return {
    'messages:threads': ({ accountId, unread, type, offset, limit }) =>
      messages.list(accountId, { unread, type, offset, limit }),
    'messages:thread': ({ accountId, threadId }) => messages.thread(accountId, threadId),
    'messages:ofOrder': ({ accountId, orderId }) => messages.ofOrder(accountId, orderId),
    'messages:unreadCount': ({ accountId }) => messages.unread(accountId),
    'messages:buyerOrders': ({ accountId, threadId }) => messages.buyerOrders(accountId, threadId),
    'messages:reply': ({ accountId, threadId, text, files, orderId }) =>
      core.actions.messages.reply(accountId, threadId, text, files, orderId),
    'messages:write': ({ accountId, orderId, text, files }) =>
      core.actions.messages.write(accountId, orderId, text, files),
    'messages:markRead': ({ accountId, threadId }) => core.actions.messages.markRead(accountId, threadId),
    'messages:attachment': ({ accountId, attachmentId }) => messages.attachment(accountId, attachmentId),
  };
}
