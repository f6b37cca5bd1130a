import type { HandlersOf } from '../../../../shared/contract';
import type { returnChannels } from '../../../../shared/contract/returns';
import type { Core } from '../../compose';

export function returnHandlers(core: Core): HandlersOf<typeof returnChannels> {
  const { returns } = core.queries;
  return {
    'returns:list': (q) => returns.list(q),
    'returns:get': ({ accountId, returnId }) => returns.get(accountId, returnId),
    'returns:ofOrder': ({ accountId, orderId }) => returns.ofOrder(accountId, orderId),
    'returns:refundBasis': ({ accountId, orderId }) => returns.refundBasis(accountId, orderId),
    'returns:reject': ({ accountId, returnId, code, reason }) =>
      core.outbox.rejectReturn(accountId, returnId, code, reason),
    'returns:refund': ({ accountId, draft }) => core.outbox.createRefund(accountId, draft),
  };
}
