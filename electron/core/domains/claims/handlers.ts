import type { HandlersOf } from '../../../../shared/contract';
import type { claimChannels } from '../../../../shared/contract/claims';
import type { Core } from '../../compose';
import { accountOf } from '../../bridge/handlers/active-account';

export function claimHandlers(core: Core): HandlersOf<typeof claimChannels> {
  return {
    'claims:list': ({ accountId, ...query }) => {
      const id = accountId ?? core.settings.get().activeAccountId;
      return id ? core.claims.list(id, query) : { rows: [], total: 0 };
    },
    'claims:ofOrder': ({ accountId, orderId }) => core.claims.ofOrder(accountOf(core, accountId), orderId),
    'claims:create': ({ accountId, orderId, lineItemId, quantity }) =>
      core.actions.claims.create(accountOf(core, accountId), orderId, lineItemId, quantity),
    'claims:withdraw': ({ accountId, claimId }) =>
      core.actions.claims.withdraw(accountOf(core, accountId), claimId),
  };
}
