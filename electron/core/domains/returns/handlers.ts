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
      core.actions.returns.reject(accountId, returnId, code, reason),
    'returns:refund': ({ accountId, draft }) => core.actions.returns.refund(accountId, draft),
  };
}
