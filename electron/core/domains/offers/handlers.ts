import type { HandlersOf } from '../../../../shared/contract';
import type { offerChannels } from '../../../../shared/contract/offers';
import type { Core } from '../../compose';

export function offerHandlers(core: Core): HandlersOf<typeof offerChannels> {
  const { offers } = core.queries;
  return {
    'offers:list': (query) => offers.list(query),
    'offers:ids': (query) => offers.ids(query),
    'offers:get': ({ accountId, offerId }) => offers.get(accountId, offerId),
    'offers:refresh': ({ accountId, offerId }) => {
      core.sync.refreshOffer(accountId, offerId);
      return null;
    },
    'offers:categoryParameters': ({ accountId, categoryId }) =>
      core.categories.parameters(accountId, categoryId),
  };
}
