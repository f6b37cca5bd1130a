import type { HandlersOf } from '../../../../shared/contract';
import type { compatibilityChannels } from '../../../../shared/contract/compatibility';
import type { Core } from '../../compose';
import { accountOf } from '../../bridge/handlers/active-account';

export function compatibilityHandlers(core: Core): HandlersOf<typeof compatibilityChannels> {
  const { compatibility } = core;
  return {
    'compatibility:forOffer': ({ accountId, offerId }) =>
      compatibility.forOffer(accountOf(core, accountId), offerId),
    'compatibility:vehicles': ({ accountId, itemsType, groupId }) =>
      compatibility.vehicles(accountOf(core, accountId), itemsType, groupId),
    'compatibility:suggest': ({ accountId, offerId }) =>
      compatibility.suggest(accountOf(core, accountId), offerId),
  };
}
