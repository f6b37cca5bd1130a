import type { HandlersOf } from '../../../../shared/contract';
import type { offerChannels } from '../../../../shared/contract/offers';
import type { Core } from '../../compose';
import { accountOf } from '../../bridge/handlers/active-account';

export function offerHandlers(core: Core): HandlersOf<typeof offerChannels> {
  const { offers } = core.queries;
  return {
    'offers:list': (query) => offers.list(query),
    'offers:ids': (query) => offers.ids(query),
    'offers:get': ({ accountId, offerId }) => offers.get(accountId, offerId),
    'offers:refresh': ({ accountId, offerId }) => {
      const id = accountId ?? core.settings.get().activeAccountId;
      if (id) core.sync.refreshOffer(id, offerId);
      return null;
    },
    'offers:categoryParameters': ({ accountId, categoryId }) =>
      core.categories.parameters(accountOf(core, accountId), categoryId),
  };
}
