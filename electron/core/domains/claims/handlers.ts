import type { HandlersOf } from '../../../../shared/contract';
import type { claimChannels } from '../../../../shared/contract/claims';
import type { Core } from '../../compose';

export function claimHandlers(core: Core): HandlersOf<typeof claimChannels> {
  return {
    'claims:list': ({ accountId, ...query }) => core.claims.list(accountId, query),
    'claims:ofOrder': ({ accountId, orderId }) => core.claims.ofOrder(accountId, orderId),
    'claims:create': ({ accountId, orderId, lineItemId, quantity }) =>
      core.actions.claims.create(accountId, orderId, lineItemId, quantity),
    'claims:withdraw': ({ accountId, claimId }) => core.actions.claims.withdraw(accountId, claimId),
  };
}
