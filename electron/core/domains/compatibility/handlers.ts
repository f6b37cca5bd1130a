import type { HandlersOf } from '../../../../shared/contract';
import type { compatibilityChannels } from '../../../../shared/contract/compatibility';
import type { Core } from '../../compose';

export function compatibilityHandlers(core: Core): HandlersOf<typeof compatibilityChannels> {
  const { compatibility } = core;
  return {
    'compatibility:forOffer': ({ accountId, offerId }) => compatibility.forOffer(accountId, offerId),
    'compatibility:vehicles': ({ accountId, itemsType, groupId }) =>
      compatibility.vehicles(accountId, itemsType, groupId),
    'compatibility:suggest': ({ accountId, offerId }) => compatibility.suggest(accountId, offerId),
  };
}
